// Shared class strings of the admin and ads screens (shadcn-like button and field looks).
const btn =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
export const primary = `${btn} bg-ink text-white hover:bg-ink-soft`;
export const danger = `${btn} bg-red-700 text-white hover:bg-red-800`;
export const outline = `${btn} border border-ink/20 bg-white hover:bg-paper`;
export const field = 'w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-sm';
export const card = 'rounded-xl border border-ink/10 bg-white p-5 shadow-sm';
export const dialogOverlay = 'fixed inset-0 z-40 bg-ink/40';
export const dialogContent =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl';
