import type { CreateReportBody, DecideReportBody, LegalNotice, PostDetail, ReportGroup } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Issue 14: reports, edits, the moderation queue, the legal notice.

export const sendReport = (body: CreateReportBody) => api<{ _id: string; message: string }>('/reports', { method: 'POST', body });
export const useSendReport = () => useMutation({ mutationFn: sendReport });

export const editPost = (id: string, body: { title?: string; content?: string }) =>
  api<PostDetail>(`/posts/${id}`, { method: 'PUT', body });
export const editReply = (postId: string, replyId: string, content: string) =>
  api<PostDetail>(`/posts/${postId}/replies/${replyId}`, { method: 'PUT', body: { content } });

export const reportsKey = (status: 'open' | 'decided', page: number) => ['admin', 'reports', status, page] as const;
export const useReportQueue = (status: 'open' | 'decided', page: number) =>
  useQuery({
    queryKey: reportsKey(status, page),
    queryFn: () =>
      api<{ groups: ReportGroup[]; total: number; totalPages: number; currentPage: number }>('/admin/reports', {
        query: { status, page, limit: 20 },
      }),
  });

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideReportBody }) =>
      api<{ group: ReportGroup; message: string }>(`/admin/reports/${id}`, { method: 'PUT', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const useLegalNotice = () => useQuery({ queryKey: ['legal'], queryFn: () => api<LegalNotice>('/legal'), staleTime: Infinity });

/** «Signalements (3)»: targets awaiting a decision, refreshed when an admin's socket hears of a report. */
export function useOpenReportsLabel() {
  const q = useReportQueue('open', 1);
  const n = q.data?.total ?? 0;
  return `Signalements${n ? ` (${n})` : ''}`;
}
