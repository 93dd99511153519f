import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorText, inputClass } from './styles';

/**
 * After a refused submit, bring the first invalid field into view and focus (long forms on phones).
 * `show` sets the error state; it is committed at once, because after an await React renders it later,
 * and a field looked up before that commit is not yet marked invalid.
 */
export function refuseAndFocus(form: HTMLFormElement, show: () => void) {
  flushSync(show);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function FieldError({ id, error, alert }: { id: string; error?: string; alert?: boolean }) {
  return error ? (
    <p id={id} role={alert ? 'alert' : undefined} className={`mt-1 ${errorText}`}>
      {error}
    </p>
  ) : null;
}

/** A labelled input whose error is announced through aria-describedby. */
export function TextField({ label, error, hint, ...input }: InputProps & { label: ReactNode; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [error && `${id}-err`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-err`} error={error} />
    </div>
  );
}

/**
 * Password with a show/hide toggle. The toggle's name avoids the words of the label so label queries stay unambiguous.
 * `below(id)` renders under the field (a strength meter), described by its id.
 */
export function PasswordField({
  label,
  error,
  below,
  ...input
}: InputProps & { label: string; error?: string; below?: (id: string) => ReactNode }) {
  const id = useId();
  const describedBy = [error && `${id}-err`, below && `${id}-below`].filter(Boolean).join(' ') || undefined;
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? 'Masquer la saisie' : 'Afficher la saisie'}
          className="absolute right-1 top-1/2 mt-0.5 -translate-y-1/2 rounded p-2 text-ink-soft hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
        </button>
      </div>
      {below?.(`${id}-below`)}
      <FieldError id={`${id}-err`} error={error} />
    </div>
  );
}
