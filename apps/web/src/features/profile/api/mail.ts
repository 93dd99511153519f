import type { FollowedCategories, MailPreferences } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Issue 13: mail preferences (everyone) and followed categories (lawyers).
const prefsKey = ['profile', 'mail-preferences'] as const;
const followsKey = ['profile', 'follows'] as const;

export const useMailPreferences = () => useQuery({ queryKey: prefsKey, queryFn: () => api<MailPreferences>('/me/mail-preferences') });
export function useSaveMailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<MailPreferences>) => api<MailPreferences>('/me/mail-preferences', { method: 'PUT', body }),
    onSuccess: (data) => qc.setQueryData(prefsKey, data),
  });
}

export const useFollows = (enabled: boolean) =>
  useQuery({ queryKey: followsKey, queryFn: () => api<FollowedCategories>('/me/follows'), enabled });
export function useSaveFollows() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: string[]) => api<FollowedCategories>('/me/follows', { method: 'PUT', body: { categoryIds } }),
    onSuccess: (data) => qc.setQueryData(followsKey, data),
  });
}
