import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyerMilestones } from '../../db/schema';
import { createTestApp, multipart, reloadUser, samples, type TestApp } from '../../test/harness';

type Role = 'anonymous' | 'member' | 'otherMember' | 'pendingLawyer' | 'lawyer' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'otherMember', 'pendingLawyer', 'lawyer', 'admin'];

let t: TestApp;
const tokens = {} as Record<Role, string | undefined>;
let lawyerId = '';
beforeAll(async () => {
  t = await createTestApp();
  tokens.member = (await t.createUser()).token;
  tokens.otherMember = (await t.createUser()).token;
  tokens.pendingLawyer = (await t.createUser({ role: 'lawyer', status: 'pending' })).token;
  const l = await t.createUser({
    role: 'lawyer',
    firstName: 'Hortense',
    lastName: 'Delacroix',
    barAssociation: 'Barreau de Lyon',
    specializations: ['Droit Fiscal'],
    replyCount: 4,
    satisfactoryCount: 2,
    ratingSum: 9,
    credits: 60,
  });
  tokens.lawyer = l.token;
  lawyerId = l.user.id;
  await t.db.insert(lawyerMilestones).values({ lawyerId, threshold: 1 });
  tokens.admin = (await t.createUser({ role: 'admin' })).token;
});
afterAll(async () => {
  await t?.close();
});

const preset = () => multipart({ preset: 'owl' });
const photo = () => multipart({}, [{ field: 'profilePicture', filename: 'a.png', type: 'image/png', data: samples.png() }]);
const license = () => multipart({}, [{ field: 'licenseDocument', filename: 'c.pdf', type: 'application/pdf', data: samples.pdf() }]);
type Body = ReturnType<typeof multipart>;

describe('people role matrix', () => {
  const all = (n: number) => ({ anonymous: n, member: n, otherMember: n, pendingLawyer: n, lawyer: n, admin: n });
  const cases: {
    name: string;
    method: 'GET' | 'POST' | 'PUT';
    url: () => string;
    payload?: object;
    form?: () => Body;
    expect: Record<Role, number>;
  }[] = [
    { name: 'lawyers', method: 'GET', url: () => '/api/users/lawyers', expect: all(200) },
    { name: 'lawyer', method: 'GET', url: () => `/api/users/lawyer/${lawyerId}`, expect: all(200) },
    { name: 'profile (empty)', method: 'PUT', url: () => '/api/users/profile', payload: {}, expect: { ...all(200), anonymous: 401 } },
    {
      name: 'preset',
      method: 'POST',
      url: () => '/api/users/profile-picture',
      form: preset,
      expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 403, lawyer: 403, admin: 403 },
    },
    {
      name: 'photo',
      method: 'POST',
      url: () => '/api/users/profile-picture',
      form: photo,
      expect: { anonymous: 401, member: 400, otherMember: 400, pendingLawyer: 200, lawyer: 200, admin: 200 },
    },
    {
      name: 'badges',
      method: 'GET',
      url: () => '/api/users/badges',
      expect: { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 200, lawyer: 200, admin: 403 },
    },
    {
      name: 'stats',
      method: 'GET',
      url: () => '/api/users/stats',
      expect: { anonymous: 401, member: 200, otherMember: 200, pendingLawyer: 200, lawyer: 200, admin: 403 },
    },
  ];
  for (const c of cases) {
    for (const role of ROLES) {
      it(`${c.name} × ${role} → ${c.expect[role]}`, async () => {
        const form = c.form?.();
        const res = await t.request({
          method: c.method,
          url: c.url(),
          token: tokens[role],
          payload: form ? form.payload : c.payload,
          headers: form?.headers,
        });
        expect(res.statusCode, res.body).toBe(c.expect[role]);
      });
    }
  }
  it('reupload × role (fresh users)', async () => {
    const fresh: Record<Role, string | undefined> = {
      anonymous: undefined,
      member: (await t.createUser()).token,
      otherMember: (await t.createUser()).token,
      pendingLawyer: (await t.createUser({ role: 'lawyer', status: 'pending' })).token,
      lawyer: (await t.createUser({ role: 'lawyer' })).token,
      admin: (await t.createUser({ role: 'admin' })).token,
    };
    const want = { anonymous: 401, member: 403, otherMember: 403, pendingLawyer: 200, lawyer: 200, admin: 403 };
    for (const role of ROLES) {
      const f = license();
      const res = await t.request({
        method: 'POST',
        url: '/api/users/reupload-document',
        token: fresh[role],
        payload: f.payload,
        headers: f.headers,
      });
      expect(res.statusCode, `${role} ${res.body}`).toBe(want[role]);
    }
  });
});

describe('directory', () => {
  it('lists approved lawyers with stats and badges, without private fields', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/users/lawyers?specialization=Droit%20Fiscal&barAssociation=Barreau%20de%20Lyon&q=hortense',
    });
    expect(res.json()).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    const l = res.json().lawyers[0];
    expect(l.stats).toEqual({ answers: 4, satisfactoryAnswers: 2, satisfactionRate: 0.5, averageRating: 4.5, credits: 60 });
    expect(l.badges).toMatchObject([{ threshold: 1, name: 'Première réponse satisfaisante' }]);
    expect(l.email).toBeUndefined();
    expect(l.phone).toBeUndefined();
    const all = (await t.request({ method: 'GET', url: '/api/users/lawyers?limit=100' })).json();
    expect(all.lawyers.every((x: { status: string }) => x.status === 'active')).toBe(true);
  });

  it('hides pending lawyers and refuses bad input', async () => {
    const p = await t.createUser({ role: 'lawyer', status: 'pending' });
    expect((await t.request({ method: 'GET', url: `/api/users/lawyer/${p.user.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/users/lawyer/abc' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/users/lawyers?page=0' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/users/lawyers?specialization=Magie' })).statusCode).toBe(400);
  });

  it('shows a lawyer\u2019s latest answered questions', async () => {
    const post = (
      await t.request({
        method: 'POST',
        url: '/api/posts',
        token: tokens.member,
        payload: { title: 'Garde à vue prolongée', content: 'Mon fils est en garde à vue depuis hier, que faire ?', category: 'penal' },
      })
    ).json();
    await t.request({
      method: 'POST',
      url: `/api/posts/${post._id}/replies`,
      token: tokens.lawyer,
      payload: { content: 'Demandez un avocat commis d\u2019office.' },
    });
    const res = await t.request({ method: 'GET', url: `/api/users/lawyer/${lawyerId}` });
    expect(res.json().recentAnswers[0]).toMatchObject({ postId: post._id, title: 'Garde à vue prolongée' });
  });
});

describe('own profile', () => {
  it('members change their nickname; a clash (any case) is 409; lawyer fields are refused', async () => {
    const a = await t.createUser({ nickname: 'Alouette' });
    const b = await t.createUser();
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/profile', token: b.token, payload: { nickname: 'alouette' } })).statusCode,
    ).toBe(409);
    const ok = await t.request({ method: 'PUT', url: '/api/users/profile', token: b.token, payload: { nickname: 'Mesange' } });
    expect(ok.json().user).toMatchObject({ nickname: 'Mesange', email: b.user.email });
    expect((await t.request({ method: 'PUT', url: '/api/users/profile', token: a.token, payload: { bio: 'x' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url: '/api/users/profile', token: a.token, payload: { role: 'admin' } })).statusCode).toBe(
      400,
    );
  });

  it('lawyers change professional fields only', async () => {
    const l = await t.createUser({ role: 'lawyer' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: l.token,
      payload: {
        bio: 'Avocate en droit social.',
        // Unchanged: a verified bar changes through a request (identity-change.test.ts).
        barAssociation: 'Barreau de Paris',
        specializations: ['Droit du travail', 'Droit Fiscal'],
      },
    });
    expect(res.json().user).toMatchObject({ bio: 'Avocate en droit social.', barAssociation: 'Barreau de Paris' });
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/profile', token: l.token, payload: { nickname: 'avocat' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/profile', token: l.token, payload: { barAssociation: 'Barreau de Mars' } }))
        .statusCode,
    ).toBe(400);
  });

  it('lawyers set and clear their phone number; an invalid one is refused', async () => {
    const l = await t.createUser({ role: 'lawyer' });
    const put = (phone: string) => t.request({ method: 'PUT', url: '/api/users/profile', token: l.token, payload: { phone } });
    expect((await put('+33 1 23 45 67 89')).json().user.phone).toBe('+33 1 23 45 67 89');
    expect((await put('appelez-moi')).statusCode).toBe(400);
    const cleared = await put('');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.phone).toBeNull();
  });

  it('stores a checked photo publicly and removes the previous one', async () => {
    const l = await t.createUser({ role: 'lawyer' });
    const send = async (f: Body) =>
      t.request({ method: 'POST', url: '/api/users/profile-picture', token: l.token, payload: f.payload, headers: f.headers });
    const first = (await send(photo())).json().user.profilePicture as string;
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await t.request({ method: 'GET', url: first })).statusCode).toBe(200);
    const file = path.join(t.dataDir, 'uploads', 'public', first.replace('/uploads/', ''));
    expect(fs.existsSync(file)).toBe(true);
    await send(photo());
    expect(fs.existsSync(file)).toBe(false);
    expect(
      (await send(multipart({}, [{ field: 'profilePicture', filename: 'x.png', type: 'image/png', data: samples.exe() }]))).statusCode,
    ).toBe(400);
    expect(
      (await send(multipart({}, [{ field: 'profilePicture', filename: 'x.pdf', type: 'application/pdf', data: samples.pdf() }])))
        .statusCode,
    ).toBe(400);
    const big = Buffer.concat([samples.png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await send(multipart({}, [{ field: 'profilePicture', filename: 'x.png', type: 'image/png', data: big }]))).statusCode).toBe(
      413,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/users/profile-picture', token: l.token, payload: { preset: 'cat' } })).statusCode,
    ).toBe(400);
  });

  it('members pick a preset by name', async () => {
    const m = await t.createUser();
    const f = multipart({ profilePicture: 'panda' });
    const res = await t.request({
      method: 'POST',
      url: '/api/users/profile-picture',
      token: m.token,
      payload: f.payload,
      headers: f.headers,
    });
    expect(res.json().user.profilePicture).toBe('panda');
    const bad = multipart({ preset: 'dragon' });
    expect(
      (await t.request({ method: 'POST', url: '/api/users/profile-picture', token: m.token, payload: bad.payload, headers: bad.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('re-upload sends a rejected lawyer back to review and removes the old file', async () => {
    const oldKey = await t.app.ctx.storage.put('private', samples.pdf(), 'pdf');
    const l = await t.createUser({
      role: 'lawyer',
      status: 'rejected',
      rejectionReason: 'Illisible',
      licenseKey: oldKey,
      licenseMime: 'application/pdf',
    });
    const f = multipart({}, [{ field: 'licenseDocument', filename: 'c.png', type: 'image/png', data: samples.png() }]);
    const res = await t.request({
      method: 'POST',
      url: '/api/users/reupload-document',
      token: l.token,
      payload: f.payload,
      headers: f.headers,
    });
    expect(res.json().user).toMatchObject({ status: 'pending', rejectionReason: null, hasLicenseDocument: true });
    const row = await reloadUser(t, l.user.id);
    expect(row.licenseMime).toBe('image/png');
    expect(await t.app.ctx.storage.read(oldKey)).toBeNull();
    const exe = multipart({}, [{ field: 'licenseDocument', filename: 'c.pdf', type: 'application/pdf', data: samples.exe() }]);
    expect(
      (await t.request({ method: 'POST', url: '/api/users/reupload-document', token: l.token, payload: exe.payload, headers: exe.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('badges and stats reflect the caller', async () => {
    const badges = (await t.request({ method: 'GET', url: '/api/users/badges', token: tokens.lawyer })).json();
    expect(badges.earned).toHaveLength(1);
    expect(badges.milestones[0]).toMatchObject({ threshold: 1, earned: true, progress: 1 });
    expect(badges.milestones[1]).toMatchObject({ threshold: 5, earned: false, progress: 0.4 });
    const ls = (await t.request({ method: 'GET', url: '/api/users/stats', token: tokens.lawyer })).json();
    expect(ls).toMatchObject({ role: 'lawyer', satisfactoryAnswers: 2, nextMilestone: { threshold: 5, remaining: 3 } });
    const m = await t.createUser();
    await t.request({
      method: 'POST',
      url: '/api/posts',
      token: m.token,
      payload: { title: 'Question de test', content: 'Un contenu suffisamment long pour passer.', category: 'travail' },
    });
    const ms = (await t.request({ method: 'GET', url: '/api/users/stats', token: m.token })).json();
    expect(ms).toEqual({ role: 'user', questions: { open: 1, answered: 0, resolved: 0, total: 1 }, repliesReceived: 0 });
  });
});
