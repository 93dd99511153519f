import type { AdminAd, AdminAdsResult, AdPosition, AdResult, MessageBody, UpdateAdBody } from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeAdsQuery } from '@/components/ui/ad-slot';
import { api } from '@/lib/api-client';

export type { AdminAd };
export type AdChanges = UpdateAdBody;

export const adminAdsQuery = () =>
  queryOptions({ queryKey: ['ads', 'admin'] as const, queryFn: () => api<AdminAdsResult>('/ads/admin/all') });
export const useAdminAds = () => useQuery({ ...adminAdsQuery(), select: (r) => r.ads });

/** Every change also refreshes the public slots of this tab. */
function useAdMutation<V>(call: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminAdsQuery().queryKey }),
        qc.invalidateQueries({ queryKey: activeAdsQuery().queryKey }),
      ]),
  });
}

export const useUploadAd = () =>
  useAdMutation((p: { image: File; position: AdPosition; link: string }) => {
    const form = new FormData();
    form.append('position', p.position);
    if (p.link) form.append('link', p.link);
    form.append('image', p.image);
    return api<AdResult>('/ads/admin/upload', { method: 'POST', body: form });
  });
export const useUpdateAd = () =>
  useAdMutation(({ id, changes }: { id: string; changes: AdChanges }) =>
    api<AdResult>(`/ads/admin/${id}`, { method: 'PUT', body: changes }),
  );
export const useDeleteAd = () => useAdMutation((id: string) => api<MessageBody>(`/ads/admin/${id}`, { method: 'DELETE' }));
