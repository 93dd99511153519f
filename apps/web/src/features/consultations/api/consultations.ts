import type { ConsultationDetail, ConsultationSummary, ReportReason } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consultationKeys = { all: ['consultations'] as const };

const listKey = [...consultationKeys.all, 'list'] as const;

export const useConsultations = (enabled = true) =>
  useQuery({
    queryKey: listKey,
    queryFn: () => api<{ consultations: ConsultationSummary[]; unread: number }>('/consultations'),
    enabled,
  });

/** Opening the thread marks it read on the server: the list's unread counts are fetched again after it. */
export function useConsultation(id: string | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...consultationKeys.all, 'one', id] as const,
    queryFn: async () => {
      const detail = await api<ConsultationDetail>(`/consultations/${id}`);
      void qc.invalidateQueries({ queryKey: listKey });
      return detail;
    },
    enabled: !!id,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: consultationKeys.all });
}

export function useRequestConsultation() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { lawyerId: string; postId?: string; message: string }) =>
      api<{ id: string; status: 'requested' }>('/consultations', { method: 'POST', body }),
    onSuccess: done,
  });
}

export function useConsultationStatus(id: string) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: { status: 'accepted' | 'declined' | 'closed'; message?: string }) =>
      api<ConsultationDetail>(`/consultations/${id}`, { method: 'PUT', body }),
    onSuccess: done,
  });
}

export function useWriteMessage(id: string) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (content: string) => api<ConsultationDetail>(`/consultations/${id}/messages`, { method: 'POST', body: { content } }),
    onSuccess: done,
  });
}

/** A party reports the other's message; the moderators see that message only. */
export function useReportMessage(id: string) {
  return useMutation({
    mutationFn: ({ messageId, ...body }: { messageId: string; reason: ReportReason; details?: string }) =>
      api<{ _id: string; message: string }>(`/consultations/${id}/messages/${messageId}/report`, { method: 'POST', body }),
  });
}
