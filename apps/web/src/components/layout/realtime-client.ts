import { SOCKET_EVENTS, SOCKET_OPTIONS, type Notification } from '@pretoire/contracts';
import type { io as ioFn, Socket } from 'socket.io-client';

export interface RealtimeOptions {
  url: string;
  token: string;
  userId: string;
  onNotification: (n: Notification) => void;
  /** Socket.IO path; the API serves it at /socket.io. */
  path?: string;
}

/**
 * Spec §7, §9: token in the handshake, websocket then polling, 5 reconnection attempts 1–5 s apart (randomization 0.5),
 * 20 s timeout; register_user on every (re)connection; reconnect after a server-side disconnect, which Socket.IO
 * does not retry by itself. `io` is passed in so the library can stay a lazy chunk.
 */
export function connectRealtime(io: typeof ioFn, o: RealtimeOptions): Socket {
  const socket = io(o.url, { ...SOCKET_OPTIONS, path: o.path ?? '/socket.io', auth: { token: o.token } });
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.registerUser, o.userId));
  socket.on('disconnect', (reason) => { if (reason === 'io server disconnect') socket.connect(); });
  socket.on(SOCKET_EVENTS.newNotification, o.onNotification);
  return socket;
}
