// Queries whose data came with a server-rendered page. The server renders for a visitor; what a signed-in
// reader may see can differ (a hidden question stays visible to its author with the statement), so such a
// reader refetches those queries once, after hydration.
const fromServer = new Set<string>();

export function markServerData(keys: readonly (readonly unknown[])[]) {
  for (const key of keys) fromServer.add(JSON.stringify(key));
}

/** True the first time it is asked about a query the server rendered; false afterwards and for any other query. */
export function takeServerData(key: readonly unknown[]): boolean {
  return fromServer.delete(JSON.stringify(key));
}

/**
 * The page's data as fresh as the document that brought it: the server's public cache keeps a page only while the
 * tags of its data hold (decisions/reads-cache.md), so a page rendered an hour ago and fetched now shows today's
 * data, and refetching every query once hydrated (their render time being past `staleTime`) would re-render the page
 * for nothing (decisions/web-loading.md). `arrival` is null for a document from the browser's HTTP cache: its data
 * keeps its render time.
 */
export function freshSince<T extends { queries: { state: { status: string; dataUpdatedAt: number } }[] }>(
  dehydrated: T,
  arrival: number | null,
): T {
  if (arrival === null) return dehydrated;
  for (const { state } of dehydrated.queries)
    if (state.status === 'success' && state.dataUpdatedAt < arrival) state.dataUpdatedAt = arrival;
  return dehydrated;
}

/** When this document's response arrived, or null when it came from the browser's HTTP cache (no bytes moved). */
export function documentArrival(): number | null {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav || nav.transferSize === 0) return null;
  return performance.timeOrigin + nav.responseStart;
}
