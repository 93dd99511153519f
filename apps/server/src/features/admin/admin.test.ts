import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, reloadUser, samples, type TestApp } from '../../test/harness';

type Role = 'anonymous' | 'member' | 'otherMember' | 'pendingLawyer' | 'lawyer' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'otherMember', 'pendingLawyer', 'lawyer', 'admin'];

let t: TestApp;
const tokens = {} as Record<Role, string | undefined>;
let adminId = '';
beforeAll(async () => {
  t = await createTestApp();
  tokens.member = (await t.createUser()).token;
  tokens.otherMember = (await t.createUser()).token;
  tokens.pendingLawyer = (await t.createUser({ role: 'lawyer', status: 'pending' })).token;
  tokens.lawyer = (await t.createUser({ role: 'lawyer' })).token;
  const admin = await t.createUser({ role: 'admin' });
  tokens.admin = admin.token;
  adminId = admin.user.id;
});
afterAll(async () => {
  await t?.close();
});

/** A pending lawyer with a PDF license in the private area. */
async function pendingWithLicense() {
  const key = await t.app.ctx.storage.put('private', samples.pdf(), 'pdf');
  return (await t.createUser({ role: 'lawyer', status: 'pending', licenseKey: key, licenseMime: 'application/pdf' })).user;
}

async function ask(token: string, title = 'Question pour l\u2019administration'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token,
    payload: { title, content: 'Le contenu détaillé de la question posée au forum.', category: 'travail' },
  });
  return res.json()._id;
}

describe('admin role matrix', () => {
  const onlyAdmin = (ok: number) => ({ anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 403, lawyer: 403, admin: ok });
  const cases: {
    name: string;
    method: 'GET' | 'PUT' | 'DELETE';
    url: (id: string, post: string) => string;
    payload?: object;
    expect: Record<Role, number>;
  }[] = [
    { name: 'pending', method: 'GET', url: () => '/api/admin/lawyers/pending', expect: onlyAdmin(200) },
    { name: 'approve', method: 'PUT', url: (id) => `/api/admin/lawyers/${id}/approve`, expect: onlyAdmin(200) },
    {
      name: 'reject',
      method: 'PUT',
      url: (id) => `/api/admin/lawyers/${id}/reject`,
      payload: { reason: 'Justificatif illisible' },
      expect: onlyAdmin(200),
    },
    { name: 'licence', method: 'GET', url: (id) => `/api/admin/lawyers/${id}/license-document`, expect: onlyAdmin(200) },
    { name: 'users', method: 'GET', url: () => '/api/admin/users', expect: onlyAdmin(200) },
    { name: 'posts', method: 'GET', url: () => '/api/admin/posts', expect: onlyAdmin(200) },
    { name: 'stats', method: 'GET', url: () => '/api/admin/stats', expect: onlyAdmin(200) },
    { name: 'audit log', method: 'GET', url: () => '/api/admin/audit-log', expect: onlyAdmin(200) },
    { name: 'delete post', method: 'DELETE', url: (_id, post) => `/api/admin/posts/${post}`, expect: onlyAdmin(200) },
  ];
  for (const c of cases) {
    for (const role of ROLES) {
      it(`${c.name} × ${role} → ${c.expect[role]}`, async () => {
        const target = await pendingWithLicense();
        const post = await ask(tokens.member!);
        const res = await t.request({ method: c.method, url: c.url(target.id, post), token: tokens[role], payload: c.payload });
        expect(res.statusCode, res.body).toBe(c.expect[role]);
      });
    }
  }
});

describe('lawyer review', () => {
  it('lists pending lawyers as private objects with the licence type', async () => {
    const u = await pendingWithLicense();
    const res = await t.request({ method: 'GET', url: '/api/admin/lawyers/pending', token: tokens.admin });
    const found = res.json().lawyers.find((l: { _id: string }) => l._id === u.id);
    expect(found).toMatchObject({ email: u.email, licenseMime: 'application/pdf', hasLicenseDocument: true, status: 'pending' });
    expect(JSON.stringify(res.json())).not.toContain('private/');
  });

  it('approves: status active, e-mail sent, audit written', async () => {
    const u = await pendingWithLicense();
    const res = await t.request({ method: 'PUT', url: `/api/admin/lawyers/${u.id}/approve`, token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('active');
    const mail = await t.mail.waitFor((m) => m.to.includes(u.email!));
    expect(mail.subject).toContain('validé');
    const log = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id));
    expect(log).toMatchObject([{ action: 'lawyer.approve', actorId: adminId }]);
  });

  it('keeps an approval or rejection when the SMTP server refuses the mail (200, decision stored and audited)', async () => {
    const [a, b] = [await pendingWithLicense(), await pendingWithLicense()];
    t.mail.failNext(1);
    const approved = await t.request({ method: 'PUT', url: `/api/admin/lawyers/${a.id}/approve`, token: tokens.admin });
    expect(approved.statusCode).toBe(200);
    expect((await reloadUser(t, a.id)).status).toBe('active');
    t.mail.failNext(1);
    const rejected = await t.request({
      method: 'PUT',
      url: `/api/admin/lawyers/${b.id}/reject`,
      token: tokens.admin,
      payload: { reason: 'Document illisible' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await reloadUser(t, b.id)).status).toBe('rejected');
    const log = await t.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.targetId, a.id), eq(auditLog.targetId, b.id)));
    expect(log.map((l) => l.action).sort()).toEqual(['lawyer.approve', 'lawyer.reject']);
  });

  it('rejects with a reason that is mailed and stored', async () => {
    const u = await pendingWithLicense();
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/lawyers/${u.id}/reject`,
      token: tokens.admin,
      payload: { reason: 'Carte professionnelle expirée' },
    });
    expect(res.json().user).toMatchObject({ status: 'rejected', rejectionReason: 'Carte professionnelle expirée' });
    const mail = await t.mail.waitFor((m) => m.to.includes(u.email!));
    expect(mail.text).toContain('Carte professionnelle expirée');
    expect((await reloadUser(t, u.id)).status).toBe('rejected');
  });

  it('refuses bad input without a 500', async () => {
    const u = await pendingWithLicense();
    const bad = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
      (await t.request({ method, url, token: tokens.admin, payload })).statusCode;
    expect(await bad('PUT', '/api/admin/lawyers/nope/approve')).toBe(400);
    expect(await bad('PUT', `/api/admin/lawyers/${u.id}/reject`, {})).toBe(400);
    expect(await bad('PUT', '/api/admin/lawyers/00000000-0000-4000-8000-000000000000/approve')).toBe(404);
    expect(await bad('GET', '/api/admin/users?page=0')).toBe(400);
    expect(await bad('GET', '/api/admin/users?role=king')).toBe(400);
  });

  it('streams the licence only to admins, never through /uploads', async () => {
    const u = await pendingWithLicense();
    const res = await t.request({ method: 'GET', url: `/api/admin/lawyers/${u.id}/license-document`, token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(samples.pdf())).toBe(true);
    const name = u.licenseKey!.replace('private/', '');
    for (const url of [`/uploads/${name}`, `/uploads/private/${name}`, `/uploads/../private/${name}`, `/uploads/%2e%2e/private/${name}`]) {
      const r = await t.request({ method: 'GET', url });
      expect(r.statusCode, url).not.toBe(200);
      expect(r.body).not.toContain('%PDF');
    }
  });

  it('lists users with role and text filters', async () => {
    const u = await t.createUser({ nickname: 'zorglubadmin' });
    const res = await t.request({ method: 'GET', url: '/api/admin/users?role=user&q=zorglub', token: tokens.admin });
    expect(res.json()).toMatchObject({ total: 1, currentPage: 1, totalPages: 1, users: [{ _id: u.user.id, email: u.user.email }] });
  });
});

describe('admin posts, stats, audit', () => {
  it('lists and deletes questions; the deletion is audited and credits stay', async () => {
    const post = await ask(tokens.member!, 'Licenciement économique contesté');
    const list = await t.request({ method: 'GET', url: '/api/admin/posts?status=open&limit=100', token: tokens.admin });
    expect(list.json().posts.some((p: { _id: string }) => p._id === post)).toBe(true);
    const del = await t.request({ method: 'DELETE', url: `/api/admin/posts/${post}`, token: tokens.admin });
    expect(del.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/posts/${post}`, token: tokens.admin })).statusCode).toBe(404);
    const log = await t.request({ method: 'GET', url: '/api/admin/audit-log?limit=5', token: tokens.admin });
    expect(log.json().entries[0]).toMatchObject({ action: 'post.delete', targetId: post, actor: adminId });
    expect((await t.request({ method: 'GET', url: '/api/admin/posts?status=nope', token: tokens.admin })).statusCode).toBe(400);
  });

  it('gives totals and a 30-day series with empty days as 0', async () => {
    await ask(tokens.member!);
    const res = await t.request({ method: 'GET', url: '/api/admin/stats', token: tokens.admin });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-1).questions).toBeGreaterThanOrEqual(1);
    expect(s.daily[0]).toMatchObject({ signups: 0, questions: 0, answers: 0 });
    expect(s.totals.members).toBeGreaterThanOrEqual(2);
    expect(s.totals.lawyers.pending).toBe(s.totals.pendingReviews);
    expect(s.totals.questions.total).toBeGreaterThanOrEqual(1);
  });
});
