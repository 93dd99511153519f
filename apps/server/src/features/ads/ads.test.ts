import fs from 'node:fs';
import path from 'node:path';
import { adsResult } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';
import { ACTIVE_ADS_KEPT_MS } from './service';

type Role = 'anonymous' | 'member' | 'otherMember' | 'pendingLawyer' | 'lawyer' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'otherMember', 'pendingLawyer', 'lawyer', 'admin'];

let t: TestApp;
const tokens = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.member = (await t.createUser()).token;
  tokens.otherMember = (await t.createUser()).token;
  tokens.pendingLawyer = (await t.createUser({ role: 'lawyer', status: 'pending' })).token;
  tokens.lawyer = (await t.createUser({ role: 'lawyer' })).token;
  tokens.admin = (await t.createUser({ role: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

async function upload(
  fields: Record<string, string> = { position: 'home-top', link: 'https://exemple.fr' },
  data = samples.png(),
  token: string | undefined | null = null,
) {
  const f = multipart(fields, [{ field: 'image', filename: 'a.png', type: 'image/png', data }]);
  return t.request({
    method: 'POST',
    url: '/api/ads/admin/upload',
    token: token === null ? tokens.admin : token,
    payload: f.payload,
    headers: f.headers,
  });
}

describe('ads role matrix', () => {
  const all = (n: number) => ({ anonymous: n, member: n, otherMember: n, pendingLawyer: n, lawyer: n, admin: n });
  const onlyAdmin = (ok: number) => ({ anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 403, lawyer: 403, admin: ok });
  const cases: {
    name: string;
    run: (token: string | undefined, id: string) => ReturnType<TestApp['request']>;
    expect: Record<Role, number>;
  }[] = [
    { name: 'list', run: (token) => t.request({ method: 'GET', url: '/api/ads', token }), expect: all(200) },
    { name: 'position', run: (token) => t.request({ method: 'GET', url: '/api/ads/home-top', token }), expect: all(200) },
    { name: 'track', run: (token, id) => t.request({ method: 'POST', url: `/api/ads/track/${id}`, token }), expect: all(200) },
    { name: 'admin all', run: (token) => t.request({ method: 'GET', url: '/api/ads/admin/all', token }), expect: onlyAdmin(200) },
    { name: 'upload', run: (token) => upload(undefined, undefined, token ?? ''), expect: onlyAdmin(201) },
    {
      name: 'update',
      run: (token, id) => t.request({ method: 'PUT', url: `/api/ads/admin/${id}`, token, payload: { active: true } }),
      expect: onlyAdmin(200),
    },
    { name: 'delete', run: (token, id) => t.request({ method: 'DELETE', url: `/api/ads/admin/${id}`, token }), expect: onlyAdmin(200) },
  ];
  for (const c of cases) {
    for (const role of ROLES) {
      it(`${c.name} × ${role} → ${c.expect[role]}`, async () => {
        const id = (await upload()).json().ad._id;
        const res = await c.run(tokens[role], id);
        expect(res.statusCode, res.body).toBe(c.expect[role]);
      });
    }
  }
});

describe('ads', () => {
  it('creates, lists by position, hides inactive, updates, deletes with its file (audited)', async () => {
    const res = await upload({ position: 'post-sidebar' });
    expect(res.statusCode).toBe(201);
    const ad = res.json().ad;
    expect(ad).toMatchObject({ position: 'post-sidebar', link: null, clicks: 0, active: true });
    expect((await t.request({ method: 'GET', url: ad.imageUrl })).statusCode).toBe(200);
    const side = (await t.request({ method: 'GET', url: '/api/ads/post-sidebar' })).json().ads;
    expect(side.map((a: { _id: string }) => a._id)).toContain(ad._id);
    expect(side[0].clicks).toBeUndefined();
    await t.request({
      method: 'PUT',
      url: `/api/ads/admin/${ad._id}`,
      token: tokens.admin,
      payload: { active: false, link: 'http://cabinet.fr' },
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/ads/post-sidebar' })).json().ads.some((a: { _id: string }) => a._id === ad._id),
    ).toBe(false);
    const file = path.join(t.dataDir, 'uploads', 'public', ad.imageUrl.replace('/uploads/', ''));
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/ads/admin/${ad._id}`, token: tokens.admin })).statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.request({ method: 'DELETE', url: `/api/ads/admin/${ad._id}`, token: tokens.admin })).statusCode).toBe(404);
    const log = (await t.request({ method: 'GET', url: '/api/admin/audit-log?limit=3', token: tokens.admin })).json().entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['ad.delete', 'ad.update', 'ad.create']);
  });

  it('refuses bad input', async () => {
    expect((await t.request({ method: 'GET', url: '/api/ads/nowhere' })).statusCode).toBe(400);
    expect((await upload({ position: 'nowhere' })).statusCode).toBe(400);
    expect((await upload({ position: 'home-top', link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await upload({ position: 'home-top' }, samples.pdf())).statusCode).toBe(400);
    expect((await upload({ position: 'home-top' }, Buffer.concat([samples.png(), Buffer.alloc(2 * 1024 * 1024 + 1)]))).statusCode).toBe(
      413,
    );
    expect((await t.request({ method: 'PUT', url: '/api/ads/admin/nope', token: tokens.admin, payload: {} })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/ads/track/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('counts repeated clicks from one client within a minute once', async () => {
    const id = (await upload()).json().ad._id;
    const click = (ip: string) => t.app.inject({ method: 'POST', url: `/api/ads/track/${id}`, remoteAddress: ip });
    expect((await click('10.0.0.1')).json()).toEqual({ counted: true });
    expect((await click('10.0.0.1')).json()).toEqual({ counted: false });
    expect((await click('10.0.0.2')).json()).toEqual({ counted: true });
    t.clock.advance(61_000);
    expect((await click('10.0.0.1')).json()).toEqual({ counted: true });
    const all = (await t.request({ method: 'GET', url: '/api/ads/admin/all', token: tokens.admin })).json().ads;
    expect(all.find((a: { _id: string }) => a._id === id).clicks).toBe(3);
  });

  it('the active ads, kept a few seconds: a write here shows at once, a write through another instance within the time kept', async () => {
    const ids = async () => (await t.request({ method: 'GET', url: '/api/ads' })).json().ads.map((a: { _id: string }) => a._id);
    const id = (await upload({ position: 'home-top' })).json().ad._id;
    expect(await ids()).toContain(id);
    await t.request({ method: 'PUT', url: `/api/ads/admin/${id}`, token: tokens.admin, payload: { active: false } });
    expect(await ids()).not.toContain(id);
    await t.request({ method: 'PUT', url: `/api/ads/admin/${id}`, token: tokens.admin, payload: { active: true } });
    expect(await ids()).toContain(id);
    // Another instance's write reaches this process's database but not its kept JSON.
    await t.db.update(ads).set({ active: false }).where(eq(ads.id, id));
    t.clock.advance(ACTIVE_ADS_KEPT_MS + 1);
    expect(await ids()).not.toContain(id);
    // Sent as the route's schema encodes it.
    const res = await t.request({ method: 'GET', url: '/api/ads' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(adsResult.encode(res.json())));
  });
});
