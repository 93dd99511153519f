import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const RenderClock = createContext<number | null>(null);

/**
 * The time relative dates («il y a 3 minutes») are computed against. The server renders with its own time and sends
 * it with the page; the browser hydrates with that same time (no hydration mismatch), then switches to its own clock.
 */
export function RenderClockProvider({ now, children }: { now: number | null; children: ReactNode }) {
  const [frozen, setFrozen] = useState(now);
  // A transition: an urgent update reaching a Suspense boundary not hydrated yet (its lazy chunk still loading) would
  // throw its server HTML away and show the fallback (a layout shift); a transition waits for it to hydrate.
  useEffect(() => startTransition(() => setFrozen(null)), []);
  return <RenderClock.Provider value={frozen}>{children}</RenderClock.Provider>;
}

/** Call once per render: the frozen server time while rendering and hydrating, else the current time. */
export const useRenderNow = () => useContext(RenderClock) ?? Date.now();
