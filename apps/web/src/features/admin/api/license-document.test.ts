import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLicense } from './license-document';

let server: Server;
let root = '';
let seen: string | undefined;
const PDF = '%PDF-1.4 test';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers.authorization;
    if (req.url?.endsWith('/good/license-document')) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(PDF);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Document introuvable.' }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('downloadLicense', () => {
  it('sends the token and returns the file as a typed blob', async () => {
    const blob = await downloadLicense('good', { root, getToken: () => 'tok' });
    expect(seen).toBe('Bearer tok');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF);
  });

  it('refuses without a token, before any request', async () => {
    seen = 'untouched';
    await expect(downloadLicense('good', { root, getToken: () => null })).rejects.toThrow('Authentication required');
    expect(seen).toBe('untouched');
  });

  it('reports an error status or a network failure as «Failed to download document»', async () => {
    await expect(downloadLicense('missing', { root, getToken: () => 'tok' })).rejects.toThrow('Failed to download document');
    await expect(downloadLicense('good', { root: 'http://127.0.0.1:1/api', getToken: () => 'tok' })).rejects.toThrow(
      'Failed to download document',
    );
  });
});
