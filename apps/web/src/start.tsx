import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { AppRouter } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import { markServerData } from '@/lib/server-data';
import { hydrationState, readPayload } from '@/ssr/payload';

/** Hydrates a server-rendered page, or renders a private page's empty shell (called by main.tsx). */
export function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Public pages come server-rendered with their data: hydrate them with the same cache, so nothing is fetched again.
  // Private pages come as the empty shell and render here.
  const payload = readPayload(document);
  if (payload) {
    hydrate(queryClient, payload.queries);
    markServerData(payload.queries.queries.map((q) => q.queryKey));
    hydrateRoot(
      root,
      <AppRoot queryClient={queryClient} now={payload.now}>
        <AppRouter hydrationData={hydrationState(payload)} />
      </AppRoot>,
    );
  } else {
    createRoot(root).render(
      <AppRoot queryClient={queryClient} now={null}>
        <AppRouter />
      </AppRoot>,
    );
  }
}
