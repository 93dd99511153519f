import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { type CaughtMail, startMailCatcher } from '../../test/mail-catcher';
import { sendDueFollowUps } from '.';
import { answerAs, askAs, mailsTo as mailsOf, mailTestApp, PUBLIC_ORIGIN, settle, type User } from './mail-test-app';

// Mails to askers (first answer at once, further ones gathered), to lawyers (marks, ratings, replies),
// preferences, and the RFC 8058 unsubscribe link.

let t: TestApp;
let asker: User;
let lawyers: User[];
beforeAll(async () => {
  t = await mailTestApp({ OUTBOX_RETRY_DELAY_S: '1', OUTBOX_RETRY_BACKOFF: 'false' });
  asker = await t.createUser();
  lawyers = [await t.createUser({ role: 'lawyer' }), await t.createUser({ role: 'lawyer' }), await t.createUser({ role: 'lawyer' })];
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = (email: string) => mailsOf(t, email);
const ask = (title: string, who = asker) => askAs(t, who, title, 'Mon employeur refuse de payer mes heures supplémentaires, que faire ?');
const answer = (postId: string, who: User, content: string, parent?: string) => answerAs(t, who, postId, content, parent);
const replyIds = async (postId: string) =>
  (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json().replies.map((r: { _id: string }) => r._id) as string[];
const unsubscribeUrl = (m: CaughtMail) => /<([^>]+)>/.exec(m.headers['list-unsubscribe'])![1];
const pathOf = (url: string) => url.replace(PUBLIC_ORIGIN, '');
/** The unsubscribe link a person clicks in the mail's text. */
const pageLinkOf = (m: CaughtMail) =>
  pathOf(/https:\/\/pretoire\.example\/desinscription\?token=\S+/.exec(m.text)?.[0] ?? '(no page link)');

describe('mails to the asker', () => {
  it('an answer: one mail with the question\u2019s link, the site\u2019s name, text and HTML, and RFC 8058 headers', async () => {
    const postId = await ask('Heures supplémentaires impayées');
    await answer(postId, lawyers[0], 'Vous pouvez saisir le conseil de prud\u2019hommes.');
    const m = await t.mail.waitFor((x) => x.to === asker.user.email);
    expect(m.subject).toBe('Nouvelle réponse à votre question « Heures supplémentaires impayées »');
    expect(m.text).toContain(`https://pretoire.example/post/${postId}`);
    expect(m.text).toContain('conseil de prud\u2019hommes');
    expect(m.html).toContain(`href="https://pretoire.example/post/${postId}"`);
    expect(m.html).toContain('Prétoire');
    expect(m.headers['list-unsubscribe']).toMatch(/^<https:\/\/pretoire\.example\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await settle();
    expect(mailsTo(asker.user.email!)).toHaveLength(1);
  });

  it('three answers in a minute: one mail at once for the first, then one follow-up listing the other two', async () => {
    const other = await t.createUser();
    const postId = await ask('Licenciement pendant un arrêt maladie', other);
    await answer(postId, lawyers[0], 'Première réponse : le licenciement est encadré.');
    await t.mail.waitFor((x) => x.to === other.user.email);
    t.clock.advance(20_000);
    await answer(postId, lawyers[1], 'Deuxième réponse : vérifiez le motif invoqué.');
    t.clock.advance(20_000);
    await answer(postId, lawyers[2], 'Troisième réponse : contactez l\u2019inspection du travail.');
    await settle();
    expect(mailsTo(other.user.email!)).toHaveLength(1);
    expect(await sendDueFollowUps(t.app.ctx)).toBe(0); // the window is not over
    t.clock.advance(15 * 60_000);
    expect(await sendDueFollowUps(t.app.ctx)).toBe(1);
    expect(await sendDueFollowUps(t.app.ctx)).toBe(0); // claimed once
    const follow = await t.mail.waitFor((x) => x.to === other.user.email && x.subject.startsWith('2 autres réponses'));
    expect(follow.text).toContain('Deuxième réponse');
    expect(follow.text).toContain('Troisième réponse');
    expect(follow.text).not.toContain('Première réponse');
    expect(follow.text).toContain(`https://pretoire.example/post/${postId}`);
    await settle();
    expect(mailsTo(other.user.email!)).toHaveLength(2);
    // After the window, the next answer is mailed at once again.
    t.clock.advance(16 * 60_000);
    await answer(postId, lawyers[0], 'Quatrième réponse, bien plus tard.');
    await t.mail.waitFor((x) => x.to === other.user.email && x.text.includes('Quatrième réponse'));
  });
});

describe('SMTP down', () => {
  it('answers keep working while SMTP is stopped; once it is back the mail arrives exactly once', async () => {
    const member = await t.createUser();
    const postId = await ask('Accident du travail', member);
    const port = t.mail.port;
    await t.mail.close();
    await answer(postId, lawyers[0], 'Déclarez l\u2019accident à votre employeur sous 24 heures.');
    await answer(postId, lawyers[1], 'Conservez le certificat médical initial.');
    await new Promise((r) => setTimeout(r, 1500)); // the worker tries and schedules a retry
    t.mail = await startMailCatcher(port);
    await t.mail.waitFor((x) => x.to === member.user.email, 15_000);
    await settle();
    // The first answer is mailed; the second waits for the follow-up (the 15-minute window).
    expect(mailsTo(member.user.email!)).toHaveLength(1);
    expect(mailsTo(member.user.email!)[0].text).toContain('sous 24 heures');
  });
});

describe('mails to lawyers', () => {
  it('marked satisfactory, then re-rated, then replied to: one mail each, with the link', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const postId = await ask('Rupture conventionnelle');
    await answer(postId, lawyer, 'La rupture conventionnelle demande l\u2019accord des deux parties.');
    const [replyId] = await replyIds(postId);
    const mark = (rating: number) =>
      t.request({ method: 'PUT', url: `/api/posts/${postId}/replies/${replyId}/satisfactory`, token: asker.token, payload: { rating } });
    expect((await mark(4)).statusCode).toBe(200);
    const first = await t.mail.waitFor((x) => x.to === lawyer.user.email && x.subject === 'Votre réponse a été jugée satisfaisante');
    expect(first.text).toContain('(4/5)');
    expect(first.text).toContain(`https://pretoire.example/post/${postId}`);
    expect((await mark(5)).statusCode).toBe(200);
    const rerated = await t.mail.waitFor((x) => x.to === lawyer.user.email && x.subject === 'La note de votre réponse a changé');
    expect(rerated.text).toContain('4/5 → 5/5');
    await answer(postId, asker, 'Merci, et pour le délai de rétractation ?', replyId);
    const replied = await t.mail.waitFor((x) => x.to === lawyer.user.email && x.subject.startsWith('Réponse à votre message'));
    expect(replied.text).toContain('délai de rétractation');
  });
});

describe('preferences and unsubscribe', () => {
  it('defaults, then each kind off stops that kind only', async () => {
    const lawyer = await t.createUser({ role: 'lawyer' });
    const member = await t.createUser();
    const get = (u: User) => t.request({ method: 'GET', url: '/api/me/mail-preferences', token: u.token });
    expect((await get(member)).json()).toEqual({
      answers: true,
      replies: true,
      ratings: true,
      newQuestions: 'digest',
      consultations: true,
    });
    const put = await t.request({ method: 'PUT', url: '/api/me/mail-preferences', token: lawyer.token, payload: { ratings: false } });
    expect(put.json()).toEqual({ answers: true, replies: true, ratings: false, newQuestions: 'digest', consultations: true });
    expect(
      (await t.request({ method: 'PUT', url: '/api/me/mail-preferences', token: lawyer.token, payload: { newQuestions: 'sometimes' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/me/mail-preferences' })).statusCode).toBe(401);

    const postId = await ask('Préavis de démission', member);
    await answer(postId, lawyer, 'Le préavis dépend de votre convention collective.');
    const [replyId] = await replyIds(postId);
    await t.request({
      method: 'PUT',
      url: `/api/posts/${postId}/replies/${replyId}/satisfactory`,
      token: member.token,
      payload: { rating: 5 },
    });
    await answer(postId, member, 'Et si je suis cadre ?', replyId);
    await t.mail.waitFor((x) => x.to === lawyer.user.email && x.subject.startsWith('Réponse à votre message'));
    await settle();
    expect(mailsTo(lawyer.user.email!).map((m) => m.subject)).toEqual(['Réponse à votre message sur « Préavis de démission »']);

    // The asker turns answers off: no more answer mails for them.
    await t.request({ method: 'PUT', url: '/api/me/mail-preferences', token: member.token, payload: { answers: false } });
    const second = await ask('Période d\u2019essai', member);
    await answer(second, lawyer, 'La période d\u2019essai peut être rompue librement.');
    await settle();
    expect(mailsTo(member.user.email!).filter((m) => m.subject.includes('Période d\u2019essai'))).toHaveLength(0);
  });

  it('the link: GET confirms without changing anything, POST one-click stops that kind and nothing else', async () => {
    const member = await t.createUser();
    const lawyer = await t.createUser({ role: 'lawyer' });
    const postId = await ask('Congés payés', member);
    await answer(postId, lawyer, 'Vos congés payés restent dus.');
    const m = await t.mail.waitFor((x) => x.to === member.user.email);
    const url = pathOf(unsubscribeUrl(m));
    const page = await t.request({ method: 'GET', url: pageLinkOf(m) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Ne plus recevoir ces e-mails');
    expect(page.body).toContain('Réponses à mes questions');
    expect((await t.request({ method: 'GET', url: '/api/me/mail-preferences', token: member.token })).json().answers).toBe(true);

    const done = await t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('C\u2019est fait');
    expect((await t.request({ method: 'GET', url: '/api/me/mail-preferences', token: member.token })).json()).toEqual({
      answers: false,
      replies: true,
      ratings: true,
      newQuestions: 'digest',
      consultations: true,
    });
    await answer(postId, lawyers[1], 'Une seconde réponse après la désinscription.');
    await settle();
    expect(mailsTo(member.user.email!)).toHaveLength(1);
  });

  it('the mail\u2019s link opens a page of the site, not /api: a form without script, then «déjà désinscrit» when opened again', async () => {
    const member = await t.createUser();
    const postId = await ask('Prime de fin d\u2019année', member);
    await answer(postId, lawyers[0], 'La prime d\u2019usage est due si elle est constante et générale.');
    const m = await t.mail.waitFor((x) => x.to === member.user.email);
    const link = pageLinkOf(m);
    expect(link).toMatch(/^\/desinscription\?token=/);
    expect(m.html).toContain(`href="https://pretoire.example${link.replace(/&/g, '&amp;')}"`);
    // RFC 8058 one-click keeps its own URL under /api.
    expect(unsubscribeUrl(m)).toMatch(/^https:\/\/pretoire\.example\/api\/mail\/unsubscribe\?token=/);

    const confirm = await t.request({ method: 'GET', url: link });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['cache-control']).toBe('no-store');
    expect(confirm.headers['x-robots-tag']).toBe('noindex');
    expect(confirm.body).not.toContain('<script');
    const action = /<form method="post" action="([^"]+)"/.exec(confirm.body)![1].replace(/&amp;/g, '&');
    expect(action).toBe(link);
    const form = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const done = await t.request({ ...form, url: action });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('C\u2019est fait');
    expect((await t.request({ method: 'GET', url: '/api/me/mail-preferences', token: member.token })).json().answers).toBe(false);

    // Opened again (the page, its form, the one-click URL): nothing to do, and it says so.
    for (const again of [
      await t.request({ method: 'GET', url: link }),
      await t.request({ ...form, url: link }),
      await t.request({ ...form, url: pathOf(unsubscribeUrl(m)) }),
    ]) {
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('Vous êtes déjà désinscrit');
      expect(again.body).not.toContain('<form');
    }
    // A link from a mail sent before the page moved still lands on it.
    const old = await t.request({ method: 'GET', url: pathOf(unsubscribeUrl(m)) });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(link);
  });

  it('a tampered, someone else\u2019s, another kind\u2019s, malformed or expired link is refused with a French page, never a 500', async () => {
    const member = await t.createUser();
    const postId = await ask('Harcèlement au travail', member);
    await answer(postId, lawyers[2], 'Documentez chaque fait et parlez-en au médecin du travail.');
    const m = await t.mail.waitFor((x) => x.to === member.user.email);
    const token = decodeURIComponent(/token=(.+)$/.exec(unsubscribeUrl(m))![1]);
    const [userId, kind, until, sig] = token.split('.');
    const other = (await t.createUser()).user.id;
    const tries = [
      `${other}.${kind}.${until}.${sig}`, // someone else
      `${userId}.rating.${until}.${sig}`, // another kind
      `${userId}.${kind}.${Number(until) + 1000}.${sig}`, // longer life
      `${userId}.${kind}.${until}.${sig.slice(0, -2)}AA`, // tampered signature
      'pas-un-jeton',
      '',
      `${userId}.${kind}`,
    ];
    for (const bad of tries) {
      for (const [method, path] of [
        ['GET', '/desinscription'],
        ['POST', '/desinscription'],
        ['POST', '/api/mail/unsubscribe'],
      ] as const) {
        const res = await t.request({ method, url: `${path}?token=${encodeURIComponent(bad)}` });
        expect(res.statusCode, `${method} ${path} ${bad}`).toBe(400);
        expect(res.body).toContain('Lien de désinscription invalide');
      }
    }
    expect((await t.request({ method: 'GET', url: '/desinscription' })).statusCode).toBe(400);
    t.clock.advance(200 * 86_400_000);
    const expired = await t.request({ method: 'POST', url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('Lien de désinscription expiré');
    t.clock.advance(-200 * 86_400_000);
    expect((await t.request({ method: 'GET', url: '/api/me/mail-preferences', token: member.token })).json().answers).toBe(true);
  });
});
