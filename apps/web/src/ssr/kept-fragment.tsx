import { createContext, type ReactNode, useContext } from 'react';

/**
 * Server rendering only: parts of a page whose HTML is kept between renders and pasted back instead of being
 * rendered again (decisions/reach-ssr.md, «kept fragments»). In the browser there is no store and the part renders.
 */
export interface FragmentStore {
  /**
   * This render's slot for a part: kept HTML to paste back, or markers around fresh HTML to keep. `refresh` brings
   * kept HTML up to this render where the key leaves something out on purpose (relative dates, `refreshAgo`).
   */
  slot(key: string, refresh?: (html: string) => string): { id: number; kept: boolean };
}

const FragmentContext = createContext<FragmentStore | null>(null);
export const FragmentStoreProvider = FragmentContext.Provider;

/** Marker elements, removed from the page before it is sent (ssr/fragment-cache.ts). */
export const FRAGMENT_MARKER = /<template data-fragment-(kept|start|end)="(\d+)"><\/template>/g;

/**
 * A part whose HTML depends only on `keyOf()` and what `refresh` rewrites: the caller puts in the key everything else
 * the part reads (its data, the reader's rights, the clock's other effects). Both run on the server only.
 */
export function KeptFragment({
  keyOf,
  refresh,
  children,
}: {
  keyOf: () => string;
  refresh?: (html: string) => string;
  children: ReactNode;
}) {
  const store = useContext(FragmentContext);
  if (!store) return children;
  const { id, kept } = store.slot(keyOf(), refresh);
  if (kept) return <template data-fragment-kept={id} />;
  return (
    <>
      <template data-fragment-start={id} />
      {children}
      <template data-fragment-end={id} />
    </>
  );
}
