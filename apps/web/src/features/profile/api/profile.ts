import type { AvatarPreset, UserStats } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKey, type SessionUser } from '@/features/auth';
import { api } from '@/lib/api-client';

type UserResult = { user: SessionUser };
export type ProfileUpdate = {
  nickname?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  bio?: string;
  specializations?: string[];
  barAssociation?: string;
};

const form = (field: string, value: Blob | string, filename?: string) => {
  const f = new FormData();
  if (typeof value === 'string') f.append(field, value);
  else f.append(field, value, filename);
  return f;
};

export const updateProfile = (body: ProfileUpdate) => api<UserResult>('/users/profile', { method: 'PUT', body });
export const setPresetAvatar = (preset: AvatarPreset) =>
  api<UserResult>('/users/profile-picture', { method: 'POST', body: form('preset', preset) });
export const uploadPicture = (file: File) =>
  api<UserResult>('/users/profile-picture', { method: 'POST', body: form('profilePicture', file, file.name) });
export const reuploadLicence = (file: File) =>
  api<UserResult>('/users/reupload-document', { method: 'POST', body: form('licenseDocument', file, file.name) });

export const statsKey = ['profile', 'stats'] as const;
export const getStats = () => api<UserStats>('/users/stats');
export const useStats = (enabled: boolean) => useQuery({ queryKey: statsKey, queryFn: getStats, enabled, staleTime: 0 });

/** Every profile change answers with the fresh user, which replaces the session's copy. */
export function useProfileMutation<A>(key: string, fn: (arg: A) => Promise<UserResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profile', key],
    mutationFn: fn,
    onSuccess: ({ user }) => qc.setQueryData(meKey, { user }),
  });
}
