import { CONSULTATION_TERMS_MAX } from '@pretoire/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/auth';
import { updateProfile, useProfileMutation } from '../api/profile';
import { inputClass, Section } from './section';

/** A lawyer takes private consultations or not (off by default), with the terms they choose to state. */
export function ConsultationSettings({ user }: { user: SessionUser }) {
  const [accepts, setAccepts] = useState(user.acceptsConsultations ?? false);
  const [terms, setTerms] = useState(user.consultationTerms ?? '');
  const save = useProfileMutation('consultations', updateProfile);
  const toast = useToast();
  return (
    <Section id="consultations-title" title="Consultations privées">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { acceptsConsultations: accepts, consultationTerms: terms.trim() },
            {
              onSuccess: () => toast.show({ title: 'Préférences enregistrées ✓', kind: 'success' }),
              onError: (err) => toast.show({ title: err.message, kind: 'error' }),
            },
          );
        }}
      >
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={accepts} onChange={(e) => setAccepts(e.target.checked)} />
          J’accepte les demandes de consultation des membres
        </label>
        <label htmlFor="consultation-terms" className="block font-medium">
          Conditions annoncées (facultatif, par exemple «&nbsp;premier échange de 30 min : 60 € TTC&nbsp;»)
        </label>
        <input
          id="consultation-terms"
          className={inputClass}
          maxLength={CONSULTATION_TERMS_MAX}
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
        />
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
    </Section>
  );
}
