import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { AppRouter, createAppRouter } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import { documentArrival, freshSince, markServerData } from '@/lib/server-data';
import { hydrationState, readPayload } from '@/ssr/payload';

/** Lets the browser handle input and paint between two pieces of start-up work (decisions/web-loading.md). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates a server-rendered page, or renders a private page's empty shell (called by main.tsx). */
export async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Public pages come server-rendered with their data: hydrate them with the same cache, so nothing is fetched again.
  // Private pages come as the empty shell and render here.
  const payload = readPayload(document);
  if (payload) {
    hydrate(queryClient, freshSince(payload.queries, documentArrival()));
    markServerData(payload.queries.queries.map((q) => q.queryKey));
    // Start-up in three tasks rather than one: the modules' evaluation and the cache's filling, the router, the
    // hydration of the page's frame (its parts hydrate later, in slices: decisions/web-loading.md).
    await yieldToMain();
    const hydrationData = hydrationState(payload);
    createAppRouter(hydrationData);
    await yieldToMain();
    hydrateRoot(
      root,
      <AppRoot queryClient={queryClient} now={payload.now}>
        <AppRouter hydrationData={hydrationData} />
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
