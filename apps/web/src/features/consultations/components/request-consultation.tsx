import { CONSULTATION_TEXTS as T } from '@pretoire/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useRequestConsultation } from '../api/consultations';

/** «Demander une consultation à Maître X»: members only, for lawyers who take consultations. */
export function RequestConsultation({ lawyer, postId }: { lawyer: { id: string; name: string; terms?: string | null }; postId?: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const ask = useRequestConsultation();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The form opens on a click: focus goes where the person writes.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  if (user && user.role !== 'user') return null;
  if (ask.isSuccess)
    return (
      <p role="status" className="text-sm">
        {T.sent}{' '}
        <Link to={paths.consultations()} className="underline">
          {T.mine}
        </Link>
      </p>
    );
  if (!open)
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={!user}
        title={user ? undefined : 'Connectez-vous pour demander une consultation'}
      >
        {T.ask(lawyer.name)}
      </Button>
    );
  return (
    <form
      className="space-y-2 rounded-lg border border-ink/10 bg-white p-4"
      aria-label={T.ask(lawyer.name)}
      onSubmit={(e) => {
        e.preventDefault();
        if (message.trim()) ask.mutate({ lawyerId: lawyer.id, postId, message });
      }}
    >
      {lawyer.terms && <p className="text-sm">Conditions annoncées : {lawyer.terms}</p>}
      <label htmlFor={fieldId} className="block font-medium">
        Votre demande
      </label>
      <textarea
        id={fieldId}
        ref={field}
        required
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className="min-h-28 w-full rounded border border-ink/20 p-2"
      />
      <p className="text-sm text-ink-soft">{T.reminder}</p>
      <p className="text-sm text-ink-soft">{T.secrecy}</p>
      {ask.isError && <p role="alert">{ask.error.message}</p>}
      <Button type="submit" disabled={ask.isPending}>
        {T.send}
      </Button>
    </form>
  );
}
