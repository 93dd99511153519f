import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Prétoire</title><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app and fallbacks', () => {
  it('serves index.html for the routes of the spec, and assets', async () => {
    for (const url of [
      '/',
      '/home',
      '/post/123',
      '/category/abc',
      '/create-post',
      '/profile',
      '/admin',
      '/forgot-password',
      '/notifications',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await t.request({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('reports health: the database that answered, and Redis off when not configured', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.app.ctx.database.kind, redis: 'off' });
  });

  it('answers unknown /api paths, missing files and other methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/auth/nothing'],
      ['GET', '/api'],
      ['GET', '/missing.js'],
      ['DELETE', '/home'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
    }
  });

  it('turns malformed bodies into 400/415 JSON, never 500', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Validation error');
    const wrongType = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge.' });
    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a malformed or over-long path parameter as invalid input (400 with a code), not repeating the URL', async () => {
    for (const url of ['/api/posts/%zz', `/api/posts/${'a'.repeat(300)}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.body).not.toContain('aaaa');
      expect(res.body).not.toContain('%zz');
    }
  });

  it('documents every route at /api/docs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/register',
      '/api/auth/register-lawyer',
      '/api/otp/reset-password',
      '/api/users/change-password',
      '/api/health',
    ])
      expect(paths).toContain(p);
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with the generic message and no internals', async () => {
    const database = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pretoire-500-'));
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) }),
      database,
      logger: false,
    });
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail at /srv/db.ts:42');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'SERVER_ERROR', message: 'Server error. Please try again later.' });
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
