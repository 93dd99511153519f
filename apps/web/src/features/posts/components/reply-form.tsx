import { REPLY_CONTENT_MAX, REPLY_CONTENT_MIN } from '@pretoire/contracts';
import { type FormEvent, useId, useState } from 'react';
import { AnswerGuardrailWarning, useAnswerWarning } from '@/features/desk';
import { PersonalDataHints } from '@/features/trust';
import { useAddReply } from '../api/add-reply';

/** Answer box (top level) or nested reply (with parentId), with a live length count. */
export function ReplyForm(props: {
  postId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const add = useAddReply(props.postId, props.parentId);
  const id = useId();
  const [text, setText] = useState('');
  const length = text.trim().length;
  const tooShort = length > 0 && length < REPLY_CONTENT_MIN;
  // An answer with contact details, fees or solicitation is posted on a second, deliberate click.
  const warning = useAnswerWarning(text);
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (length < REPLY_CONTENT_MIN) return;
    if (warning && !confirming) {
      setConfirming(true);
      return;
    }
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setConfirming(false);
        props.onDone?.();
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        name="content"
        required
        // biome-ignore lint/a11y/noAutofocus: focus moves to the field the person just opened (code dialog, reply box).
        autoFocus={props.autoFocus}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setConfirming(false);
        }}
        minLength={REPLY_CONTENT_MIN}
        maxLength={REPLY_CONTENT_MAX}
        rows={props.parentId ? 3 : 5}
        aria-describedby={`${id}-count${warning ? ` ${id}-guardrail` : ''}`}
        aria-invalid={tooShort || undefined}
        className="w-full rounded-md border border-ink/20 bg-white px-3 py-2"
      />
      {/* Lawyers' answers follow the same rule: no phone or e-mail in public text. */}
      <PersonalDataHints text={text} />
      <AnswerGuardrailWarning warning={warning} id={`${id}-guardrail`} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs text-ink-soft">
          {length.toLocaleString('fr-FR')} / {REPLY_CONTENT_MAX.toLocaleString('fr-FR')} caractères
          {tooShort && ` · au moins ${REPLY_CONTENT_MIN}`}
        </p>
        <div className="flex gap-2">
          {props.onCancel && (
            <button type="button" onClick={props.onCancel} className="rounded-md border border-ink/20 bg-white px-3 py-1.5 text-sm">
              Annuler
            </button>
          )}
          <button
            type="submit"
            disabled={add.isPending || length < REPLY_CONTENT_MIN}
            className="rounded-md bg-ink px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60"
          >
            {add.isPending ? 'Envoi…' : confirming && warning ? 'Publier quand même' : 'Envoyer'}
          </button>
        </div>
      </div>
      {add.isError && (
        <p role="alert" className="text-sm text-red-700">
          {add.error.message}
        </p>
      )}
    </form>
  );
}
