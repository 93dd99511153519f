import { REPLY_CONTENT_MIN } from '@pretoire/contracts';
import { useId, type FormEvent } from 'react';
import { useAddReply } from '../api/add-reply';

export function ReplyForm({ postId, parentId, label }: { postId: string; parentId?: string; label: string }) {
  const add = useAddReply(postId);
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    add.mutate({ content: String(new FormData(form).get('content')), parentId }, { onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      <textarea id={id} name="content" required minLength={REPLY_CONTENT_MIN} rows={3} className="w-full rounded-md border border-ink/20 bg-white px-3 py-2" />
      {add.isError && <p role="alert" className="text-sm text-red-700">{add.error.message}</p>}
      <button disabled={add.isPending} className="rounded-md bg-ink px-4 py-2 text-sm text-white disabled:opacity-60">Envoyer</button>
    </form>
  );
}
