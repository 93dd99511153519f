// Shared class strings of the admin and ads screens (field, card and dialog looks; buttons are components/ui/button.tsx).
export const field = 'w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-sm';
export const card = 'rounded-xl border border-ink/10 bg-white p-5 shadow-sm';
export const dialogOverlay = 'fixed inset-0 z-40 bg-ink/40';
export const dialogContent =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl';
