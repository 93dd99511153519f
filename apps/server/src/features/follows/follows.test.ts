import { type Notification, SOCKET_EVENTS } from '@pretoire/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';
import { socketClients } from '../../test/sockets';
import { CATEGORY_SEED } from '../categories';
import { followedCategoryIds, runDigests } from '.';
import { parisDayHour } from './digest';
import { specializationsFollowing } from './service';

// Lawyers follow their fields; a new question reaches each follower in real time (Socket.IO) and, per
// their choice, by an immediate mail or the daily digest (once per day across instances and restarts).

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let base: string;
const clients = socketClients(() => base);
let asker: User;
let labour: User; // Droit du travail: follows «travail» and «etrangers» by default
let chooser: User; // has chosen «travail» and «fiscal» himself, immediate mails
let tax: User; // Droit Fiscal: another field
let pending: User; // Droit du travail, not approved yet
let member: User;
let categoryIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', OUTBOX_POLL_MS: '500' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  asker = await t.createUser();
  labour = await t.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
  chooser = await t.createUser({ role: 'lawyer', specializations: ['Droit immobilier'] });
  tax = await t.createUser({ role: 'lawyer', specializations: ['Droit Fiscal'] });
  pending = await t.createUser({ role: 'lawyer', status: 'pending', specializations: ['Droit du travail'] });
  member = await t.createUser();
  const cats = (await t.request({ method: 'GET', url: '/api/categories' })).json() as { _id: string; slug: string }[];
  categoryIds = Object.fromEntries(cats.map((c) => [c.slug, c._id]));
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

const open = (token: string) => clients.open({ token });
function collect(s: Socket) {
  const got: Notification[] = [];
  s.on(SOCKET_EVENTS.newNotification, (n: Notification) => got.push(n));
  return got;
}
async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
async function ask(title: string, category: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: asker.token,
    payload: { title, content: 'Voici ma situation en quelques lignes, merci de votre aide.', category },
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('followed categories', () => {
  it('defaults from the specializations; a lawyer may choose; members may not; unknown categories are refused', async () => {
    const get = (u: User) => t.request({ method: 'GET', url: '/api/me/follows', token: u.token });
    // Labour law also follows immigration (work permits): see docs/decisions/follows-every-category.md.
    const labourDefaults = [categoryIds.travail, categoryIds.etrangers];
    expect((await get(labour)).json()).toEqual({ categoryIds: labourDefaults, customized: false });
    expect(await followedCategoryIds(t.db, labour.user.id)).toEqual(labourDefaults);
    expect((await get(member)).json()).toEqual({ categoryIds: [], customized: false });
    const put = (u: User, ids: string[]) =>
      t.request({ method: 'PUT', url: '/api/me/follows', token: u.token, payload: { categoryIds: ids } });
    const chosen = await put(chooser, [categoryIds.travail, categoryIds.fiscal]);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().customized).toBe(true);
    expect([...chosen.json().categoryIds].sort()).toEqual([categoryIds.travail, categoryIds.fiscal].sort());
    expect((await put(member, [categoryIds.travail])).statusCode).toBe(403);
    expect((await put(chooser, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
    expect((await put(chooser, ['pas-un-id'])).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/me/follows' })).statusCode).toBe(401);
    await t.request({ method: 'PUT', url: '/api/me/mail-preferences', token: chooser.token, payload: { newQuestions: 'immediate' } });
  });

  it('a new question: new_notification of type new_question to each follower, none to anyone else', async () => {
    const users = { labour, chooser, tax, pending, member, asker };
    const got = Object.fromEntries(
      await Promise.all(Object.entries(users).map(async ([k, u]) => [k, collect(await open(u.token))] as const)),
    ) as Record<keyof typeof users, Notification[]>;
    const postId = await ask('Heures supplémentaires non payées', 'travail');
    await until(() => got.labour.length === 1 && got.chooser.length === 1);
    for (const n of [got.labour[0], got.chooser[0]]) {
      expect(n).toMatchObject({ type: 'new_question', post: postId, postTitle: 'Heures supplémentaires non payées', isRead: false });
      expect(n.content).toMatch(/question "Heures supplémentaires non payées"$/);
    }
    await settle();
    expect(got.tax).toEqual([]);
    expect(got.pending).toEqual([]);
    expect(got.member).toEqual([]);
    expect(got.asker).toEqual([]);
    expect(got.labour).toHaveLength(1);
    // In the bell and on /notifications too.
    const list = (await t.request({ method: 'GET', url: '/api/notifications', token: labour.token })).json();
    expect(list.notifications[0]).toMatchObject({ type: 'new_question', post: postId });
  });

  it('per preference: an immediate mail to who chose it, none to the digest readers', async () => {
    const postId = await ask('Mutation imposée par mon employeur', 'travail');
    const m = await t.mail.waitFor((x) => x.to === chooser.user.email && x.subject.includes('Mutation imposée'));
    expect(m.text).toContain(`https://pretoire.example/post/${postId}`);
    expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await settle();
    expect(t.mail.inbox.filter((x) => x.to === labour.user.email)).toHaveLength(0);
    expect(t.mail.inbox.filter((x) => x.to === tax.user.email)).toHaveLength(0);
  });
});

describe('daily digest', () => {
  async function toParisHour(h: number) {
    do t.clock.advance(3_600_000);
    while (parisDayHour(t.clock.now()).hour !== h);
  }

  it('holds the open questions of the fields, newest first; none when empty; once a day across two instances and a restart', async () => {
    const answered = await ask('Question déjà traitée', 'travail');
    await t.request({ method: 'POST', url: `/api/posts/${answered}/replies`, token: chooser.token, payload: { content: 'Réponse.' } });
    await ask('Contrôle fiscal en cours', 'fiscal');
    await ask('Clause de non-concurrence', 'travail');
    await toParisHour(7);
    expect(await runDigests(t.app.ctx)).toEqual({ sent: 0, checked: 0 }); // before DIGEST_HOUR (8)
    await toParisHour(9);

    const second = await buildApp({ config: t.app.ctx.config, database: t.app.ctx.database, clock: t.clock, logger: false });
    await second.ready();
    try {
      const [a, b] = await Promise.all([runDigests(t.app.ctx), runDigests(second.ctx)]);
      expect(a.sent + b.sent).toBe(2); // labour and tax; chooser takes immediate mails
      const digest = await t.mail.waitFor((x) => x.to === labour.user.email && x.subject.includes('sans réponse'));
      const titles = ['Clause de non-concurrence', 'Mutation imposée par mon employeur', 'Heures supplémentaires non payées'];
      expect(digest.subject).toBe('Prétoire : 3 questions sans réponse dans vos domaines');
      const at = titles.map((title) => digest.text.indexOf(title));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at); // newest first
      expect(digest.text).not.toContain('Question déjà traitée');
      expect(digest.text).not.toContain('Contrôle fiscal');
      expect(digest.headers['list-unsubscribe']).toContain('/api/mail/unsubscribe?token=');
      const taxDigest = await t.mail.waitFor((x) => x.to === tax.user.email && x.subject.includes('sans réponse'));
      expect(taxDigest.text).toContain('Contrôle fiscal en cours');
    } finally {
      await second.close();
    }
    // A restart the same day: nothing more.
    const restarted = await buildApp({ config: t.app.ctx.config, database: t.app.ctx.database, clock: t.clock, logger: false });
    await restarted.ready();
    try {
      expect((await runDigests(restarted.ctx)).sent).toBe(0);
    } finally {
      await restarted.close();
    }
    await settle();
    expect(t.mail.inbox.filter((x) => x.to === labour.user.email && x.subject.includes('sans réponse'))).toHaveLength(1);

    // Next day: only what was asked since; a lawyer with nothing new gets no mail.
    await ask('Rupture de période d\u2019essai', 'travail');
    t.clock.advance(20 * 3_600_000);
    await toParisHour(10);
    expect((await runDigests(t.app.ctx)).sent).toBe(1);
    const next = await t.mail.waitFor(
      (x) => x.to === labour.user.email && x.subject === 'Prétoire : Une question sans réponse dans vos domaines',
    );
    expect(next.text).toContain('Rupture de période d\u2019essai');
    expect(next.text).not.toContain('Clause de non-concurrence');
    await settle();
    expect(t.mail.inbox.filter((x) => x.to === tax.user.email && x.subject.includes('sans réponse'))).toHaveLength(1);
  });
});

describe('every field reaches a lawyer', () => {
  it('each seeded category is followed by default by some specialization, and a question there notifies its lawyer', async () => {
    const seeded = (await t.request({ method: 'GET', url: '/api/categories' })).json() as { slug: string }[];
    expect(seeded.map((c) => c.slug).sort()).toEqual(CATEGORY_SEED.map((c) => c.slug).sort());
    const unfollowed = seeded.filter((c) => specializationsFollowing(c.slug).length === 0).map((c) => c.slug);
    expect(unfollowed).toEqual([]);

    // The fields the spec's specializations do not name: a lawyer of the nearest field hears of the question.
    for (const slug of ['famille', 'etrangers', 'administratif']) {
      const lawyer = await t.createUser({ role: 'lawyer', specializations: [specializationsFollowing(slug)[0]!] });
      const postId = await ask(`Question sans avocat attitré (${slug})`, slug);
      await until(async () => {
        const list = (await t.request({ method: 'GET', url: '/api/notifications', token: lawyer.token })).json();
        return list.notifications.some((n: Notification) => n.type === 'new_question' && n.post === postId);
      });
    }
  });
});
