import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Notification, SERVER_MESSAGES, SOCKET_OPTIONS } from '@pretoire/contracts';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRealtime } from './realtime-client';

const waitFor = async (check: () => boolean, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A real Socket.IO server that accepts one token, records registrations and can push or disconnect. */
async function startServer(opts: { unavailableFirst?: number } = {}) {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io' });
  const registered: unknown[] = [];
  const transports: string[] = [];
  let unavailable = opts.unavailableFirst ?? 0;
  const state = { refusals: 0 };
  server.use((socket, next) => {
    // As the real server does while its database is unreachable.
    if (unavailable > 0) {
      unavailable -= 1;
      state.refusals += 1;
      return next(new Error(SERVER_MESSAGES.databaseUnavailable));
    }
    if (socket.handshake.auth?.token === 'good-token') return next();
    state.refusals += 1;
    return next(new Error('bad token'));
  });
  server.on('connection', (socket) => {
    transports.push(socket.conn.transport.name);
    socket.on('register_user', (id: unknown) => registered.push(id));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  cleanups.push(async () => {
    server.disconnectSockets(true);
    await new Promise<void>((r) => server.close(() => r()));
  });
  return {
    server,
    url,
    registered,
    transports,
    get refusals() {
      return state.refusals;
    },
  };
}

describe('connectRealtime', () => {
  it('uses the spec options, sends the token, registers, receives pushes and comes back after a server disconnect', async () => {
    const s = await startServer();
    const got: Notification[] = [];
    const { socket, close } = connectRealtime(io, { url: s.url, token: 'good-token', userId: 'u-1', onNotification: (n) => got.push(n) });
    expect(socket.io.opts).toMatchObject({
      transports: ['websocket', 'polling'],
      reconnectionAttempts: 5,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      timeout: 20_000,
    });
    expect(SOCKET_OPTIONS.transports).toEqual(['websocket', 'polling']);
    await waitFor(() => s.registered.length === 1);
    expect(s.registered).toEqual(['u-1']);
    expect(s.transports).toEqual(['websocket']);

    const n = {
      _id: 'n1',
      type: 'reply_to_post',
      content: 'x',
      isRead: false,
      createdAt: new Date().toISOString(),
      post: 'p1',
      postTitle: 'T',
    } as const;
    s.server.emit('new_notification', n);
    await waitFor(() => got.length === 1);
    expect(got[0]).toEqual(n);

    s.server.disconnectSockets(true); // what the server does when a token expires
    await waitFor(() => s.registered.length === 2);
    expect(socket.connected).toBe(true);
    close();
  });

  it('is refused with a bad token', async () => {
    const s = await startServer();
    const { socket, close } = connectRealtime(io, {
      url: s.url,
      token: 'bad',
      userId: 'u-1',
      onNotification: () => undefined,
      retryLaterMs: 50,
    });
    const error = await new Promise<Error>((r) => socket.on('connect_error', r));
    expect(error.message).toBe('bad token');
    // Final: no retry comes.
    await new Promise((r) => setTimeout(r, 300));
    expect(s.refusals).toBe(1);
    expect(s.registered).toEqual([]);
    close();
  });

  it('tries again later when the server says it is temporarily unavailable, and not after close()', async () => {
    const s = await startServer({ unavailableFirst: 2 });
    const { socket, close } = connectRealtime(io, {
      url: s.url,
      token: 'good-token',
      userId: 'u-1',
      onNotification: () => undefined,
      retryLaterMs: 50,
    });
    await waitFor(() => s.registered.length === 1);
    expect(s.refusals).toBe(2);
    expect(socket.connected).toBe(true);
    close();

    const t = await startServer({ unavailableFirst: 1 });
    const second = connectRealtime(io, {
      url: t.url,
      token: 'good-token',
      userId: 'u-2',
      onNotification: () => undefined,
      retryLaterMs: 100,
    });
    await waitFor(() => t.refusals === 1);
    second.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(t.registered).toEqual([]);
  });
});
