// Shared class names of the auth forms (one look for every step).
export const inputClass =
  'mt-1 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-soft/70 aria-[invalid=true]:border-red-700';
export const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-md bg-ink px-4 py-2.5 font-medium text-white hover:bg-ink-soft disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-ink/25 px-4 py-2.5 font-medium text-ink hover:bg-paper disabled:opacity-60';
export const linkButton = 'font-medium text-accent underline-offset-2 hover:underline';
export const errorText = 'text-sm text-red-700';
