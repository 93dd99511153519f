import { useEffect } from 'react';

/**
 * Renders nothing; once its part of a server-rendered page has hydrated (its lazy chunk loaded, handlers attached) it
 * adds `part` to `<html data-hydrated>`. Browser tests wait for it before clicking (e2e/src/harness.ts).
 */
export function HydrationMark({ part }: { part: 'page' | 'nav' }) {
  useEffect(() => {
    const el = document.documentElement;
    if (!(el.dataset.hydrated ?? '').split(' ').includes(part)) el.dataset.hydrated = `${el.dataset.hydrated ?? ''} ${part}`.trim();
  }, [part]);
  return null;
}
