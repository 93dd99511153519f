import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { RenderClockProvider } from '@/lib/render-clock';

/** The providers around the router, the same in the browser (main.tsx) and on the server (entry-server.tsx). */
export function AppRoot({ queryClient, now, children }: { queryClient: QueryClient; now: number | null; children: ReactNode }) {
  return (
    <StrictMode>
      <RenderClockProvider now={now}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </RenderClockProvider>
    </StrictMode>
  );
}
