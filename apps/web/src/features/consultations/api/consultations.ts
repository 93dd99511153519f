import {
  CLIENT_MESSAGES,
  type ConsultationDetail,
  type ConsultationFigures,
  type ConsultationMessage,
  type ConsultationMessagesPage,
  type ConsultationSummary,
  type ReportReason,
} from '@pretoire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, TOKEN_KEY } from '@/lib/api-client';

export const consultationKeys = { all: ['consultations'] as const };

const listKey = [...consultationKeys.all, 'list'] as const;

export const useConsultations = (enabled = true) =>
  useQuery({
    queryKey: listKey,
    queryFn: () => api<{ consultations: ConsultationSummary[]; unread: number }>('/consultations'),
    enabled,
  });

const threadKey = (id: string | undefined) => [...consultationKeys.all, 'one', id] as const;

/**
 * The latest page laid over what the thread already shows: the messages before that page that the reader has (older
 * pages loaded on demand, or messages the refetched page no longer covers) stay, joined where the two overlap. When
 * they do not meet (many new messages at once), the thread starts again from the latest page.
 */
export function withLatest(shown: ConsultationDetail | undefined, latest: ConsultationDetail): ConsultationDetail {
  if (!shown || latest.messages.length === 0) return latest;
  const at = shown.messages.findIndex((m) => m._id === latest.messages[0]._id);
  if (at < 0) return latest;
  return { ...latest, messages: [...shown.messages.slice(0, at), ...latest.messages], olderCursor: shown.olderCursor };
}

/** Opening the thread marks it read on the server: the list's unread counts are fetched again after it. */
export function useConsultation(id: string | undefined) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: threadKey(id),
    queryFn: async () => {
      const latest = await api<ConsultationDetail>(`/consultations/${id}`);
      void qc.invalidateQueries({ queryKey: listKey });
      return withLatest(qc.getQueryData<ConsultationDetail>(threadKey(id)), latest);
    },
    enabled: !!id,
  });
}

/** Loads the page before the oldest message shown and puts it above (docs/decisions/consultation-limits.md). */
export function useOlderMessages(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => api<ConsultationMessagesPage>(`/consultations/${id}/messages?before=${encodeURIComponent(before)}`),
    onSuccess: (page, before) =>
      qc.setQueryData<ConsultationDetail>(threadKey(id), (d) => {
        if (!d || d.olderCursor !== before) return d;
        const have = new Set(d.messages.map((m) => m._id));
        return { ...d, messages: [...page.messages.filter((m) => !have.has(m._id)), ...d.messages], olderCursor: page.olderCursor };
      }),
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

/**
 * A message, with a file when one is chosen (multipart to /attachments: checked by content, stored privately). The
 * server answers with the new message only: it joins the thread shown, and the list (its order) is fetched again.
 */
export function useWriteMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ content, file }: { content: string; file?: File | null }) => {
      if (!file) return api<ConsultationMessage>(`/consultations/${id}/messages`, { method: 'POST', body: { content } });
      const form = new FormData();
      form.append('content', content);
      form.append('attachment', file);
      return api<ConsultationMessage>(`/consultations/${id}/attachments`, { method: 'POST', body: form });
    },
    onSuccess: (message) => {
      qc.setQueryData<ConsultationDetail>(threadKey(id), (d) =>
        d && !d.messages.some((m) => m._id === message._id) ? { ...d, messages: [...d.messages, message] } : d,
      );
      void qc.invalidateQueries({ queryKey: listKey });
    },
  });
}

/**
 * A message's file, for the two parties: fetched with the token (a plain link could not send it), then handed to the
 * browser as a download under its name.
 */
export async function downloadAttachment(consultationId: string, messageId: string, name: string) {
  const token = globalThis.localStorage?.getItem(TOKEN_KEY);
  if (!token) throw new Error(CLIENT_MESSAGES.authRequired);
  const res = await fetch(`/api/consultations/${consultationId}/messages/${messageId}/attachment`, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => null);
  if (!res?.ok) throw new Error(CLIENT_MESSAGES.downloadFailed);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A party reports the other's message; the moderators see that message only. */
export function useReportMessage(id: string) {
  return useMutation({
    mutationFn: ({ messageId, ...body }: { messageId: string; reason: ReportReason; details?: string }) =>
      api<{ _id: string; message: string }>(`/consultations/${id}/messages/${messageId}/report`, { method: 'POST', body }),
  });
}

/** The lawyer's own figures (the server refuses anyone else). */
export const useConsultationFigures = (enabled: boolean) =>
  useQuery({
    queryKey: [...consultationKeys.all, 'figures'] as const,
    queryFn: () => api<ConsultationFigures>('/consultations/figures'),
    enabled,
  });
