import { type Notification, SERVER_MESSAGES, SOCKET_EVENTS, SOCKET_OPTIONS } from '@pretoire/contracts';
import type { io as ioFn, Socket } from 'socket.io-client';

export interface RealtimeOptions {
  url: string;
  token: string;
  userId: string;
  onNotification: (n: Notification) => void;
  /** Socket.IO path; the API serves it at /socket.io. */
  path?: string;
  /** Delay of the quiet retry after a temporary refusal or after the reconnection attempts ran out. */
  retryLaterMs?: number;
}

export interface Realtime {
  socket: Socket;
  /** Disconnects for good, and cancels a pending retry. */
  close(): void;
}

/**
 * Spec §7, §9: token in the handshake, websocket then polling, 5 reconnection attempts 1–5 s apart (randomization 0.5),
 * 20 s timeout; register_user on every (re)connection; reconnect after a server-side disconnect, which Socket.IO
 * does not retry by itself. `io` is passed in so the library can stay a lazy chunk.
 */
export function connectRealtime(io: typeof ioFn, o: RealtimeOptions): Realtime {
  const socket = io(o.url, { ...SOCKET_OPTIONS, path: o.path ?? '/socket.io', auth: { token: o.token } });
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.registerUser, o.userId));
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on(SOCKET_EVENTS.newNotification, o.onNotification);

  // Socket.IO stops after a refused handshake and after its 5 attempts. The server refuses with the «indisponible» message
  // while its database is unreachable, and an outage may outlast the attempts: try again later, quietly (the 10 s poll
  // keeps the bell right meanwhile). A bad token is final.
  let closed = false;
  let later: ReturnType<typeof setTimeout> | undefined;
  const retryLater = () => {
    clearTimeout(later);
    later = setTimeout(() => {
      if (!closed && !socket.connected) socket.connect();
    }, o.retryLaterMs ?? 15_000);
  };
  socket.on('connect_error', (err) => {
    if (err.message === SERVER_MESSAGES.databaseUnavailable) retryLater();
  });
  socket.io.on('reconnect_failed', retryLater);
  return {
    socket,
    close() {
      closed = true;
      clearTimeout(later);
      socket.io.off('reconnect_failed', retryLater);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
