import { useSyncExternalStore } from 'react';

/** True while the media query matches; follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint: the mobile-only menu entries show below it. */
export const DESKTOP_QUERY = '(min-width: 768px)';
