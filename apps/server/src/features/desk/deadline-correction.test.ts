import { DESK_MESSAGES, EVENT_DATE_REASONS } from '@pretoire/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, posts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// The deadline's start as the rule names it (notification, first presentation), shown before publishing, read again
// on edit and corrected by a lawyer who answered (desk-deadlines.md).

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let asker: User;
let lawyer: User;
let otherLawyer: User;
beforeAll(async () => {
  t = await createTestApp();
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
  otherLawyer = await t.createUser({ role: 'lawyer', specializations: ['Droit du travail'] });
  t.clock.advance(new Date('2026-11-20T10:00:00Z').getTime() - t.clock.now().getTime());
});
afterAll(async () => {
  await t?.close();
});

const tok = (who: User) => t.app.ctx.tokens.sign(who.user.id, who.user.tokenVersion);

async function ask(title: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: await tok(asker),
    payload: { title, content, category: 'travail', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
const notice = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/desk/questions/${id}/deadline`, token: await tok(asker) })).json().deadline;
const row = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];
const correct = async (id: string, who: User, eventDate: string | null) =>
  t.request({ method: 'PUT', url: `/api/desk/questions/${id}/deadline`, token: await tok(who), payload: { eventDate } });
async function answer(id: string, who: User) {
  const res = await t.request({
    method: 'POST',
    url: `/api/posts/${id}/replies`,
    token: await tok(who),
    payload: { content: 'Le délai court à compter de la première présentation de la lettre recommandée.' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the start the rule names', () => {
  it('a letter dated the 3rd and presented the 5th: the dismissal deadline starts on the 5th', async () => {
    const id = await ask(
      'Lettre de licenciement',
      'Ma lettre de licenciement est datée du 3 novembre mais le facteur me l’a présentée le 5 novembre. Je veux contester.',
    );
    expect(await notice(id)).toMatchObject({ ruleId: 'travail-licenciement', eventDate: '2026-11-05', endDate: '2027-11-05' });
    expect((await row(id)).deadlineEnd).toBe('2027-11-05');
  });

  it('editing the question to say «présentée le 5 novembre» moves the start', async () => {
    const id = await ask(
      'Licenciement à contester',
      'Ma lettre de licenciement est datée du 3 novembre. Je veux contester ce licenciement.',
    );
    expect(await notice(id)).toMatchObject({ eventDate: '2026-11-03' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/posts/${id}`,
      token: await tok(asker),
      payload: {
        content: 'Ma lettre de licenciement est datée du 3 novembre, présentée le 5 novembre. Je veux contester ce licenciement.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notice(id)).toMatchObject({ eventDate: '2026-11-05', endDate: '2027-11-05' });
    expect((await row(id)).deadlineEnd).toBe('2027-11-05');
  });

  it('a dismissal question naming a «numéro de sécurité sociale» keeps the 12-month dismissal rule', async () => {
    const id = await ask(
      'Licencié, attestation erronée',
      'J’ai été licencié le 12 octobre. Sur l’attestation mon numéro de sécurité sociale est faux. Je veux contester le licenciement.',
    );
    expect(await notice(id)).toMatchObject({ ruleId: 'travail-licenciement', eventDate: '2026-10-12', durationText: '12 mois' });
  });

  it('the asker who says no deadline applies gets none, in the notice and in the queue, even after an edit', async () => {
    const id = await ask('Licenciement', 'J’ai été licencié le 12 octobre, je veux contester.', { noDeadline: true });
    expect(await notice(id)).toBeNull();
    expect(await row(id)).toMatchObject({ deadlineRule: null, deadlineEnd: null });
    await t.request({
      method: 'PUT',
      url: `/api/posts/${id}`,
      token: await tok(asker),
      payload: { content: 'J’ai été licencié le 14 octobre, je veux contester.' },
    });
    expect(await notice(id)).toBeNull();
  });
});

describe('a lawyer who answered corrects the deadline', () => {
  it('is refused to the asker, to a lawyer who has not answered, and answers 404 for an unknown question', async () => {
    const id = await ask('Licenciement', 'J’ai été licencié le 12 octobre, je veux contester.');
    await answer(id, lawyer);
    for (const who of [asker, otherLawyer]) {
      const res = await correct(id, who, '2026-10-14');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DESK_MESSAGES.deadlineLawyersWhoAnswered);
    }
    expect((await correct('00000000-0000-4000-8000-000000000000', lawyer, '2026-10-14')).statusCode).toBe(404);
    const anonymous = await t.request({ method: 'PUT', url: `/api/desk/questions/${id}/deadline`, payload: { eventDate: null } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sets the start date (audited), which an edit of the text keeps; a future date is a 400', async () => {
    const id = await ask('Licenciement', 'J’ai été licencié le 12 octobre, je veux contester.');
    await answer(id, lawyer);
    expect((await correct(id, lawyer, '2026-12-01')).json().message).toBeDefined();
    expect((await correct(id, lawyer, '2026-12-01')).statusCode).toBe(400);
    expect((await correct(id, lawyer, '2026-12-01')).json().reason).toContain(EVENT_DATE_REASONS.future);
    const res = await correct(id, lawyer, '2026-10-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deadline).toMatchObject({ eventDate: '2026-10-15', eventDateSource: 'lawyer', endDate: '2027-10-15' });
    expect(res.json().deadline.summary).toContain('date corrigée par un avocat');
    expect(await row(id)).toMatchObject({ deadlineRule: 'travail-licenciement', deadlineEnd: '2027-10-15' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'deadline.correct')));
    expect(audit).toMatchObject({ actorId: lawyer.user.id, targetType: 'post' });
    expect(audit.details).toMatchObject({
      before: { eventDate: '2026-10-12' },
      after: { eventDate: '2026-10-15', eventDateSource: 'lawyer' },
    });
    await t.request({
      method: 'PUT',
      url: `/api/posts/${id}`,
      token: await tok(asker),
      payload: { content: 'J’ai été licencié le 13 octobre, je veux contester.' },
    });
    expect(await notice(id)).toMatchObject({ eventDate: '2026-10-15', eventDateSource: 'lawyer' });
  });

  it('says no deadline applies: the notice and the queue drop it; a question without a deadline is a 400', async () => {
    const id = await ask('Licenciement', 'J’ai été licencié le 12 octobre, je veux contester.');
    await answer(id, lawyer);
    const res = await correct(id, lawyer, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deadline: null });
    expect(await notice(id)).toBeNull();
    expect(await row(id)).toMatchObject({ deadlineRule: null, deadlineEnd: null });
    const none = await ask('Télétravail', 'Mon employeur peut-il imposer deux jours de présence au bureau chaque semaine ?');
    await answer(none, lawyer);
    const refused = await correct(none, lawyer, '2026-10-15');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DESK_MESSAGES.deadlineNoRule);
  });
});
