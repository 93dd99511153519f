import { useEffect } from 'react';

/**
 * Renders nothing; once its part of a server-rendered page has hydrated (its lazy chunk loaded, handlers attached) it
 * adds `part` to `<html data-hydrated>`, then replays the taps that part's controls received before (early taps).
 * Browser tests wait for it before clicking (e2e/src/harness.ts).
 */
export function HydrationMark({ part }: { part: 'page' | 'nav' }) {
  useEffect(() => {
    const el = document.documentElement;
    if (!(el.dataset.hydrated ?? '').split(' ').includes(part)) el.dataset.hydrated = `${el.dataset.hydrated ?? ''} ${part}`.trim();
    replayEarlyTaps();
  }, [part]);
  return null;
}

/** The part of the page a control belongs to: the top bar, or the page below it. */
const partOf = (el: Element) => (el.closest('header') ? 'nav' : 'page');

/**
 * Taps held by the page template's early-taps script (apps/web/index.html; decisions/web-early-taps.md): a person on a
 * phone taps «S'inscrire» as soon as they see it, before the app has started. Each control marked `data-tap` is clicked
 * again, once, when its part has hydrated; a control no longer on the page once both parts have (the visitor turned
 * out to be signed in) is forgotten. A `<select>` marked `data-tap` whose choice was made early gets that choice back
 * (hydration resets it to the page's own) and one `change` per form, so filters picked together make one navigation.
 */
export function replayEarlyTaps() {
  const w = window as { __earlyTaps?: string[]; __earlyPicks?: Record<string, string> };
  const queue = w.__earlyTaps;
  if (!queue?.length) return;
  const picks = w.__earlyPicks ?? {};
  const hydrated = (document.documentElement.dataset.hydrated ?? '').split(' ');
  const changed = new Map<Element, HTMLSelectElement>();
  for (const id of [...queue]) {
    const control = document.querySelector<HTMLElement>(`[data-tap="${CSS.escape(id)}"]`);
    if (control ? !hydrated.includes(partOf(control)) : !(hydrated.includes('nav') && hydrated.includes('page'))) continue;
    queue.splice(queue.indexOf(id), 1);
    if (control instanceof HTMLSelectElement) {
      const value = picks[id];
      delete picks[id];
      // An option the page no longer offers is not picked: the choice is forgotten rather than turned into «all».
      if (value === undefined || ![...control.options].some((o) => o.value === value)) continue;
      control.value = value;
      changed.set(control.form ?? control, control);
      continue;
    }
    // The tap focused the control, but hydration may have replaced or blurred it: focus it again, so a dialog it
    // opens returns focus to it on closing (WCAG 2.4.3) as after a tap on the started app.
    control?.focus();
    control?.click();
  }
  for (const select of changed.values()) select.dispatchEvent(new Event('change', { bubbles: true }));
}
