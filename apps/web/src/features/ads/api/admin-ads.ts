import type { AdPosition } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeAdsKey } from '@/components/ui/ad-slot';
import { api } from '@/lib/api-client';

export interface AdminAd {
  _id: string;
  position: AdPosition;
  link: string | null;
  imageUrl: string;
  active: boolean;
  clicks: number;
  createdAt: string;
  updatedAt: string;
}
export interface AdChanges {
  position?: AdPosition;
  link?: string | null;
  active?: boolean;
}

export const adminAdsKey = ['ads', 'admin'] as const;
export const useAdminAds = () =>
  useQuery({ queryKey: adminAdsKey, queryFn: () => api<{ ads: AdminAd[] }>('/ads/admin/all'), select: (r) => r.ads });

/** Every change also refreshes the public slots of this tab. */
function useAdMutation<V>(call: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminAdsKey }), qc.invalidateQueries({ queryKey: activeAdsKey })]),
  });
}

export const useUploadAd = () =>
  useAdMutation((p: { image: File; position: AdPosition; link: string }) => {
    const form = new FormData();
    form.append('position', p.position);
    if (p.link) form.append('link', p.link);
    form.append('image', p.image);
    return api<{ ad: AdminAd }>('/ads/admin/upload', { method: 'POST', body: form });
  });
export const useUpdateAd = () =>
  useAdMutation(({ id, changes }: { id: string; changes: AdChanges }) =>
    api<{ ad: AdminAd }>(`/ads/admin/${id}`, { method: 'PUT', body: changes }),
  );
export const useDeleteAd = () => useAdMutation((id: string) => api<{ message: string }>(`/ads/admin/${id}`, { method: 'DELETE' }));
