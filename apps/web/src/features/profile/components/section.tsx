import type { ReactNode } from 'react';

/** A titled card; the heading names the region for assistive technology. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const inputClass = 'mt-1 w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700';

/** A labelled field with its error read out with it. */
export function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  id: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
