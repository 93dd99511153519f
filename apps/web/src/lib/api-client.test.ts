import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, createApiClient } from './api-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_q, res) => res.end();
let server: Server;
let root = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  it('sends the bearer token and JSON body to the /api root', async () => {
    let seen: { auth?: string; type?: string; url?: string; body?: string } = {};
    handler = (req, res, body) => {
      seen = { auth: req.headers.authorization, type: req.headers['content-type'], url: req.url, body };
      json(res, 200, { ok: true });
    };
    const client = createApiClient({ root, getToken: () => 'abc' });
    await client('/auth/login', { method: 'POST', body: { email: 'a@b.fr' } });
    expect(seen).toEqual({ auth: 'Bearer abc', type: 'application/json', url: '/api/auth/login', body: '{"email":"a@b.fr"}' });
  });

  it('omits Authorization without a token, and sends FormData as multipart', async () => {
    let auth: string | undefined;
    let type = '';
    handler = (req, res) => {
      auth = req.headers.authorization;
      type = req.headers['content-type'] ?? '';
      json(res, 200, {});
    };
    const form = new FormData();
    form.set('a', '1');
    await createApiClient({ root, getToken: () => null })('/x', { method: 'POST', body: form });
    expect(auth).toBeUndefined();
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('returns {} for 204 and for an empty body', async () => {
    const client = createApiClient({ root, getToken: () => null });
    handler = (_q, res) => {
      res.writeHead(204);
      res.end();
    };
    expect(await client('/x')).toEqual({});
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end();
    };
    expect(await client('/x')).toEqual({});
  });

  it('parses the answer with the schema given, and leaves it as sent without one (no renaming by path)', async () => {
    handler = (_q, res) => json(res, 200, { user: { _id: 'u1', badges: [{ _id: 'b' }] } });
    const client = createApiClient({ root, getToken: () => null });
    const schema = { parse: (v: unknown) => ({ parsed: v }) };
    expect(await client('/auth/me', { schema })).toEqual({ parsed: { user: { _id: 'u1', badges: [{ _id: 'b' }] } } });
    expect(await client('/users/lawyers')).toEqual({ user: { _id: 'u1', badges: [{ _id: 'b' }] } });
  });

  it('takes the schema from a loader (the renaming schemas load on demand)', async () => {
    handler = (_q, res) => json(res, 200, { lawyers: [], totalPages: 0, currentPage: 1, total: 0 });
    const client = createApiClient({ root, getToken: () => null });
    const loaded = { parse: (v: unknown) => ({ loaded: v }) };
    expect(await client('/users/lawyers', { schema: async () => loaded })).toEqual({
      loaded: { lawyers: [], totalPages: 0, currentPage: 1, total: 0 },
    });
    // lib/user-views.ts loads the contracts' own schemas, not copies.
    const views = await import('./user-views');
    const contracts = await import('@pretoire/contracts');
    expect(await views.lawyerDetailView()).toBe(contracts.lawyerDetailView);
    expect(await views.sessionUserResult()).toBe(contracts.sessionUserResult);
  });

  it('uses the server message, with ": reason" when present', async () => {
    const client = createApiClient({ root, getToken: () => null });
    handler = (_q, res) => json(res, 403, { message: 'Compte rejeté', reason: 'Licence illisible' });
    const e = await failure(client('/x'));
    expect(e.message).toBe('Compte rejeté: Licence illisible');
    expect(e.status).toBe(403);
    handler = (_q, res) => json(res, 400, { message: 'Validation error' });
    expect((await failure(client('/x'))).message).toBe('Validation error');
  });

  it('keeps the machine-readable code of an error body', async () => {
    const client = createApiClient({ root, getToken: () => null });
    handler = (_q, res) => json(res, 404, { code: 'POST_NOT_FOUND', message: 'Question introuvable.' });
    const e = await failure(client('/posts/1'));
    expect([e.status, e.code, e.message]).toEqual([404, 'POST_NOT_FOUND', 'Question introuvable.']);
    handler = (_q, res) => json(res, 500, {});
    expect((await failure(client('/x'))).code).toBeUndefined();
  });

  it.each([
    [400, 'Invalid request. Please check your input.'],
    [401, 'Authentication required. Please log in.'],
    [403, 'Access denied. You do not have permission to perform this action.'],
    [404, 'Resource not found.'],
    [500, 'Server error. Please try again later.'],
    [418, 'An error occurred'],
  ])('falls back by status %i', async (status, message) => {
    handler = (_q, res) => json(res, status, {});
    expect((await failure(createApiClient({ root, getToken: () => null })('/x'))).message).toBe(message);
  });

  it('non-JSON error: text, else "Server returned N status"', async () => {
    const client = createApiClient({ root, getToken: () => null });
    handler = (_q, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    };
    expect((await failure(client('/x'))).message).toBe('Bad gateway');
    handler = (_q, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end();
    };
    expect((await failure(client('/x'))).message).toBe('Server returned 503 status');
  });

  it('invalid JSON gives "Invalid JSON response from server"', async () => {
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{nope');
    };
    expect((await failure(createApiClient({ root, getToken: () => null })('/x'))).message).toBe('Invalid JSON response from server');
  });

  it('non-JSON success gives "Request completed successfully"', async () => {
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>ok</p>');
    };
    expect(await createApiClient({ root, getToken: () => null })('/x')).toEqual({ message: 'Request completed successfully' });
  });

  it('encodes query parameters and skips empty ones', async () => {
    let url = '';
    handler = (req, res) => {
      url = req.url ?? '';
      json(res, 200, {});
    };
    await createApiClient({ root, getToken: () => null })('/posts', { query: { q: 'bail été', page: 2, status: undefined, sortBy: '' } });
    expect(url).toBe('/api/posts?q=bail+%C3%A9t%C3%A9&page=2');
  });
});
