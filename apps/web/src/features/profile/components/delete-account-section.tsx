import { TOASTS } from '@pretoire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { OtpDialog } from '@/features/auth';
import { clearSession, deleteAccount } from '../api/account';
import { Section } from './section';

const WARNING =
  'La suppression est définitive : votre e-mail, vos nom, pseudonyme, photo et documents sont effacés et vous ne pourrez plus vous connecter. Vos questions et réponses restent visibles, signées «\u00a0Compte supprimé\u00a0».';

/** Clear warning, confirmation, then the e-mailed code of purpose account-deletion; signed out afterwards. */
export function DeleteAccountSection() {
  const [codeOpen, setCodeOpen] = useState(false);
  const [erase, setErase] = useState(false);
  const qc = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  const onVerified = async (otp: string) => {
    try {
      await deleteAccount(otp, erase);
    } catch (err) {
      toast.show({ ...TOASTS.deleteFailed, kind: 'error' });
      throw err; // shown in the code dialog too
    }
    setCodeOpen(false);
    clearSession(qc);
    toast.show({ ...TOASTS.deleted, kind: 'success' });
    void navigate(paths.home);
  };

  return (
    <Section id="delete-title" title="Supprimer mon compte">
      <div className="flex gap-3 rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm text-red-900">
        <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <p>{WARNING}</p>
      </div>
      <label className="mt-3 flex items-start gap-2 text-sm">
        <input type="checkbox" checked={erase} onChange={(e) => setErase(e.target.checked)} className="mt-1" />
        Effacer aussi le texte de mes questions (elles resteront visibles sous « Question effacée par son auteur », avec les réponses des
        avocats).
      </label>
      <ConfirmDialog
        trigger={
          <button type="button" className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800">
            Supprimer mon compte
          </button>
        }
        title="Supprimer définitivement votre compte ?"
        description={`${WARNING} Un code de confirmation va vous être envoyé par e-mail.`}
        confirmLabel="Recevoir le code"
        onConfirm={() => setCodeOpen(true)}
      />
      <OtpDialog open={codeOpen} onOpenChange={setCodeOpen} purpose="account-deletion" onVerified={onVerified} />
    </Section>
  );
}
