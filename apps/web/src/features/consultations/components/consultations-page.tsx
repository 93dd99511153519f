import { CONSULTATION_TEXTS as T } from '@pretoire/contracts';
import { Paperclip } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import {
  downloadAttachment,
  useConsultation,
  useConsultationFigures,
  useConsultationStatus,
  useConsultations,
  useOlderMessages,
  useWriteMessage,
} from '../api/consultations';
import { PrivateDataNotice } from './private-data-notice';
import { ReportMessage } from './report-message';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** «Mes consultations»: the list, and the open thread beside it on a desktop, below it on a phone. */
export function ConsultationsPage() {
  const { id } = useParams();
  const list = useConsultations();
  const { user } = useSession();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section aria-labelledby="consultations-title">
        <h1 id="consultations-title" className="mb-3 text-2xl">
          {T.mine}
        </h1>
        {user?.role === 'lawyer' && <LawyerFigures />}
        {list.isPending && <p role="status">Chargement…</p>}
        {list.isError && <p role="alert">{list.error.message}</p>}
        {list.data?.consultations.length === 0 && <p>Aucune consultation pour le moment.</p>}
        <ul className="space-y-2">
          {list.data?.consultations.map((c) => (
            <li key={c._id}>
              <Link
                to={paths.consultations(c._id)}
                aria-current={c._id === id ? 'page' : undefined}
                className="block rounded-lg border border-ink/10 bg-white p-3 underline-offset-2 hover:underline"
              >
                <span className="font-medium">{c.as === 'asker' ? c.lawyer.name : c.asker.name}</span> — {T.status[c.status]}
                {c.unread > 0 && <span className="ml-2 rounded-full bg-ink px-2 text-xs text-white">{c.unread} non lu(s)</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {id && <Thread key={id} id={id} />}
    </div>
  );
}

function Thread({ id }: { id: string }) {
  const q = useConsultation(id);
  const status = useConsultationStatus(id);
  const write = useWriteMessage(id);
  const older = useOlderMessages(id);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new input after each message: a file input cannot be emptied from code.
  const [fileKey, setFileKey] = useState(0);
  const fieldId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a thread moves focus to it (keyboard and screen-reader users land on what they chose).
  const loaded = q.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (q.isPending) return <p role="status">Chargement…</p>;
  if (q.isError) return <p role="alert">{q.error.message}</p>;
  const c = q.data;
  const other = c.as === 'asker' ? c.lawyer : c.asker;
  const mine = (authorId: string | null) => authorId === (c.as === 'asker' ? c.asker._id : c.lawyer._id);
  return (
    <section aria-labelledby="thread-title" className="space-y-4 rounded-xl border border-ink/10 bg-white p-4">
      <h2 id="thread-title" ref={heading} tabIndex={-1} className="text-xl">
        {other.name} — {T.status[c.status]}
      </h2>
      <p className="text-sm text-ink-soft">{T.secrecy}</p>
      {c.status !== 'requested' && c.status !== 'declined' && <p className="text-sm text-ink-soft">{T.reminder}</p>}
      {c.olderCursor && (
        <Button variant="outline" disabled={older.isPending} onClick={() => c.olderCursor && older.mutate(c.olderCursor)}>
          {older.isPending ? 'Chargement…' : 'Afficher les messages précédents'}
        </Button>
      )}
      {older.isError && <p role="alert">{older.error.message}</p>}
      <ol className="space-y-2" aria-label="Messages">
        {c.messages.map((m) => (
          <li key={m._id} className={`rounded-lg p-3 ${mine(m.authorId) ? 'bg-ink/5' : 'border border-ink/10'}`}>
            <p className="text-xs text-ink-soft">
              {m.erasedAt ? T.erased(when(m.erasedAt)) : `${mine(m.authorId) ? 'Vous' : other.name}, ${when(m.createdAt)}`}
            </p>
            {m.content && <p className="whitespace-pre-line">{m.content}</p>}
            {m.attachment && <AttachmentLink consultationId={c._id} messageId={m._id} name={m.attachment.name} />}
            {!m.erasedAt && m.authorId && !mine(m.authorId) && <ReportMessage consultationId={c._id} messageId={m._id} />}
          </li>
        ))}
      </ol>
      {status.isError && <p role="alert">{status.error.message}</p>}
      <div className="flex flex-wrap gap-2">
        {c.as === 'lawyer' && c.status === 'requested' && (
          <>
            <Button onClick={() => status.mutate({ status: 'accepted', message: T.reminder })}>{T.accept}</Button>
            <Button variant="outline" onClick={() => status.mutate({ status: 'declined' })}>
              {T.decline}
            </Button>
          </>
        )}
        {(c.status === 'requested' || c.status === 'accepted') && (
          <Button variant="outline" onClick={() => status.mutate({ status: 'closed' })}>
            {T.close}
          </Button>
        )}
      </div>
      {c.status === 'accepted' && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim())
              write.mutate(
                { content: text, file },
                {
                  onSuccess: () => {
                    setText('');
                    setFile(null);
                    setFileKey((k) => k + 1);
                  },
                },
              );
          }}
        >
          <label htmlFor={fieldId} className="block font-medium">
            {T.write}
          </label>
          <textarea
            id={fieldId}
            required
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-h-24 w-full rounded border border-ink/20 p-2"
          />
          <PrivateDataNotice text={text} />
          <label htmlFor={`${fieldId}-file`} className="block text-sm font-medium">
            {T.attach}
          </label>
          <input
            key={fileKey}
            id={`${fieldId}-file`}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block text-sm"
          />
          {write.isError && <p role="alert">{write.error.message}</p>}
          <Button type="submit" disabled={write.isPending}>
            Envoyer
          </Button>
        </form>
      )}
    </section>
  );
}

/** The file of a message: a button, since the download needs the token (only the two parties get it). */
function AttachmentLink({ consultationId, messageId, name }: { consultationId: string; messageId: string; name: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <p>
      <button
        type="button"
        className="inline-flex items-center gap-1 underline underline-offset-2"
        onClick={() => downloadAttachment(consultationId, messageId, name).catch((e: Error) => setError(e.message))}
      >
        <Paperclip aria-hidden className="h-4 w-4" />
        {name}
        <span className="sr-only"> (télécharger la pièce jointe)</span>
      </button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}

/** Median minutes to a readable duration. */
function duration(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} j`;
}

/** The lawyer's own figures, shown to them only (docs/decisions/consultations.md). */
function LawyerFigures() {
  const q = useConsultationFigures(true);
  if (!q.data) return null;
  const f = q.data;
  return (
    <section aria-labelledby="figures-title" className="mb-4 rounded-lg border border-ink/10 bg-white p-3">
      <h2 id="figures-title" className="text-base font-semibold">
        {T.figures.title}
      </h2>
      <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-ink-soft">{T.figures.received}</dt>
          <dd className="text-lg font-semibold">{f.received}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{T.figures.accepted}</dt>
          <dd className="text-lg font-semibold">{f.accepted}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{T.figures.median}</dt>
          <dd className="text-lg font-semibold">{f.medianAnswerMinutes === null ? '—' : duration(f.medianAnswerMinutes)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-ink-soft">{T.figures.private}</p>
    </section>
  );
}
