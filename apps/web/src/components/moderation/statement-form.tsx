import { type FormEvent, type ReactNode, useId, useState } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** The form's accessible name. */
  label: string;
  /** Radio choices (first one checked); none: the statement alone. */
  choices?: Choice<T>[];
  choicesLegend?: string;
  statementLabel: ReactNode;
  min: number;
  max: number;
  rows?: number;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  /** Fields between the statement and the button (a suspension's length). */
  children?: ReactNode;
  /** Compact in a moderation card; roomy on a page of its own. */
  compact?: boolean;
  onSubmit: (choice: T | undefined, statement: string) => void;
}

/**
 * A statement with reasons, and the choice it motivates when there is one: a moderation decision, a decision on a
 * complaint, a complaint itself. Sent trimmed, once it is long enough.
 */
export function StatementForm<T extends string>(p: Props<T>) {
  const [choice, setChoice] = useState<T | undefined>(p.choices?.[0]?.value);
  const [statement, setStatement] = useState('');
  const id = useId();
  const ok = statement.trim().length >= p.min;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok) p.onSubmit(choice, statement.trim());
  };
  const small = p.compact ? ' text-sm' : '';
  return (
    <form onSubmit={submit} className={p.compact ? 'mt-3 space-y-2 border-t border-ink/10 pt-3' : 'space-y-2'} aria-label={p.label}>
      {p.choices && (
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">{p.choicesLegend}</legend>
          {p.choices.map((c) => (
            <label key={c.value} className="inline-flex items-center gap-1.5">
              <input type="radio" name={`${id}-d`} checked={choice === c.value} onChange={() => setChoice(c.value)} />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={`${id}-s`} className={`block font-medium${small}`}>
        {p.statementLabel}
      </label>
      <textarea
        id={`${id}-s`}
        value={statement}
        onChange={(e) => setStatement(e.target.value)}
        minLength={p.min}
        maxLength={p.max}
        rows={p.rows ?? 3}
        required
        className={`w-full rounded-md border border-ink/20 bg-white px-3 py-2${small}`}
      />
      {p.children}
      {p.error && (
        <p role="alert" className="text-sm text-red-700">
          {p.error}
        </p>
      )}
      <button
        type="submit"
        disabled={!ok || p.pending}
        className={`rounded-md bg-ink px-4 font-medium text-white disabled:opacity-60 ${p.compact ? 'py-1.5 text-sm' : 'py-2'}`}
      >
        {p.pending ? p.pendingLabel : p.submitLabel}
      </button>
    </form>
  );
}
