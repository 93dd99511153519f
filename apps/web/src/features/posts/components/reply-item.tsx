import {
  type Actor,
  CONSULTATION_TEXTS,
  canDeleteReply,
  DELETED_REPLY_CONTENT,
  isApprovedLawyer,
  lawyerTitle,
  type PostDetail,
  type Reply,
} from '@pretoire/contracts';
import { CheckCircle2, CornerDownRight, MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { AnswerDisclaimer } from '@/features/desk';
import { EditedMark, EditReplyForm, ModerationNotice, ReportButton } from '@/features/trust';
import { useRenderNow } from '@/lib/render-clock';
import type { Holes } from '@/ssr/kept-fragment';
import { isLawStale } from '../applicable-law';
import { fullDate, replyAnchor, timeAgo } from '../format';
import { ApplicableLawLine } from './applicable-law-line';
import { AuthorLine } from './author-line';
import { CitedText } from './cited-text';
import { ReplyForm } from './reply-form';
import { StarRating } from './star-rating';

/** What the viewer may do in this thread; the server enforces the same rules. */
export interface ThreadRights {
  postId: string;
  postAuthorId: string;
  viewerId: string | null;
  /** The signed-in reader, for the shared policy rules (contracts' policy.ts). */
  viewer: Actor | null;
  isAdmin: boolean;
  /** Approved lawyers and the question's author may answer a reply. */
  canNest: boolean;
  /** The question's author marks lawyers' replies satisfactory. */
  canRate: boolean;
  onRate: (replyId: string, rating: number) => void;
  ratingPending: boolean;
  onDelete: (replyId: string) => void;
  /** An edit saved; the whole thread comes back. */
  onEdited?: (post: PostDetail, notice: string | null) => void;
}

/**
 * Everything a reply's HTML (its nested replies included) depends on, for a kept fragment of the server render
 * (decisions/reach-ssr.md): its data, what the reader may do, and what the clock changes in it besides relative dates
 * (the old-law warning). Relative dates are left out: `agoHoles` rewrites them in kept HTML, so a kept answer
 * outlives the minute. A new clock-dependent output in ReplyItem must be added here or to `agoHoles`.
 */
export function replyFragmentKey(reply: Reply, rights: ThreadRights, now: number, depth = 0): string {
  return JSON.stringify([reply, depth, ...threadKeyParts([reply], rights, now)]);
}

/**
 * The key of a question's whole list of answers (its answers' keys inside it): the exact JSON text the question came
 * in holds every reply, so one comparison stands for fifty keys written out. Null when the text is unknown.
 */
export function answersFragmentKey(text: string | undefined, replies: Reply[], rights: ThreadRights, now: number): string | null {
  if (text === undefined) return null;
  // The text first: two questions' keys differ from their first characters.
  return `${text}\u0000${JSON.stringify(threadKeyParts(replies, rights, now))}`;
}

/** What replies' HTML reads besides their data: the old-law warning of each, and what the reader may do. */
function threadKeyParts(replies: Reply[], rights: ThreadRights, now: number) {
  const clock: boolean[] = [];
  const walk = (r: Reply) => {
    clock.push(isLawStale(r.editedAt ?? r.createdAt, now));
    for (const child of r.replies) walk(child);
  };
  for (const r of replies) walk(r);
  const { postId, postAuthorId, viewerId, viewer, isAdmin, canNest, canRate, ratingPending, onEdited } = rights;
  return [clock, postId, postAuthorId, viewerId, viewer, isAdmin, canNest, canRate, ratingPending, !!onEdited];
}

/** A relative date as ReplyItem renders it: `<time dateTime=… title=… data-ago="">il y a 3 jours</time>`. */
const RELATIVE_TIME = /(<time dateTime="([^"]*)"[^>]*? data-ago="">)[^<]*(?=<\/time>)/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * The relative dates of a kept reply as holes (ssr/kept-fragment.tsx): cut once around each date's text, keeping its
 * `dateTime`; filled at each render with the date as the clock `now` gives it, escaped as React escapes text.
 */
export const agoHoles = (now: number): Holes => ({
  split(html) {
    const pieces: string[] = [];
    let last = 0;
    for (const m of html.matchAll(RELATIVE_TIME)) {
      pieces.push(html.slice(last, m.index) + m[1], m[2]);
      last = m.index + m[0].length;
    }
    pieces.push(html.slice(last));
    return pieces;
  },
  fill: (iso) => timeAgo(iso, now).replace(/[&<>"']/g, (c) => ESCAPES[c]),
});

export function ReplyItem({ reply, rights, depth = 0 }: { reply: Reply; rights: ThreadRights; depth?: number }) {
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const mine = !!rights.viewerId && rights.viewerId === reply.author._id;
  const editable = !reply.isDeleted && (rights.isAdmin || mine) && !!rights.onEdited;
  const now = useRenderNow();
  const formId = useId();
  const byLawyer = reply.author.role === 'lawyer' && !reply.author.isDeleted;
  const rateable = rights.canRate && byLawyer && isApprovedLawyer(reply.author) && !reply.isDeleted;
  const deletable = !reply.isDeleted && !!rights.viewer && canDeleteReply(rights.viewer, { authorId: reply.author._id }).allowed;
  // Members ask, visitors are asked to sign in on the profile; lawyers and admins take no consultations.
  const consultable = byLawyer && reply.author.acceptsConsultations && !mine && (!rights.viewer || rights.viewer.role === 'user');
  const tag = reply.author._id === rights.postAuthorId && !reply.author.isDeleted ? 'Auteur de la question' : undefined;

  return (
    <li
      id={replyAnchor(reply._id)}
      className={depth === 0 ? 'rounded-xl border border-ink/10 bg-white p-4 shadow-sm sm:p-5' : 'pt-4'}
      data-reply-id={reply._id}
    >
      <article aria-label={reply.isDeleted ? DELETED_REPLY_CONTENT : `Réponse de ${lawyerTitle(reply.author)}`}>
        {reply.isDeleted ? (
          <p className="italic text-ink-soft">{reply.content}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <AuthorLine author={reply.author} tag={tag}>
                <time dateTime={reply.createdAt} title={fullDate(reply.createdAt)} data-ago="">
                  {timeAgo(reply.createdAt, now)}
                </time>
                <EditedMark editedAt={reply.editedAt} />
              </AuthorLine>
              {reply.isSatisfactory && reply.rating !== null && (
                <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-700/20">
                  <CheckCircle2 aria-hidden className="h-4 w-4" />
                  <span>Réponse satisfaisante {'★'.repeat(reply.rating)}</span>
                </p>
              )}
            </div>
            <ModerationNotice hidden={reply.hidden} statement={reply.moderationStatement} targetId={reply._id} />
            {editing ? (
              <EditReplyForm
                postId={rights.postId}
                replyId={reply._id}
                initial={reply.content}
                onCancel={() => setEditing(false)}
                onSaved={(post, notice) => {
                  setEditing(false);
                  rights.onEdited?.(post, notice);
                }}
              />
            ) : (
              <p className="mt-3 whitespace-pre-line break-words leading-relaxed">
                <CitedText text={reply.content} />
              </p>
            )}
            {byLawyer && !editing && <ApplicableLawLine content={reply.content} createdAt={reply.createdAt} editedAt={reply.editedAt} />}
            {/* Every lawyer's answer carries the legal-information line. */}
            {byLawyer && <AnswerDisclaimer />}
          </>
        )}
        {!reply.isDeleted && (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {rateable && (
              <div className="flex flex-wrap items-center gap-2 rounded-lg bg-paper px-3 py-1.5">
                <span className="text-ink-soft">{reply.isSatisfactory ? 'Votre note :' : 'Cette réponse vous a aidé ? Notez-la :'}</span>
                <StarRating
                  label={reply.isSatisfactory ? 'Modifier la note' : 'Marquer comme satisfaisante'}
                  value={reply.isSatisfactory ? reply.rating : null}
                  disabled={rights.ratingPending}
                  onRate={(n) => rights.onRate(reply._id, n)}
                />
              </div>
            )}
            {rights.canNest && (
              <button
                type="button"
                aria-expanded={replying}
                aria-controls={replying ? formId : undefined}
                onClick={() => setReplying((v) => !v)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-ink hover:bg-paper"
              >
                <CornerDownRight aria-hidden className="h-4 w-4" />
                Répondre
              </button>
            )}
            {editable && !editing && (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-paper"
              >
                <Pencil aria-hidden className="h-4 w-4" />
                Modifier<span className="sr-only"> la réponse</span>
              </button>
            )}
            {consultable && (
              <Link
                to={paths.consultationRequest(reply.author._id, rights.postId)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-ink underline underline-offset-2 hover:bg-paper"
              >
                <MessagesSquare aria-hidden className="h-4 w-4" />
                {CONSULTATION_TEXTS.ask(lawyerTitle(reply.author))}
              </Link>
            )}
            {!mine && !rights.isAdmin && <ReportButton targetType="reply" targetId={reply._id} />}
            {deletable && (
              <ConfirmDialog
                title="Supprimer cette réponse ?"
                description={
                  reply.replies.length > 0
                    ? 'Son texte sera remplacé par « Réponse supprimée » ; les réponses qui la suivent restent visibles.'
                    : 'La réponse sera définitivement supprimée.'
                }
                confirmLabel="Supprimer"
                onConfirm={() => rights.onDelete(reply._id)}
                trigger={
                  <button type="button" className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-red-800 hover:bg-red-50">
                    <Trash2 aria-hidden className="h-4 w-4" />
                    Supprimer<span className="sr-only"> la réponse</span>
                  </button>
                }
              />
            )}
          </div>
        )}
        {replying && (
          <div id={formId} className="mt-3">
            <ReplyForm
              postId={rights.postId}
              parentId={reply._id}
              label="Votre réponse à ce message"
              autoFocus
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          </div>
        )}
      </article>
      {reply.replies.length > 0 && (
        <ul className={`mt-2 border-l-2 border-accent/30 ${depth < 3 ? 'pl-3 sm:pl-5' : 'pl-2'}`}>
          {reply.replies.map((r) => (
            <ReplyItem key={r._id} reply={r} rights={rights} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
