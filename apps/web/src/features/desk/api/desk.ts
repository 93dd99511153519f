import type { DeadlineNotice, DeskQueuePage, ResponseTime } from '@pretoire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QueueParams {
  category?: string;
  unanswered?: boolean;
  page: number;
}

export const useDeskQueue = (p: QueueParams) =>
  useQuery({
    queryKey: ['desk', 'queue', p],
    queryFn: () =>
      api<DeskQueuePage>('/desk/queue', {
        query: { category: p.category || undefined, unanswered: p.unanswered ? 'true' : undefined, page: p.page },
      }),
    placeholderData: keepPreviousData,
  });

export const useDeskCount = (enabled: boolean) =>
  useQuery({
    queryKey: ['desk', 'count'],
    queryFn: () => api<{ count: number }>('/desk/queue/count'),
    enabled,
    staleTime: 60_000,
  });

export const useDeadlineNotice = (postId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['desk', 'deadline', postId],
    queryFn: () => api<{ deadline: DeadlineNotice | null }>(`/desk/questions/${postId}/deadline`),
    enabled,
    retry: false,
  });

export const useLawyerResponseTimes = (ids: string[]) =>
  useQuery({
    queryKey: ['desk', 'response-times', 'lawyers', ids],
    queryFn: () =>
      api<{ items: { lawyerId: string; responseTime: ResponseTime | null }[] }>('/desk/response-times/lawyers', {
        query: { ids: ids.join(',') },
      }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });

export const useCategoryResponseTimes = () =>
  useQuery({
    queryKey: ['desk', 'response-times', 'categories'],
    queryFn: () => api<{ items: { categoryId: string; responseTime: ResponseTime | null }[] }>('/desk/response-times/categories'),
    staleTime: 5 * 60_000,
  });
