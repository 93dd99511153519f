import {
  EDIT_SUMMARY_MAX,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  type PostDetail,
  REPLY_CONTENT_MAX,
  REPLY_CONTENT_MIN,
} from '@pretoire/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FactsChecklist } from '@/features/posts';
import { editPost, editReply } from '../api/trust-api';
import { PersonalDataHints } from './personal-data-hints';

interface Saved {
  /** The updated thread, to put in the cache, and the server's sentence when it masked personal data. */
  onSaved: (post: PostDetail, notice: string | null) => void;
  onCancel: () => void;
}

const field = 'w-full rounded-md border border-ink/20 bg-white px-3 py-2';

function Buttons({ pending, disabled, onCancel }: { pending: boolean; disabled: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className="rounded-md border border-ink/20 bg-white px-3 py-1.5 text-sm">
        Annuler
      </button>
      <button
        type="submit"
        disabled={pending || disabled}
        className="rounded-md bg-ink px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60"
      >
        {pending ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </div>
  );
}

/** «Motif de la modification»: optional, shown to every reader in the history. */
function SummaryField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Motif de la modification <span className="font-normal text-ink-soft">(facultatif)</span>
      </label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} maxLength={EDIT_SUMMARY_MAX} className={field} />
    </div>
  );
}

/** «Modifier» a question in place: the previous version is kept by the server (public history). */
export function EditPostForm({ post, onSaved, onCancel }: { post: PostDetail } & Saved) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const [summary, setSummary] = useState('');
  const id = useId();
  const save = useMutation({
    mutationFn: () => editPost(post._id, { title: title.trim(), content: content.trim(), summary: summary.trim() || undefined }),
  });
  const ok =
    title.trim().length >= POST_TITLE_MIN &&
    title.trim().length <= POST_TITLE_MAX &&
    content.trim().length >= POST_CONTENT_MIN &&
    content.trim().length <= POST_CONTENT_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok) save.mutate(undefined, { onSuccess: (p) => onSaved(p, p.masked?.notice ?? null) });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Modifier la question">
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium">
          Titre
        </label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={POST_TITLE_MAX} className={field} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-content`} className="block text-sm font-medium">
          Votre question
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={POST_CONTENT_MAX}
          rows={8}
          aria-describedby={`${id}-hints`}
          className={field}
        />
      </div>
      {/* The same checklist as when asking: a nudge for what a lawyer still needs, never a requirement. */}
      <FactsChecklist category={post.category.slug} text={`${title}\n${content}`} />
      <PersonalDataHints id={`${id}-hints`} text={`${title}\n${content}`} />
      <SummaryField id={`${id}-summary`} value={summary} onChange={setSummary} />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <Buttons pending={save.isPending} disabled={!ok} onCancel={onCancel} />
    </form>
  );
}

/** «Modifier» an answer in place; a satisfactory mark and its rating stay. */
export function EditReplyForm({
  postId,
  replyId,
  initial,
  onSaved,
  onCancel,
}: { postId: string; replyId: string; initial: string } & Saved) {
  const [content, setContent] = useState(initial);
  const [summary, setSummary] = useState('');
  const id = useId();
  const save = useMutation({ mutationFn: () => editReply(postId, replyId, content.trim(), summary) });
  const ok = content.trim().length >= REPLY_CONTENT_MIN && content.trim().length <= REPLY_CONTENT_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok) save.mutate(undefined, { onSuccess: (p) => onSaved(p, p.masked?.notice ?? null) });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2" aria-label="Modifier la réponse">
      <label htmlFor={id} className="block text-sm font-medium">
        Modifier votre réponse
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={REPLY_CONTENT_MAX}
        rows={5}
        aria-describedby={`${id}-hints`}
        className={field}
      />
      <PersonalDataHints id={`${id}-hints`} text={content} />
      <SummaryField id={`${id}-summary`} value={summary} onChange={setSummary} />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <Buttons pending={save.isPending} disabled={!ok} onCancel={onCancel} />
    </form>
  );
}
