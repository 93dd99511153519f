import type { MisusePolicy } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The misuse thresholds the server applies: the terms state these, not the defaults (decisions/dsa-transparency.md). */
export const useMisusePolicy = () =>
  useQuery({
    queryKey: ['transparency', 'policy'] as const,
    queryFn: () => api<MisusePolicy>('/transparency/policy'),
    staleTime: Number.POSITIVE_INFINITY,
  });
