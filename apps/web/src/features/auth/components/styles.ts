// Shared class names of the auth forms (one look for every step).
export const inputClass =
  'mt-1 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-base text-ink placeholder:text-ink-soft/70 aria-[invalid=true]:border-red-700';
export const linkButton = 'font-medium text-accent underline-offset-2 hover:underline';
export const errorText = 'text-sm text-red-700';
