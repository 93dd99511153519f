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
