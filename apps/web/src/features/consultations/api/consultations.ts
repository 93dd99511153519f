import type { ConsultationDetail, ConsultationSummary, ReportReason } from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consultationKeys = { all: ['consultations'] as const };

export const useConsultations = (enabled = true) =>
  useQuery({
    queryKey: [...consultationKeys.all, 'list'] as const,
    queryFn: () => api<{ consultations: ConsultationSummary[]; unread: number }>('/consultations'),
    enabled,
  });

export const useConsultation = (id: string | undefined) =>
  useQuery({
    queryKey: [...consultationKeys.all, 'one', id] as const,
    queryFn: () => api<ConsultationDetail>(`/consultations/${id}`),
    enabled: !!id,
  });

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
