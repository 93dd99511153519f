import type { CategoryResponseTimes, DeadlineNoticeResult, DeskCount, DeskQueuePage, LawyerResponseTimes } from '@pretoire/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QueueParams {
  category?: string;
  unanswered?: boolean;
  page: number;
}

/** `all`: every desk query (the queue and its count move when a question gets an answer). */
export const deskKeys = { all: ['desk'] as const };

export const deskQueueQuery = (p: QueueParams) =>
  queryOptions({
    queryKey: [...deskKeys.all, 'queue', p] as const,
    queryFn: () =>
      api<DeskQueuePage>('/desk/queue', {
        query: { category: p.category || undefined, unanswered: p.unanswered ? 'true' : undefined, page: p.page },
      }),
  });
export const useDeskQueue = (p: QueueParams) => useQuery({ ...deskQueueQuery(p), placeholderData: keepPreviousData });

export const deskCountQuery = () =>
  queryOptions({
    queryKey: [...deskKeys.all, 'count'] as const,
    queryFn: () => api<DeskCount>('/desk/queue/count'),
    staleTime: 60_000,
  });
export const useDeskCount = (enabled: boolean) => useQuery({ ...deskCountQuery(), enabled });

export const deadlineNoticeQuery = (postId: string) =>
  queryOptions({
    queryKey: [...deskKeys.all, 'deadline', postId] as const,
    queryFn: () => api<DeadlineNoticeResult>(`/desk/questions/${postId}/deadline`),
  });
export const useDeadlineNotice = (postId: string, enabled: boolean) => useQuery({ ...deadlineNoticeQuery(postId), enabled, retry: false });

export const lawyerResponseTimesQuery = (ids: string[]) =>
  queryOptions({
    queryKey: [...deskKeys.all, 'response-times', 'lawyers', ids] as const,
    queryFn: () =>
      api<LawyerResponseTimes>('/desk/response-times/lawyers', {
        query: { ids: ids.join(',') },
      }),
    staleTime: 5 * 60_000,
  });
export const useLawyerResponseTimes = (ids: string[]) => useQuery({ ...lawyerResponseTimesQuery(ids), enabled: ids.length > 0 });

export const categoryResponseTimesQuery = () =>
  queryOptions({
    queryKey: [...deskKeys.all, 'response-times', 'categories'] as const,
    queryFn: () => api<CategoryResponseTimes>('/desk/response-times/categories'),
    staleTime: 5 * 60_000,
  });
export const useCategoryResponseTimes = () => useQuery(categoryResponseTimesQuery());

/** A lawyer who answered corrects the deadline: its starting date, or null when none applies. */
export function useCorrectDeadline(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: [...deskKeys.all, 'correct-deadline', postId],
    mutationFn: (eventDate: string | null) =>
      api<DeadlineNoticeResult>(`/desk/questions/${postId}/deadline`, { method: 'PUT', body: { eventDate } }),
    onSuccess: (result) => {
      qc.setQueryData(deadlineNoticeQuery(postId).queryKey, result);
      void qc.invalidateQueries({ queryKey: [...deskKeys.all, 'queue'] });
    },
  });
}
