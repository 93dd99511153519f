import { io as connect, type Socket } from 'socket.io-client';

export interface SocketOptions {
  /** Bearer token of the session; none for a visitor. */
  token?: string;
  /** A Socket.IO namespace, e.g. the question page's. */
  namespace?: string;
  transports?: string[];
  origin?: string;
}

/**
 * Real Socket.IO clients of a test's listening server: `open` resolves once connected (rejects on connect_error),
 * `closeAll` closes every socket opened, for afterAll.
 */
export function socketClients(base: () => string) {
  const sockets: Socket[] = [];
  return {
    open({ token, namespace = '', transports = ['websocket'], origin }: SocketOptions = {}): Promise<Socket> {
      const s = connect(`${base()}${namespace}`, {
        path: '/socket.io',
        auth: token ? { token } : undefined,
        transports,
        reconnection: false,
        forceNew: true,
        extraHeaders: origin ? { origin } : undefined,
      });
      sockets.push(s);
      return new Promise((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    },
    closeAll() {
      for (const s of sockets) s.close();
    },
  };
}
