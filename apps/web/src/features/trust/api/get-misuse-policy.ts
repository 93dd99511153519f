import type { MisusePolicy } from '@pretoire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `request`: the server renderer's client (ssr/loaders.ts) or the browser's. */
export const misusePolicyQuery = (request: typeof api = api) =>
  queryOptions({
    queryKey: ['transparency', 'policy'] as const,
    queryFn: () => request<MisusePolicy>('/transparency/policy'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The misuse thresholds the server applies: the terms state these, not the defaults (decisions/dsa-transparency.md). */
export const useMisusePolicy = () => useQuery(misusePolicyQuery());
