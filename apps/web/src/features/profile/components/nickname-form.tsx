import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { updateProfile, useProfileMutation } from '../api/profile';
import { nicknameProblem } from '../api/profile-rules';
import { Field, inputClass, Section } from './section';

export function NicknameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState('');
  const save = useProfileMutation('nickname', updateProfile);
  const toast = useToast();
  return (
    <Section id="nickname-title" title="Pseudonyme" description="C’est le nom affiché avec vos questions.">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = nicknameProblem(value);
          if (problem) {
            setError(problem);
            return;
          }
          setError('');
          save.mutate(
            { nickname: value.trim() },
            {
              onSuccess: () => toast.show({ title: 'Profil mis à jour ✓', kind: 'success' }),
              onError: (err) => setError(err.message),
            },
          );
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <Field id="nickname" label="Pseudonyme" error={error}>
            <input
              id="nickname"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="nickname"
              aria-invalid={!!error}
              aria-describedby={error ? 'nickname-error' : undefined}
              className={inputClass}
            />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending || value.trim() === current}>
          Enregistrer
        </Button>
      </form>
    </Section>
  );
}
