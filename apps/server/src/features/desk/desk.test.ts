import { DEADLINE_DISCLAIMER, DESK_MESSAGES, EVENT_DATE_REASONS } from '@pretoire/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, replies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let lawyer: User;
beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
});
afterAll(async () => {
  await t?.close();
});

/** A token signed on the fake clock's time (a token from another time is refused as expired or not yet valid). */
const tok = (app: TestApp, who: User) => app.app.ctx.tokens.sign(who.user.id, who.user.tokenVersion);
/** Puts the fake clock at an instant. */
const setClock = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

async function ask(title: string, content: string, extra: Record<string, unknown> = {}, category = 'travail') {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: await tok(t, asker),
    payload: { title, content, category, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
const deadlineOf = (id: string, token: string) => t.request({ method: 'GET', url: `/api/desk/questions/${id}/deadline`, token });
const queue = (token: string, query = '') => t.request({ method: 'GET', url: `/api/desk/queue${query}`, token });

describe('deadline detection at creation', () => {
  it('reads «il y a dix jours» relative to the question’s date and stores rule and end date', async () => {
    setClock('2026-03-20T10:00:00Z');
    const id = await ask('Licenciement contestable ?', 'J’ai été licencié il y a dix jours pour faute grave, je pense que c’est injuste.');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row.deadlineRule).toBe('travail-licenciement');
    expect(row.deadlineEnd).toBe('2027-03-10');
    const res = await deadlineOf(id, await tok(t, asker));
    expect(res.statusCode).toBe(200);
    expect(res.json().deadline).toMatchObject({
      ruleId: 'travail-licenciement',
      eventDate: '2026-03-10',
      eventDateSource: 'text',
      endDate: '2027-03-10',
      disclaimer: DEADLINE_DISCLAIMER,
    });
    expect(res.json().deadline.notice).toContain('12 mois');
    expect(res.json().deadline.notice).toContain('Un avocat pourra vous le confirmer.');
  });

  it('the same words a month later give a later date: the reference is the question’s day', async () => {
    setClock('2026-04-20T10:00:00Z');
    const id = await ask('Licenciement contestable ?', 'J’ai été licencié il y a dix jours pour faute grave, je pense que c’est injuste.');
    expect((await deadlineOf(id, await tok(t, asker))).json().deadline).toMatchObject({ eventDate: '2026-04-10', endDate: '2027-04-10' });
  });

  it('the form’s «Date de l’événement» takes precedence over the text', async () => {
    setClock('2026-03-20T10:00:00Z');
    const id = await ask('Licenciement', 'J’ai été licencié il y a dix jours, que faire ?', { eventDate: '2026-02-01' });
    expect((await deadlineOf(id, await tok(t, asker))).json().deadline).toMatchObject({
      eventDate: '2026-02-01',
      eventDateSource: 'form',
      endDate: '2027-02-01',
    });
  });

  it('no rule, no deadline: never a guess', async () => {
    const id = await ask('Question sur le télétravail', 'Mon employeur peut-il imposer deux jours de présence au bureau chaque semaine ?');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(row.deadlineRule).toBeNull();
    expect((await deadlineOf(id, await tok(t, asker))).json()).toEqual({ deadline: null });
  });

  it('refuses an event date in the future, before 1990 or not a date, with a French reason', async () => {
    setClock('2026-03-20T10:00:00Z');
    const post = async (eventDate: string) =>
      t.request({
        method: 'POST',
        url: '/api/posts',
        token: await tok(t, asker),
        payload: { title: 'Licenciement', content: 'J’ai été licencié, que faire maintenant ?', category: 'travail', eventDate },
      });
    for (const [value, reason] of [
      ['2026-03-21', EVENT_DATE_REASONS.future],
      ['1989-12-31', EVENT_DATE_REASONS.tooOld],
      ['2026-02-30', EVENT_DATE_REASONS.invalid],
    ]) {
      const res = await post(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().reason).toContain(reason);
    }
    expect((await post('2026-03-20')).statusCode).toBe(201);
  });

  it('shows the notice to the asker, approved lawyers and admins only', async () => {
    const id = await ask('Licencié hier', 'J’ai été licencié hier par lettre recommandée.');
    const other = await t.createUser();
    const pending = await t.createUser({ role: 'lawyer', status: 'pending' });
    const admin = await t.createUser({ role: 'admin' });
    expect((await deadlineOf(id, await tok(t, lawyer))).statusCode).toBe(200);
    expect((await deadlineOf(id, await tok(t, admin))).statusCode).toBe(200);
    for (const u of [other, pending]) {
      const res = await deadlineOf(id, await tok(t, u));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DEADLINE_NOT_SHOWN', message: DESK_MESSAGES.deadlineNotShown });
    }
    expect((await t.request({ method: 'GET', url: `/api/desk/questions/${id}/deadline` })).statusCode).toBe(401);
    expect((await deadlineOf('00000000-0000-4000-8000-000000000000', await tok(t, asker))).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  it('is refused to members, admins, pending and rejected lawyers, and to visitors', async () => {
    const pending = await t.createUser({ role: 'lawyer', status: 'pending' });
    const rejected = await t.createUser({ role: 'lawyer', status: 'rejected' });
    const admin = await t.createUser({ role: 'admin' });
    const cases: [User, string][] = [
      [asker, DESK_MESSAGES.lawyersOnly],
      [admin, DESK_MESSAGES.lawyersOnly],
      [rejected, DESK_MESSAGES.lawyersOnly],
      [pending, DESK_MESSAGES.lawyerPending],
    ];
    for (const [u, message] of cases) {
      for (const url of ['/api/desk/queue', '/api/desk/queue/count']) {
        const res = await t.request({ method: 'GET', url, token: await tok(t, u) });
        expect(res.statusCode, `${u.user.role}/${u.user.status} ${url}`).toBe(403);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await t.request({ method: 'GET', url: '/api/desk/queue' })).statusCode).toBe(401);
  });

  it('orders running deadlines soonest first, then the longest-waiting unanswered, then answered; filters and pages', async () => {
    // A database of its own: the questions of the other tests would mix in.
    const u = await createTestApp();
    try {
      const member = await u.createUser();
      const lw = await u.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
      const other = await u.createUser({ role: 'lawyer', firstName: 'Paul', specializations: ['Droit du travail'] });
      const go = (iso: string) => u.clock.advance(new Date(iso).getTime() - u.clock.now().getTime());
      const mk = async (title: string, content: string, createdAt: string, category = 'travail') => {
        go(createdAt);
        const res = await u.request({
          method: 'POST',
          url: '/api/posts',
          token: await tok(u, member),
          payload: { title, content, category },
        });
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json()._id as string;
        await u.db
          .update(posts)
          .set({ createdAt: new Date(createdAt) })
          .where(eq(posts.id, id));
        return id;
      };
      const reply = async (id: string, token: string) =>
        u.request({ method: 'POST', url: `/api/posts/${id}/replies`, token, payload: { content: 'Une première réponse générale.' } });

      const oldOpen = await mk('Heures supplémentaires', 'Mon employeur ne paie pas mes heures, est-ce normal ?', '2026-01-05T09:00:00Z');
      const newerOpen = await mk('Congés payés refusés', 'Mon employeur refuse mes congés payés cet été.', '2026-02-10T09:00:00Z');
      // 12 months from 1 March 2026 → 1 March 2027.
      const far = await mk('Licenciement abusif', 'J’ai été licencié le 1er mars 2026, est-ce contestable ?', '2026-03-02T09:00:00Z');
      // 15 days from 10 March 2026 → 25 March 2026.
      const soon = await mk(
        'Rupture conventionnelle',
        'J’ai signé une rupture conventionnelle le 10 mars et je regrette.',
        '2026-03-11T09:00:00Z',
      );
      // 15 days from 1 January 2026: passed on the queue's day, so it waits with the others (by its age).
      const passed = await mk(
        'Rupture conventionnelle',
        'J’ai signé une rupture conventionnelle le 1er janvier et je regrette.',
        '2026-01-20T09:00:00Z',
      );
      const answered = await mk('Période d’essai', 'Mon employeur peut-il prolonger ma période d’essai ?', '2026-01-01T09:00:00Z');
      const resolved = await mk('Prime annuelle', 'Ma prime annuelle a disparu de mon contrat.', '2025-12-01T09:00:00Z');
      await mk(
        'Bail meublé',
        'Mon propriétaire garde mon dépôt de garantie depuis longtemps.',
        '2025-11-01T09:00:00Z',
        'immobilier-logement',
      );
      go('2026-03-15T09:00:00Z');
      expect((await reply(answered, await tok(u, lw))).statusCode).toBe(200);
      expect((await reply(answered, await tok(u, other))).statusCode).toBe(200);
      expect((await reply(far, await tok(u, other))).statusCode).toBe(200);
      await u.db.update(posts).set({ status: 'resolved' }).where(eq(posts.id, resolved));

      go('2026-03-20T09:00:00Z');
      const res = await u.request({ method: 'GET', url: '/api/desk/queue', token: await tok(u, lw) });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.questions.map((q: { _id: string }) => q._id)).toEqual([soon, far, oldOpen, passed, newerOpen, answered]);
      expect(page.total).toBe(6);
      // Labour law also follows «etrangers» by default (decisions/follows-every-category.md).
      expect(page.categories.map((c: { slug: string }) => c.slug)).toEqual(['travail', 'etrangers']);
      const [first] = page.questions;
      expect(first.deadline).toMatchObject({ ruleId: 'travail-rupture-conventionnelle-retractation', endDate: '2026-03-25', daysLeft: 5 });
      expect(first.waitingSeconds).toBe(9 * 86_400);
      expect(first.category.slug).toBe('travail');
      expect(page.questions[1]).toMatchObject({ lawyersAnswered: 1, status: 'answered' });
      expect(page.questions[5]).toMatchObject({ lawyersAnswered: 2, deadline: null });
      expect(page.questions[3].deadline.daysLeft).toBeLessThan(0);

      const open = (await u.request({ method: 'GET', url: '/api/desk/queue?unanswered=true', token: await tok(u, lw) })).json();
      expect(open.questions.map((q: { _id: string }) => q._id)).toEqual([soon, oldOpen, passed, newerOpen]);
      expect(open.total).toBe(4);

      const paged = (await u.request({ method: 'GET', url: '/api/desk/queue?limit=2&page=2', token: await tok(u, lw) })).json();
      expect(paged.questions.map((q: { _id: string }) => q._id)).toEqual([oldOpen, passed]);
      expect(paged).toMatchObject({ total: 6, totalPages: 3, currentPage: 2 });
      // The last page spans the unanswered and the answered streams: each stream takes what the ones before left.
      const last = (await u.request({ method: 'GET', url: '/api/desk/queue?limit=3&page=2', token: await tok(u, lw) })).json();
      expect(last.questions.map((q: { _id: string }) => q._id)).toEqual([passed, newerOpen, answered]);
      const beyond = (await u.request({ method: 'GET', url: '/api/desk/queue?page=9', token: await tok(u, lw) })).json();
      expect(beyond.questions).toEqual([]);

      // A category the lawyer does not follow gives an empty page, not someone else's queue.
      const notFollowed = (
        await u.request({ method: 'GET', url: '/api/desk/queue?category=immobilier-logement', token: await tok(u, lw) })
      ).json();
      expect(notFollowed).toMatchObject({ questions: [], total: 0 });
      const byCategory = (await u.request({ method: 'GET', url: '/api/desk/queue?category=travail', token: await tok(u, lw) })).json();
      expect(byCategory.total).toBe(6);

      expect((await u.request({ method: 'GET', url: '/api/desk/queue/count', token: await tok(u, lw) })).json()).toEqual({ count: 6 });

      // Once the soonest deadline has passed, its question drops back among the waiting ones.
      go('2026-03-26T09:00:00Z');
      const later = (await u.request({ method: 'GET', url: '/api/desk/queue', token: await tok(u, lw) })).json();
      expect(later.questions.map((q: { _id: string }) => q._id)).toEqual([far, oldOpen, passed, newerOpen, soon, answered]);
    } finally {
      await u.close();
    }
  });

  it('leaves out hidden and removed questions, which refuse answers, and takes them back on a restore', async () => {
    const u = await createTestApp();
    try {
      const member = await u.createUser();
      const lw = await u.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
      const mk = async (title: string, content: string) => {
        const res = await u.request({
          method: 'POST',
          url: '/api/posts',
          token: await tok(u, member),
          payload: { title, content, category: 'travail' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json()._id as string;
      };
      const kept = await mk('Heures supplémentaires', 'Mon employeur ne paie pas mes heures, est-ce normal ?');
      // A running deadline (15 days from today) puts it in the first stream.
      const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
      const hidden = await mk('Rupture conventionnelle', `J’ai signé une rupture conventionnelle le ${day.format(u.clock.now())}.`);
      const removed = await mk('Congés payés refusés', 'Mon employeur refuse mes congés payés cet été.');
      const seen = async () => {
        const token = await tok(u, lw);
        const all = (await u.request({ method: 'GET', url: '/api/desk/queue', token })).json();
        const open = (await u.request({ method: 'GET', url: '/api/desk/queue?unanswered=true', token })).json();
        const count = (await u.request({ method: 'GET', url: '/api/desk/queue/count', token })).json().count;
        expect(open.questions).toEqual(all.questions);
        expect([all.total, open.total, count]).toEqual(Array(3).fill(all.questions.length));
        return all.questions.map((q: { _id: string }) => q._id).sort();
      };
      expect(await seen()).toEqual([kept, hidden, removed].sort());
      const first = (await u.request({ method: 'GET', url: '/api/desk/queue', token: await tok(u, lw) })).json().questions[0];
      expect([first._id, first.deadline?.daysLeft]).toEqual([hidden, 15]);
      // As a moderation decision sets them (moderation/decide.ts): hide sets hidden_at, a removal both.
      await u.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden));
      await u.db.update(posts).set({ hiddenAt: new Date(), removedAt: new Date() }).where(eq(posts.id, removed));
      expect(await seen()).toEqual([kept]);
      const refused = await u.request({
        method: 'POST',
        url: `/api/posts/${hidden}/replies`,
        token: await tok(u, lw),
        payload: { content: 'Une première réponse générale.' },
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      await u.db.update(posts).set({ hiddenAt: null, removedAt: null }).where(eq(posts.id, hidden));
      await u.db.update(posts).set({ hiddenAt: null, removedAt: null }).where(eq(posts.id, removed));
      expect(await seen()).toEqual([kept, hidden, removed].sort());
    } finally {
      await u.close();
    }
  });

  it('shows each question’s missing facts, read from its title and body by the category’s checklist', async () => {
    const some = await ask(
      'Licenciement en CDI',
      'Je suis en CDI depuis 6 ans dans une entreprise de 30 salariés ; j’ai reçu ma lettre le 3 mars 2026.',
    );
    const all = await ask('Heures non payées', 'Mon employeur refuse de payer mes heures supplémentaires.');
    const given = await ask(
      'Licenciement',
      'CDI depuis 6 ans, 30 salariés, convention collective Syntec, lettre de licenciement reçue le 3 mars 2026.',
    );
    const res = await queue(await tok(t, lawyer), '?category=travail&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().questions.map((q: { _id: string; missingFacts: unknown }) => [q._id, q.missingFacts]));
    expect(byId.get(some)).toEqual([{ id: 'convention', label: 'Convention collective (IDCC)' }]);
    expect(byId.get(all)).toEqual([
      { id: 'anciennete', label: 'Ancienneté' },
      { id: 'effectif', label: 'Effectif de l’entreprise' },
      { id: 'convention', label: 'Convention collective (IDCC)' },
      { id: 'contrat', label: 'Type de contrat' },
      { id: 'notification', label: 'Date de notification' },
    ]);
    expect(byId.get(given)).toEqual([]);
    // An edit that gives a fact removes it from the desk: the list reads the text as it is now.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/posts/${all}`,
      token: await tok(t, asker),
      payload: { content: 'Mon employeur refuse de payer mes heures supplémentaires. Je suis en CDD.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await queue(await tok(t, lawyer), '?category=travail&limit=50')).json();
    const row = after.questions.find((q: { _id: string }) => q._id === all);
    expect(row.missingFacts.map((f: { id: string }) => f.id)).toEqual(['anciennete', 'effectif', 'convention', 'notification']);
  });

  it('follows by default the categories of the lawyer’s specializations', async () => {
    const multi = await t.createUser({ role: 'lawyer', specializations: ['Droit de la construction', 'Droit du travail'] });
    const res = await queue(await tok(t, multi));
    expect(res.json().categories.map((c: { slug: string }) => c.slug)).toEqual([
      'travail',
      'immobilier-logement',
      'construction',
      'etrangers',
      'administratif',
    ]);
  });

  it('an empty queue renders: a lawyer who follows nothing gets an empty page', async () => {
    const none = await t.createUser({ role: 'lawyer', specializations: [] });
    const res = await queue(await tok(t, none));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: [], total: 0, currentPage: 1, totalPages: 0, categories: [] });
  });
});

describe('response times', () => {
  it('median time to first answer per lawyer (hidden below 5) and per category, from seeded timestamps', async () => {
    const u = await createTestApp();
    try {
      const member = await u.createUser();
      const fast = await u.createUser({ role: 'lawyer' });
      const slow = await u.createUser({ role: 'lawyer', firstName: 'Paul' });
      const go = (iso: string) => u.clock.advance(new Date(iso).getTime() - u.clock.now().getTime());
      const hours = [1, 2, 3, 5, 8]; // fast lawyer: median 3 h
      const ids: string[] = [];
      for (const [i, h] of hours.entries()) {
        const created = new Date(Date.UTC(2026, 2, 1 + i, 8));
        go(created.toISOString());
        const res = await u.request({
          method: 'POST',
          url: '/api/posts',
          token: await tok(u, member),
          payload: {
            title: `Question ${i + 1} sur le travail`,
            content: 'Une question assez longue pour être valide.',
            category: 'travail',
          },
        });
        const id = res.json()._id as string;
        ids.push(id);
        await u.db.update(posts).set({ createdAt: created }).where(eq(posts.id, id));
        go(new Date(created.getTime() + h * 3600_000).toISOString());
        const answer = async (token: string) =>
          u.request({ method: 'POST', url: `/api/posts/${id}/replies`, token, payload: { content: 'Réponse de principe.' } });
        expect((await answer(await tok(u, fast))).statusCode).toBe(200);
        // A second answer by the same lawyer does not count again; the slow lawyer answers a day later.
        expect((await answer(await tok(u, fast))).statusCode).toBe(200);
        if (i < 4) {
          go(new Date(created.getTime() + 24 * 3600_000).toISOString());
          expect((await answer(await tok(u, slow))).statusCode).toBe(200);
        }
      }
      const lawyersUrl = `/api/desk/response-times/lawyers?ids=${fast.user.id},${slow.user.id}`;
      const lawyers = (await u.request({ method: 'GET', url: lawyersUrl })).json();
      expect(lawyers.items).toEqual([
        { lawyerId: fast.user.id, responseTime: { medianSeconds: 3 * 3600, answers: 5 } },
        // 4 answers: below the minimum, hidden.
        { lawyerId: slow.user.id, responseTime: null },
      ]);
      const travail = (await u.request({ method: 'GET', url: '/api/categories/travail' })).json()._id as string;
      const cats = (await u.request({ method: 'GET', url: '/api/desk/response-times/categories' })).json();
      // The category counts each question's first lawyer answer only (the fast one).
      expect(cats.items).toContainEqual({ categoryId: travail, responseTime: { medianSeconds: 3 * 3600, answers: 5 } });

      // The periodic job slides the 90-day window: 91 days after the last answer nothing is left.
      const rows = await u.db.execute(sql`select count(*)::int as n from desk_first_answers`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(9);
      const { refreshAllResponseTimes } = await import('./response-times');
      await refreshAllResponseTimes(u.db, new Date('2026-04-01T00:00:00Z'));
      expect((await u.request({ method: 'GET', url: lawyersUrl })).json().items[0].responseTime).toEqual({
        medianSeconds: 3 * 3600,
        answers: 5,
      });
      await refreshAllResponseTimes(u.db, new Date('2026-06-10T00:00:00Z'));
      expect((await u.request({ method: 'GET', url: lawyersUrl })).json().items[0].responseTime).toBeNull();
      const after = (await u.request({ method: 'GET', url: '/api/desk/response-times/categories' })).json();
      expect(after.items).toContainEqual({ categoryId: travail, responseTime: null });
    } finally {
      await u.close();
    }
  });

  it('a deleted answer no longer counts: the lawyer’s next standing answer takes its place, or the lawyer drops out', async () => {
    const u = await createTestApp();
    try {
      const member = await u.createUser();
      const a = await u.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
      const b = await u.createUser({ role: 'lawyer', firstName: 'Paul', specializations: ['Droit du travail'] });
      const go = (iso: string) => u.clock.advance(new Date(iso).getTime() - u.clock.now().getTime());
      go('2026-03-02T08:00:00Z');
      const asked = await u.request({
        method: 'POST',
        url: '/api/posts',
        token: await tok(u, member),
        payload: { title: 'Question sur un préavis', content: 'Une question assez longue pour être valide.', category: 'travail' },
      });
      const id = asked.json()._id as string;
      // Rows take the database's time; put them on the fake clock's.
      await u.db
        .update(posts)
        .set({ createdAt: new Date('2026-03-02T08:00:00Z') })
        .where(eq(posts.id, id));
      const answerAt = async (iso: string, who: User) => {
        go(iso);
        const res = await u.request({
          method: 'POST',
          url: `/api/posts/${id}/replies`,
          token: await tok(u, who),
          payload: { content: 'Réponse.' },
        });
        expect(res.statusCode, res.body).toBe(200);
        const detail = (await u.request({ method: 'GET', url: `/api/posts/${id}` })).json();
        const replyId = detail.replies.at(-1)._id as string;
        await u.db
          .update(replies)
          .set({ createdAt: new Date(iso) })
          .where(eq(replies.id, replyId));
        return replyId;
      };
      const a1 = await answerAt('2026-03-02T09:00:00Z', a);
      await answerAt('2026-03-02T13:00:00Z', b);
      const a2 = await answerAt('2026-03-02T14:00:00Z', a);
      const rows = async () =>
        (
          (await u.db.execute(
            sql`select lawyer_id as "lawyerId", seconds, first_for_post as "first" from desk_first_answers where post_id = ${id} order by seconds`,
          )) as unknown as { rows: { lawyerId: string; seconds: number; first: boolean }[] }
        ).rows;
      const categoryAnswers = async () =>
        (
          (await u.db.execute(sql`select median_seconds as m, answers from desk_response_times where scope = 'category'`)) as unknown as {
            rows: { m: number | null; answers: number }[];
          }
        ).rows[0];
      const lawyersAnswered = async () =>
        (await u.request({ method: 'GET', url: '/api/desk/queue', token: await tok(u, b) }))
          .json()
          .questions.find((q: { _id: string }) => q._id === id).lawyersAnswered;
      expect(await rows()).toEqual([
        { lawyerId: a.user.id, seconds: 3600, first: true },
        { lawyerId: b.user.id, seconds: 5 * 3600, first: false },
      ]);
      expect(await lawyersAnswered()).toBe(2);
      expect(await categoryAnswers()).toEqual({ m: 3600, answers: 1 });

      const del = async (replyId: string) =>
        u.request({ method: 'DELETE', url: `/api/posts/${id}/replies/${replyId}`, token: await tok(u, a) });
      expect((await del(a1)).statusCode).toBe(200);
      // Lawyer A's answer that still stands came at 14:00; the question's first lawyer answer is now B's.
      expect(await rows()).toEqual([
        { lawyerId: b.user.id, seconds: 5 * 3600, first: true },
        { lawyerId: a.user.id, seconds: 6 * 3600, first: false },
      ]);
      expect(await categoryAnswers()).toEqual({ m: 5 * 3600, answers: 1 });
      expect(await lawyersAnswered()).toBe(2);

      expect((await del(a2)).statusCode).toBe(200);
      expect(await rows()).toEqual([{ lawyerId: b.user.id, seconds: 5 * 3600, first: true }]);
      expect(await lawyersAnswered()).toBe(1);
    } finally {
      await u.close();
    }
  });

  it('refuses a malformed id list', async () => {
    const res = await t.request({ method: 'GET', url: '/api/desk/response-times/lawyers?ids=abc' });
    expect(res.statusCode).toBe(400);
  });
});
