import type { AvatarPreset, SessionUserResult, UpdateProfileBody } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { sessionUserResult } from '@/lib/user-views';
import { ownStatsQuery } from './progress';

type UserResult = SessionUserResult;
export type ProfileUpdate = UpdateProfileBody;

const form = (field: string, value: Blob | string, filename?: string) => {
  const f = new FormData();
  if (typeof value === 'string') f.append(field, value);
  else f.append(field, value, filename);
  return f;
};

export const updateProfile = (body: ProfileUpdate) => api('/users/profile', { method: 'PUT', body, schema: sessionUserResult });
export const setPresetAvatar = (preset: AvatarPreset) =>
  api('/users/profile-picture', { method: 'POST', body: form('preset', preset), schema: sessionUserResult });
export const uploadPicture = (file: File) =>
  api('/users/profile-picture', { method: 'POST', body: form('profilePicture', file, file.name), schema: sessionUserResult });
export const reuploadLicense = (file: File) =>
  api('/users/reupload-document', { method: 'POST', body: form('licenseDocument', file, file.name), schema: sessionUserResult });

export const useStats = (enabled: boolean) => useQuery({ ...ownStatsQuery(), enabled });

/** Every profile change answers with the fresh user, which replaces the session's copy. */
export function useProfileMutation<A>(key: string, fn: (arg: A) => Promise<UserResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['profile', key],
    mutationFn: fn,
    onSuccess: ({ user }) => qc.setQueryData(meKey, { user }),
  });
}
