import { CONSULTATION_TEXTS as T } from '@pretoire/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthDialog } from '@/components/layout/auth-dialog-host';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useRequestConsultation } from '../api/consultations';
import { PrivateDataNotice } from './private-data-notice';

/** Where «Demander une consultation» under an answer leads (paths.consultationRequest). */
export const REQUEST_ANCHOR = 'demande-consultation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * «Demander une consultation à Maître X»: members only, for lawyers who take consultations. Reached from an answer,
 * the question comes along (`?question=`) and the form opens by itself; a visitor is asked to sign in first.
 */
export function RequestConsultation({ lawyer }: { lawyer: { id: string; name: string; terms?: string | null } }) {
  const { user } = useSession();
  const { openAuth } = useAuthDialog();
  const [params] = useSearchParams();
  const fromAnswer = params.get('question');
  const postId = fromAnswer && UUID.test(fromAnswer) ? fromAnswer : undefined;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const ask = useRequestConsultation();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const isMember = user?.role === 'user';
  // Coming from an answer, a member lands in the form (opened after hydration: the server page has no session).
  useEffect(() => {
    if (postId && isMember) setOpen(true);
  }, [postId, isMember]);
  // The form opens on a click: focus goes where the person writes.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  if (user && !isMember) return null;
  let body: ReactNode;
  if (ask.isSuccess)
    body = (
      <p role="status" className="text-sm">
        {T.sent}{' '}
        <Link to={paths.consultations(ask.data.id)} className="underline">
          {T.mine}
        </Link>
      </p>
    );
  else if (!open)
    body = (
      <>
        <Button variant="outline" size="sm" onClick={() => (user ? setOpen(true) : openAuth('login'))}>
          {T.ask(lawyer.name)}
        </Button>
        {!user && <p className="mt-1 text-xs text-ink-soft">{T.signInFirst}</p>}
      </>
    );
  else
    body = (
      <form
        className="space-y-2 rounded-lg border border-ink/10 bg-white p-4"
        aria-label={T.ask(lawyer.name)}
        onSubmit={(e) => {
          e.preventDefault();
          if (message.trim()) ask.mutate({ lawyerId: lawyer.id, postId, message });
        }}
      >
        {lawyer.terms && <p className="text-sm">Conditions annoncées : {lawyer.terms}</p>}
        {postId && <p className="text-sm text-ink-soft">{T.fromAnswer}</p>}
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
        <PrivateDataNotice text={message} />
        <p className="text-sm text-ink-soft">{T.reminder}</p>
        <p className="text-sm text-ink-soft">{T.secrecy}</p>
        {ask.isError && <p role="alert">{ask.error.message}</p>}
        <Button type="submit" disabled={ask.isPending}>
          {T.send}
        </Button>
      </form>
    );
  return (
    <div id={REQUEST_ANCHOR} className="scroll-mt-24">
      {body}
    </div>
  );
}
