import { POST_SOCKET, type PostDetail, type PostReplyEvent, type Reply, SOCKET_OPTIONS } from '@pretoire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createApiClient } from '@/lib/api-client';
import { postKey, postQuery } from '../api/get-post';

/**
 * A visitor's copy of a public GET may be kept by the browser for a few seconds (PUBLIC_API_CACHE): the refetch
 * after an event revalidates it (ETag) instead.
 */
const revalidating = createApiClient({ fetchImpl: (url, init) => globalThis.fetch(url, { ...init, cache: 'no-cache' }) });

const hasReply = (replies: Reply[], id: string): boolean => replies.some((r) => r._id === id || hasReply(r.replies, id));

/** Someone is writing in the thread: a field holds the focus or a draft (docs/decisions/post-live-thread.md). */
function typingIn(root: HTMLElement | null): boolean {
  if (!root) return false;
  const active = document.activeElement;
  if (active && root.contains(active) && (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement)) return true;
  return [...root.querySelectorAll('textarea')].some((t) => t.value.trim() !== '');
}

/**
 * Answers posted while the question page is open (visitors too): the page watches the question on the public
 * `/posts` namespace, which sends ids only. The thread is refetched at once when nobody is typing in it; otherwise
 * the new answers wait behind «N nouvelles réponses — afficher», so a draft and its focus are never disturbed.
 */
export function useLiveThread(postId: string, thread: RefObject<HTMLElement | null>) {
  const qc = useQueryClient();
  const [waiting, setWaiting] = useState<string[]>([]);
  // Marked `data-live="on"` once the server acknowledged the watch (events from now on reach this page). Set on the
  // element, not in state: a state change re-rendered the whole thread (50 answers) right after hydration.
  const liveRef = useRef<HTMLElement>(null);
  const refetch = useCallback(() => {
    void qc.fetchQuery({ ...postQuery(postId, revalidating), staleTime: 0 }).catch(() => undefined);
  }, [qc, postId]);
  const show = useCallback(() => {
    setWaiting((w) => (w.length ? [] : w));
    refetch();
  }, [refetch]);

  useEffect(() => {
    setWaiting((w) => (w.length ? [] : w));
    const setWatching = (on: boolean) => {
      if (on) liveRef.current?.setAttribute('data-live', 'on');
      else liveRef.current?.removeAttribute('data-live');
    };
    let closed = false;
    let close = () => {};
    const heard = (e: PostReplyEvent) => {
      if (e.postId !== postId) return;
      // The reader's own answer is already in the thread (the mutation put it there).
      const known = qc.getQueryData<PostDetail>(postKey(postId));
      if (known && hasReply(known.replies, e.replyId)) return;
      if (typingIn(thread.current)) setWaiting((w) => (w.includes(e.replyId) ? w : [...w, e.replyId]));
      else refetch();
    };
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io(`${window.location.origin}${POST_SOCKET.namespace}`, { ...SOCKET_OPTIONS, path: '/socket.io' });
        // Watch again after every reconnection: a new connection is in no room.
        socket.on('connect', () => socket.emit(POST_SOCKET.watch, postId, (ok: boolean) => setWatching(ok)));
        socket.on('disconnect', () => setWatching(false));
        socket.on(POST_SOCKET.reply, heard);
        close = () => {
          socket.removeAllListeners();
          socket.emit(POST_SOCKET.unwatch);
          socket.disconnect();
        };
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      setWatching(false);
      close();
    };
  }, [qc, postId, thread, refetch]);

  return { waiting: waiting.length, show, liveRef };
}
