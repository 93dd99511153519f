import type {
  AdminReportsResult,
  CreateReportBody,
  DecideReportBody,
  DecideReportResult,
  EditPostBody,
  LegalNotice,
  PostDetail,
  PostHistory,
  ReportCreated,
} from '@pretoire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Reports, edits, the moderation queue, the legal notice.

export const sendReport = (body: CreateReportBody) => api<ReportCreated>('/reports', { method: 'POST', body });
export const useSendReport = () => useMutation({ mutationFn: sendReport });

export const editPost = (id: string, body: Pick<EditPostBody, 'title' | 'content' | 'summary'>) =>
  api<PostDetail>(`/posts/${id}`, { method: 'PUT', body });
/** A blank summary is left out (none). */
export const editReply = (postId: string, replyId: string, content: string, summary: string) =>
  api<PostDetail>(`/posts/${postId}/replies/${replyId}`, { method: 'PUT', body: { content, summary: summary.trim() || undefined } });

/** Under the question's own key (['post', id]), so dropping the question drops its history. */
export const postHistoryQuery = (postId: string) =>
  queryOptions({ queryKey: ['post', postId, 'history'] as const, queryFn: () => api<PostHistory>(`/posts/${postId}/history`) });

/** `all`: every admin query (a decision moves the queue, the users, the questions and the totals). */
export const adminKeys = { all: ['admin'] as const, reports: ['admin', 'reports'] as const };
export const reportsKey = (status: 'open' | 'decided', page: number) => [...adminKeys.reports, status, page] as const;
export const reportQueueQuery = (status: 'open' | 'decided', page: number) =>
  queryOptions({
    queryKey: reportsKey(status, page),
    queryFn: () => api<AdminReportsResult>('/admin/reports', { query: { status, page, limit: 20 } }),
  });
export const useReportQueue = (status: 'open' | 'decided', page: number) => useQuery(reportQueueQuery(status, page));

export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideReportBody }) =>
      api<DecideReportResult>(`/admin/reports/${id}`, { method: 'PUT', body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** `request`: the server renderer's client (ssr/loaders.ts) or the browser's. */
export const legalNoticeQuery = (request: typeof api = api) =>
  queryOptions({ queryKey: ['legal'] as const, queryFn: () => request<LegalNotice>('/legal'), staleTime: Infinity });
export const useLegalNotice = () => useQuery(legalNoticeQuery());

/** «Signalements (3)»: targets awaiting a decision, refreshed when an admin's socket hears of a report. */
export function useOpenReportsLabel() {
  const q = useReportQueue('open', 1);
  const n = q.data?.total ?? 0;
  return `Signalements${n ? ` (${n})` : ''}`;
}
