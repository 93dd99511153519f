import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_MESSAGES, TOKEN_STORAGE_KEY } from '@pretoire/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiError, createApiClient } from '@/lib/api-client';
import { getMe } from './get-me';

// GET /auth/me against a real HTTP server: a 401 removes the stored token and answers "signed out" once.

let server: Server;
let root = '';
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
    answer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
});

/** The browser's localStorage, in memory. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function session(token: string | null) {
  const store = new MemoryStorage();
  if (token) store.setItem(TOKEN_STORAGE_KEY, token);
  const request = createApiClient({ root, getToken: () => store.getItem(TOKEN_STORAGE_KEY) });
  return { store, request };
}

const member = {
  role: 'user',
  status: 'active',
  nickname: 'Camille_M',
  firstName: null,
  lastName: null,
  profilePicture: null,
  barAssociation: null,
  specializations: [],
  bio: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  email: 'camille@example.fr',
  emailVerified: true,
  phone: null,
  rejectionReason: null,
  credits: 0,
  hasLicenseDocument: false,
  passwordChangeRequired: false,
  moderator: false,
  termsVersion: null,
  termsAcceptedAt: null,
};

describe('getMe', () => {
  it('answers the user while the token is valid, and keeps it', async () => {
    answer = json(200, { user: { _id: 'u1', ...member } });
    const { store, request } = session('good');
    // The contracts schema renames `_id` to `id` (spec §7).
    expect(await getMe(request, store)).toEqual({ user: { id: 'u1', ...member } });
    expect(store.getItem(TOKEN_STORAGE_KEY)).toBe('good');
  });

  it('on 401 removes the stored token and answers signed out (null), after one request', async () => {
    answer = json(401, { code: 'INVALID_TOKEN', message: SERVER_MESSAGES.invalidToken });
    const { store, request } = session('expired');
    expect(await getMe(request, store)).toBeNull();
    expect(store.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(seen).toEqual(['GET /api/auth/me Bearer expired']);
  });

  it('keeps the token when the server is unavailable (503): the session may be fine', async () => {
    answer = json(503, { code: 'DATABASE_UNAVAILABLE', message: SERVER_MESSAGES.databaseUnavailable });
    const { store, request } = session('good');
    const err = (await getMe(request, store).catch((e) => e)) as ApiError;
    expect(err.status).toBe(503);
    expect(store.getItem(TOKEN_STORAGE_KEY)).toBe('good');
  });

  it('never removes a token stored while the answer was on its way (a new sign-in)', async () => {
    const { store, request } = session('old');
    answer = (req, res) => {
      store.setItem(TOKEN_STORAGE_KEY, 'new');
      json(401, { code: 'INVALID_TOKEN', message: SERVER_MESSAGES.invalidToken })(req, res);
    };
    expect(((await getMe(request, store).catch((e) => e)) as ApiError).status).toBe(401);
    expect(store.getItem(TOKEN_STORAGE_KEY)).toBe('new');
  });
});
