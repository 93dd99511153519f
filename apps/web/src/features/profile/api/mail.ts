import type { FollowedCategories, MailPreferences } from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './progress';

// Mail preferences (everyone) and followed categories (lawyers).
export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: [...profileKeys.all, 'mail-preferences'] as const,
    queryFn: () => api<MailPreferences>('/me/mail-preferences'),
  });
export const followsQuery = () =>
  queryOptions({ queryKey: [...profileKeys.all, 'follows'] as const, queryFn: () => api<FollowedCategories>('/me/follows') });

export const useMailPreferences = () => useQuery(mailPreferencesQuery());
export function useSaveMailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<MailPreferences>) => api<MailPreferences>('/me/mail-preferences', { method: 'PUT', body }),
    onSuccess: (data) => qc.setQueryData(mailPreferencesQuery().queryKey, data),
  });
}

export const useFollows = (enabled: boolean) => useQuery({ ...followsQuery(), enabled });
export function useSaveFollows() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: string[]) => api<FollowedCategories>('/me/follows', { method: 'PUT', body: { categoryIds } }),
    onSuccess: (data) => qc.setQueryData(followsQuery().queryKey, data),
  });
}
