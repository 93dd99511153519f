// One Socket.IO client per member, through the proxy, websocket transport only (no stickiness needed).
import { io, type Socket } from 'socket.io-client';
import type { Member } from './seed';

export interface Note {
  post: string | null;
  createdAt: string;
}
export type OnNote = (member: Member, note: Note, receivedAt: number, wallMs: number) => void;

export interface SocketFleet {
  sockets: Socket[];
  connectMs: number;
  failures: number;
  firstError: string | null;
  /** Disconnects that the bench did not ask for. */
  disconnects(): number;
  disconnectReasons(): Record<string, number>;
  setHandler(fn: OnNote): void;
  connected(): number;
  close(): void;
}

/** Opens one socket per member, `batch` at a time, each batch waiting for all of its connects (or errors). */
export async function openFleet(base: string, members: Member[], batch: number, log: (m: string) => void): Promise<SocketFleet> {
  const sockets: Socket[] = [];
  let failures = 0;
  let firstError: string | null = null;
  let disconnects = 0;
  let closing = false;
  const reasons: Record<string, number> = {};
  let handler: OnNote = () => {};
  const t0 = performance.now();
  for (let i = 0; i < members.length; i += batch) {
    await Promise.all(
      members.slice(i, i + batch).map(
        (m) =>
          new Promise<void>((resolve) => {
            const s = io(base, {
              path: '/socket.io',
              auth: { token: m.token },
              transports: ['websocket'],
              forceNew: true,
              reconnection: false,
              timeout: 30_000,
            });
            sockets.push(s);
            s.on('new_notification', (n: Note) => handler(m, n, performance.now(), Date.now()));
            s.on('disconnect', (reason) => {
              if (closing) return;
              disconnects += 1;
              reasons[reason] = (reasons[reason] ?? 0) + 1;
            });
            s.once('connect', () => resolve());
            s.once('connect_error', (err) => {
              failures += 1;
              firstError ??= err.message;
              resolve();
            });
          }),
      ),
    );
    if ((i / batch) % 5 === 4) log(`  ${Math.min(i + batch, members.length)} sockets opened (${Math.round(performance.now() - t0)} ms)`);
  }
  return {
    sockets,
    failures,
    firstError,
    connectMs: Math.round(performance.now() - t0),
    disconnects: () => disconnects,
    disconnectReasons: () => ({ ...reasons }),
    setHandler: (fn) => {
      handler = fn;
    },
    connected: () => sockets.filter((s) => s.connected).length,
    close() {
      closing = true;
      for (const s of sockets) s.close();
    },
  };
}
