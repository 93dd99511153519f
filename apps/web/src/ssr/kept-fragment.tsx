import { createContext, type ReactNode, useContext } from 'react';

/**
 * Server rendering only: parts of a page whose HTML is kept between renders and pasted back instead of being
 * rendered again (decisions/reach-ssr.md, «kept fragments»). In the browser there is no store and the part renders.
 */
export interface FragmentStore {
  /**
   * This render's slot for a part: kept HTML to paste back, or markers around fresh HTML to keep. `holes` brings
   * kept HTML up to this render where the key leaves something out on purpose (relative dates, `agoHoles`).
   */
  slot(key: string, holes?: Holes): { id: number; kept: boolean };
  /**
   * The JSON text `value` was parsed from, when this render read it from the API (its answer's exact text): a key
   * that stands for the whole value, cheaper to build and compare than the value written out again.
   */
  textOf(value: unknown): string | undefined;
}

/**
 * The pieces of a part's HTML that each render writes again: `split` cuts the HTML once, when it is kept, into
 * pieces where every odd one is a hole's input (a date); `fill` turns an input into this render's HTML.
 */
export interface Holes {
  split(html: string): string[];
  fill(input: string): string;
}

const FragmentContext = createContext<FragmentStore | null>(null);
export const FragmentStoreProvider = FragmentContext.Provider;

/** Marker elements, removed from the page before it is sent (ssr/fragment-cache.ts). */
export const FRAGMENT_MARKER = /<template data-fragment-(kept|start|end)="(\d+)"><\/template>/g;

/**
 * A part whose HTML depends only on `keyOf()` and what `holes` rewrites: the caller puts in the key everything else
 * the part reads (its data, the reader's rights, the clock's other effects); a null key renders the part afresh.
 * Both run on the server only. A part may hold parts: it then rewrites their holes too, so it takes the same `holes`.
 */
export function KeptFragment({
  keyOf,
  holes,
  children,
}: {
  keyOf: (textOf: FragmentStore['textOf']) => string | null;
  holes?: Holes;
  children: ReactNode;
}) {
  const store = useContext(FragmentContext);
  const key = store && keyOf(store.textOf);
  if (!store || key === null) return children;
  const { id, kept } = store.slot(key, holes);
  if (kept) return <template data-fragment-kept={id} />;
  return (
    <>
      <template data-fragment-start={id} />
      {children}
      <template data-fragment-end={id} />
    </>
  );
}
