import { UNANSWERED_HELP_AFTER_H, UNANSWERED_HELP_LINKS } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { posts, replies } from '../../db/schema';
import { markHistoryUntilNow } from '../../lib/history';
import type { TestApp } from '../../test/harness';
import { sendUnansweredHelp } from '.';
import { answerAs, askAs, mailsTo, mailTestApp, settle, type User } from './mail-test-app';

// The one mail of free official help to an asker whose question has had no lawyer's answer for 72 hours
// (docs/decisions/unanswered-help.md), by the app's clock, read from the real SMTP test server.

let t: TestApp;
let lawyer: User;
const HOUR = 3_600_000;
const SUBJECT = 'Votre question attend encore une réponse : où trouver une aide gratuite';

beforeAll(async () => {
  t = await mailTestApp();
  lawyer = await t.createUser({ role: 'lawyer' });
});
afterAll(async () => {
  await t?.close();
});

const CONTENT = 'Voici ma situation en quelques lignes, merci de votre aide.';
const ask = (asker: User, title: string) => askAs(t, asker, title, CONTENT);
// The question comes back; its first answer is this one.
const reply = async (who: User, postId: string) => (await answerAs(t, who, postId, 'Réponse.')).json().replies[0]._id as string;
const helpMails = (u: User) => mailsTo(t, u.user.email!).filter((m) => m.subject === SUBJECT);

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
    const u = await mailTestApp({ UNANSWERED_HELP_AFTER_H: '24' });
    try {
      const asker = await u.createUser();
      const postId = await askAs(u, asker, 'Rupture de période d’essai', 'Mon employeur a rompu ma période d’essai hier.');
      const page = await u.request({ method: 'GET', url: `/api/posts/${postId}` });
      const { createdAt } = page.json();
      const helpAt = new Date(Date.parse(createdAt) + 24 * HOUR).toISOString();
      // The public page says the same to everyone: the moment, not whether it has come (the page is cached).
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
