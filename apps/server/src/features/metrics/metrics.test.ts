import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';

// GET /metrics: real traffic moves the figures (routes by pattern, cache, server rendering, the outbox's mails), and
// only this machine, or the holder of METRICS_TOKEN, may read them.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  // A page render needs the web app's server build.
  const entry = path.join(defaultWebDist, '../dist-ssr/entry-server.js');
  if (!fs.existsSync(entry)) throw new Error(`Build the web app first (npm run build -w @pretoire/web): missing ${entry}`);
  t = await createTestApp({ env: { PUBLIC_CACHE_TTL_S: '600', WEB_DIST: defaultWebDist, OUTBOX_POLL_MS: '500' } });
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };
function parse(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}
/** The sum of a metric's samples whose labels include `labels`. */
const sum = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);
const has = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.some((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

async function scrape(app: TestApp = t) {
  const res = await app.request({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return { res, samples: parse(res.body) };
}

describe('GET /metrics', () => {
  it('counts real traffic: requests by route pattern, cache hits, a server-rendered page, a mail sent by the outbox', async () => {
    const before = (await scrape()).samples;
    const ask = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: {
        title: 'Congés payés non pris au départ',
        content: 'Mon employeur refuse de payer mes congés restants.',
        category: 'travail',
      },
    });
    expect(ask.statusCode).toBe(201);
    const id = ask.json()._id as string;
    const first = await t.request({ method: 'GET', url: `/api/posts/${id}` });
    const second = await t.request({ method: 'GET', url: `/api/posts/${id}` });
    expect([first.headers['x-public-cache'], second.headers['x-public-cache']]).toEqual(['miss', 'hit']);
    const page = await t.request({ method: 'GET', url: `/post/${id}` });
    expect(page.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/definitely-not-a-route-12345' })).statusCode).toBe(404);
    const lawyer = await t.createUser({ role: 'lawyer', status: 'pending' });
    expect((await t.request({ method: 'PUT', url: `/api/admin/lawyers/${lawyer.user.id}/approve`, token: admin.token })).statusCode).toBe(
      200,
    );
    await t.mail.waitFor((m) => m.to === lawyer.user.email, 15_000);

    // The counter moves once the SMTP server has acknowledged, a moment after the catcher holds the mail.
    let after = (await scrape()).samples;
    for (let i = 0; i < 50 && sum(after, 'pretoire_mails_sent_total') <= sum(before, 'pretoire_mails_sent_total'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await scrape()).samples;
    }
    const route = { route: '/api/posts/:id', method: 'GET', status_code: '200' };
    expect(
      sum(after, 'http_request_duration_seconds_count', route) - sum(before, 'http_request_duration_seconds_count', route),
    ).toBeGreaterThanOrEqual(2);
    expect(sum(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      sum(after, 'http_request_duration_seconds_count', route),
    );
    expect(
      sum(after, 'http_request_duration_seconds_count', { route: '/api/posts', method: 'POST', status_code: '201' }),
    ).toBeGreaterThanOrEqual(1);
    // A 404 is counted under one series, never under the URL it was asked for.
    expect(sum(after, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('definitely-not') || v.includes(id)))).toBe(false);
    expect(sum(after, 'pretoire_public_cache_hits_total') - sum(before, 'pretoire_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sum(after, 'pretoire_public_cache_misses_total') - sum(before, 'pretoire_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sum(after, 'pretoire_public_cache_builds_total') - sum(before, 'pretoire_public_cache_builds_total')).toBeGreaterThanOrEqual(1);
    expect(sum(after, 'pretoire_public_cache_bytes')).toBeGreaterThan(0);
    expect(sum(after, 'pretoire_ssr_render_duration_seconds_count', { page: '/post/:id' })).toBeGreaterThanOrEqual(1);
    expect(sum(after, 'pretoire_mails_sent_total') - sum(before, 'pretoire_mails_sent_total')).toBeGreaterThanOrEqual(1);
  });

  it('exposes the process, the database pool, the outbox queues and the sockets', async () => {
    const { res, samples } = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-public-cache']).toBeUndefined();
    expect(has(samples, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(has(samples, 'process_cpu_user_seconds_total')).toBe(true);
    const driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    expect(sum(samples, 'pretoire_db_driver_info', { driver })).toBe(1);
    expect(has(samples, 'pretoire_db_pool_connections', { state: 'in_use' })).toBe(true);
    expect(has(samples, 'pretoire_db_pool_waiting')).toBe(true);
    expect(has(samples, 'pretoire_db_query_errors_total')).toBe(true);
    for (const queue of ['mail', 'new-question']) {
      for (const name of [
        'pretoire_outbox_queued',
        'pretoire_outbox_active',
        'pretoire_outbox_failed',
        'pretoire_outbox_oldest_queued_age_seconds',
      ])
        expect(has(samples, name, { queue }), `${name} ${queue}`).toBe(true);
    }
    expect(sum(samples, 'pretoire_socketio_connections')).toBe(0);
  });

  it('counts a statement the database refuses', async () => {
    const before = sum((await scrape()).samples, 'pretoire_db_query_errors_total');
    await expect(t.app.ctx.database.executeSql('select * from no_such_table_here')).rejects.toThrow();
    expect(sum((await scrape()).samples, 'pretoire_db_query_errors_total')).toBe(before + 1);
  });

  it('without METRICS_TOKEN, answers this machine only', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'METRICS_LOCAL_ONLY', reason: 'client: 203.0.113.7 is not the loopback' });
    // Through a proxy on this same machine, a visitor arrives from the loopback: the forwarding header gives it away.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.headers['cache-control']).toBe('no-store');
  });

  it('with METRICS_TOKEN, asks for it from everyone; each app has its own registry', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const other = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const none = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED', reason: 'authorization: missing bearer token' });
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      const wrong = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().reason).toBe('authorization: wrong token');
      const ok = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
      // A fresh instance: none of the first app's traffic shows here.
      expect(sum(parse(ok.body), 'http_request_duration_seconds_count', { route: '/api/posts/:id' })).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/metrics']).toBeUndefined();
    expect(doc.paths['/api/health/ready']).toBeDefined();
  });
});
