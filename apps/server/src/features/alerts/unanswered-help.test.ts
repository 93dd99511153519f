import { UNANSWERED_HELP_AFTER_H, UNANSWERED_HELP_LINKS } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { posts, replies } from '../../db/schema';
import { markHistoryUntilNow } from '../../lib/history';
import { createTestApp, type TestApp } from '../../test/harness';
import { sendUnansweredHelp } from '.';

// The one mail of free official help to an asker whose question has had no lawyer's answer for 72 hours
// (docs/decisions/unanswered-help.md), by the app's clock, read from the real SMTP test server.

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let lawyer: User;
const HOUR = 3_600_000;
const SUBJECT = 'Votre question attend encore une réponse : où trouver une aide gratuite';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', OUTBOX_POLL_MS: '500' } });
  lawyer = await t.createUser({ role: 'lawyer' });
});
afterAll(async () => {
  await t?.close();
});

async function ask(asker: User, title: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token: asker.token,
    payload: { title, content: 'Voici ma situation en quelques lignes, merci de votre aide.', category: 'travail' },
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}
async function reply(who: User, postId: string) {
  const res = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: who.token, payload: { content: 'Réponse.' } });
  expect(res.statusCode).toBe(200);
  return res.json().replies[0]._id as string; // the question comes back; its first answer is this one
}
const helpMails = (u: User) => t.mail.inbox.filter((m) => m.to === u.user.email && m.subject === SUBJECT);
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('unanswered help mail', () => {
  it('nothing before the delay; after it one mail, once across two instances and a second run', async () => {
    const asker = await t.createUser();
    const postId = await ask(asker, 'Licenciement pendant un arrêt maladie');
    t.clock.advance((UNANSWERED_HELP_AFTER_H - 1) * HOUR);
    expect(await sendUnansweredHelp(t.app.ctx)).toBe(0);
    t.clock.advance(2 * HOUR);

    const second = await buildApp({ config: t.app.ctx.config, database: t.app.ctx.database, clock: t.clock, logger: false });
    await second.ready();
    try {
      const [a, b] = await Promise.all([sendUnansweredHelp(t.app.ctx), sendUnansweredHelp(second.ctx)]);
      expect(a + b).toBe(1);
    } finally {
      await second.close();
    }
    expect(await sendUnansweredHelp(t.app.ctx)).toBe(0);
    const mail = await t.mail.waitFor((m) => m.to === asker.user.email && m.subject === SUBJECT);
    expect(mail.text).toContain('Licenciement pendant un arrêt maladie');
    expect(mail.text).toContain(`https://pretoire.example/post/${postId}`);
    for (const l of UNANSWERED_HELP_LINKS) {
      expect(mail.text).toContain(l.label);
      expect(mail.text).toContain(l.url);
    }
    expect(mail.text).toContain('Réponses à mes questions');
    expect(mail.headers['list-unsubscribe']).toContain('/api/mail/unsubscribe?token=');
    const [row] = await t.db.select({ at: posts.unansweredHelpSentAt }).from(posts).where(eq(posts.id, postId));
    expect(row?.at).toBeInstanceOf(Date);
    await settle();
    expect(helpMails(asker)).toHaveLength(1);
  });

  it('none when a lawyer answered, none for a hidden question; a hidden lawyer answer does not count', async () => {
    const answered = await t.createUser();
    const hidden = await t.createUser();
    const hiddenAnswer = await t.createUser();
    await reply(lawyer, await ask(answered, 'Préavis de démission'));
    const hiddenId = await ask(hidden, 'Question masquée par la modération');
    await t.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hiddenId));
    const replyId = await reply(lawyer, await ask(hiddenAnswer, 'Réponse d’avocat masquée'));
    await t.db.update(replies).set({ hiddenAt: new Date() }).where(eq(replies.id, replyId));
    t.clock.advance((UNANSWERED_HELP_AFTER_H + 1) * HOUR);

    expect(await sendUnansweredHelp(t.app.ctx)).toBe(1);
    await t.mail.waitFor((m) => m.to === hiddenAnswer.user.email && m.subject === SUBJECT);
    await settle();
    expect(helpMails(answered)).toHaveLength(0);
    expect(helpMails(hidden)).toHaveLength(0);
  });

  it('none to an asker who turned answer mails off', async () => {
    const asker = await t.createUser();
    const prefs = await t.request({ method: 'PUT', url: '/api/me/mail-preferences', token: asker.token, payload: { answers: false } });
    expect(prefs.statusCode).toBe(200);
    const postId = await ask(asker, 'Congés payés non pris');
    t.clock.advance((UNANSWERED_HELP_AFTER_H + 1) * HOUR);
    expect(await sendUnansweredHelp(t.app.ctx)).toBe(0);
    // Marked all the same: turning mails back on later mails about no past question.
    const [row] = await t.db.select({ at: posts.unansweredHelpSentAt }).from(posts).where(eq(posts.id, postId));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('none for questions that are history at first start (seed, restore)', async () => {
    const asker = await t.createUser();
    await ask(asker, 'Question du jeu de démonstration');
    await markHistoryUntilNow(t.db);
    const fresh = await ask(asker, 'Question posée après le démarrage');
    t.clock.advance((UNANSWERED_HELP_AFTER_H + 1) * HOUR);
    expect(await sendUnansweredHelp(t.app.ctx)).toBe(1);
    const mail = await t.mail.waitFor((m) => m.to === asker.user.email && m.subject === SUBJECT);
    expect(mail.text).toContain(`/post/${fresh}`);
    await settle();
    expect(helpMails(asker)).toHaveLength(1);
  });
});

describe('the server’s delay, for the page and the mail alike', () => {
  it('a server set to 24 h gives the question page the moment 24 h after asking, and mails at that moment', async () => {
    const u = await createTestApp({ env: { UNANSWERED_HELP_AFTER_H: '24', OUTBOX_POLL_MS: '500' } });
    try {
      const asker = await u.createUser();
      const created = await u.request({
        method: 'POST',
        url: '/api/posts',
        token: asker.token,
        payload: { title: 'Rupture de période d’essai', content: 'Mon employeur a rompu ma période d’essai hier.', category: 'travail' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { _id: postId, createdAt } = created.json();
      const helpAt = new Date(Date.parse(createdAt) + 24 * HOUR).toISOString();
      expect(created.json().unansweredHelpAt).toBe(helpAt);
      // The public page says the same to everyone: the moment, not whether it has come (the page is cached).
      const page = await u.request({ method: 'GET', url: `/api/posts/${postId}` });
      expect(page.json().unansweredHelpAt).toBe(helpAt);

      // The row's time is the database's (microseconds), the page's is in milliseconds: one second either side.
      const setClock = (ms: number) => u.clock.advance(ms - u.clock.now().getTime());
      setClock(Date.parse(helpAt) - 1000);
      expect(await sendUnansweredHelp(u.app.ctx)).toBe(0);
      setClock(Date.parse(helpAt) + 1000);
      expect(await sendUnansweredHelp(u.app.ctx)).toBe(1);
      await u.mail.waitFor((m) => m.to === asker.user.email && m.subject === SUBJECT);
    } finally {
      await u.close();
    }
  });
});
