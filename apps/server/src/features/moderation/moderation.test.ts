import { HIDDEN_CONTENT_TEXT, MODERATION_STATEMENT_MAX, OUT_OF_COURT_URL, POLICY_MESSAGES, TRUST_MESSAGES } from '@pretoire/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, posts, replies, reports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// Notices from members and visitors, the grouped queue, decisions with their statements,
// hidden content as each role sees it, restore, suspension.

let t: TestApp;
type U = Awaited<ReturnType<TestApp['createUser']>>;
let admin: U;
let asker: U;
let lawyer: U;
let other: U;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  asker = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer' });
  other = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const SECRET_TITLE = 'Mon voisin Jean Dupont est un escroc notoire';
const SECRET_TEXT = 'Jean Dupont du troisième étage vole le courrier de tout l’immeuble depuis des années.';
const PLAIN_TEXT = 'Mon employeur refuse de me payer mes heures supplémentaires depuis trois mois.';

async function ask(title = SECRET_TITLE, content = SECRET_TEXT) {
  const res = await t.request({ method: 'POST', url: '/api/posts', token: asker.token, payload: { title, content, category: 'travail' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
async function answer(postId: string, content = 'Réponse de l’avocat : consultez le règlement de copropriété.') {
  const res = await t.request({ method: 'POST', url: `/api/posts/${postId}/replies`, token: lawyer.token, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().replies as { _id: string; content: string }[]).find((r) => r.content === content)?._id as string;
}
const report = (payload: Record<string, unknown>, token?: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/reports', token, payload, remoteAddress: ip });
const queue = async (status = 'open') => {
  const res = await t.request({ method: 'GET', url: `/api/admin/reports?status=${status}&limit=100`, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { groups: Group[]; total: number };
};
type Group = {
  _id: string;
  targetType: string;
  targetId: string;
  count: number;
  reasons: { reason: string; count: number }[];
  snapshot: Record<string, string | null>;
  hidden: boolean | null;
  decision: { decision: string; statement: string } | null;
  reports: { reporter: string }[];
};
const decide = (id: string, payload: Record<string, unknown>, token = admin.token) =>
  t.request({ method: 'PUT', url: `/api/admin/reports/${id}`, token, payload });
const groupOf = async (targetId: string) => (await queue()).groups.find((g) => g.targetId === targetId) as Group;

describe('reports', () => {
  it('accepts members, lawyers and visitors (with an e-mail) on questions, answers and profiles', async () => {
    const postId = await ask('Question signalée par plusieurs personnes', PLAIN_TEXT);
    const replyId = await answer(postId);
    expect(
      (await report({ targetType: 'post', targetId: postId, reason: 'illegal_defamation', details: 'Nom cité' }, other.token)).statusCode,
    ).toBe(201);
    expect((await report({ targetType: 'post', targetId: postId, reason: 'spam' }, lawyer.token)).statusCode).toBe(201);
    const visitor = await report({ targetType: 'post', targetId: postId, reason: 'illegal_defamation', email: 'Passant@Example.test' });
    expect(visitor.statusCode, visitor.body).toBe(201);
    expect(visitor.json().message).toMatch(/transmis à la modération/);
    expect((await report({ targetType: 'reply', targetId: replyId, reason: 'solicitation' }, asker.token)).statusCode).toBe(201);
    expect(
      (await report({ targetType: 'user', targetId: lawyer.user.id, reason: 'other', email: 'quelquun@example.test' })).statusCode,
    ).toBe(201);

    const g = await groupOf(postId);
    expect(g.count).toBe(3);
    expect(g.snapshot).toEqual({ title: 'Question signalée par plusieurs personnes', content: PLAIN_TEXT });
    expect(Object.fromEntries(g.reasons.map((r) => [r.reason, r.count]))).toEqual({ illegal_defamation: 2, spam: 1 });
    expect(g.reports.map((r) => r.reporter)).toContain('Visiteur');
    expect((await groupOf(replyId)).targetType).toBe('reply');
    expect((await groupOf(lawyer.user.id)).targetType).toBe('user');
    // Visitor addresses are stored as given, but a second report with another case is the same person.
    const again = await report(
      { targetType: 'post', targetId: postId, reason: 'spam', email: 'passant@example.test' },
      undefined,
      '10.0.0.2',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPORT_DUPLICATE');
  });

  it('refuses bad input with the French reason: own content, deleted or unknown targets, unknown reasons, no e-mail', async () => {
    const postId = await ask('Question pour les refus de signalement', PLAIN_TEXT);
    const own = await report({ targetType: 'post', targetId: postId, reason: 'spam' }, asker.token);
    expect([own.statusCode, own.json().code]).toEqual([400, 'REPORT_OWN_CONTENT']);
    const ownProfile = await report({ targetType: 'user', targetId: other.user.id, reason: 'spam' }, other.token);
    expect(ownProfile.json().code).toBe('REPORT_OWN_CONTENT');
    const unknown = await report({ targetType: 'reply', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' }, other.token);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'REPORT_TARGET_NOT_FOUND']);
    const badReason = await report({ targetType: 'post', targetId: postId, reason: 'boring' }, other.token);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().reason).toMatch(/motif de signalement inconnu/);
    const noMail = await report({ targetType: 'post', targetId: postId, reason: 'spam' });
    expect([noMail.statusCode, noMail.json().code]).toEqual([400, 'REPORT_EMAIL_REQUIRED']);
    // A tombstoned answer (deleted, with a child) still exists but can no longer be reported.
    const replyId = await answer(postId);
    const child = await t.request({
      method: 'POST',
      url: `/api/posts/${postId}/replies/${replyId}`,
      token: asker.token,
      payload: { content: 'Merci, une précision ?' },
    });
    expect(child.statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${postId}/replies/${replyId}`, token: lawyer.token })).statusCode).toBe(
      200,
    );
    const deleted = await report({ targetType: 'reply', targetId: replyId, reason: 'spam' }, other.token);
    expect([deleted.statusCode, deleted.json().code]).toEqual([400, 'REPORT_DELETED_TARGET']);
    const long = await report({ targetType: 'post', targetId: postId, reason: 'spam', details: 'x'.repeat(2001) }, other.token);
    expect(long.statusCode).toBe(400);
  });

  it('limits a visitor’s reports per IP address', async () => {
    const postId = await ask('Question pour la limite des visiteurs', PLAIN_TEXT);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await report({ targetType: 'post', targetId: postId, reason: 'spam', email: `v${i}@example.test` }, undefined, '10.9.9.9'))
          .statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await report({ targetType: 'post', targetId: postId, reason: 'spam', email: 'v9@example.test' }, undefined, '10.9.9.8');
    expect(other.statusCode).toBe(201);
  });
});

describe('the moderation queue', () => {
  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: asker.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports', token: lawyer.token })).statusCode).toBe(403);
    const g = (await queue()).groups[0];
    expect((await decide(g._id, { decision: 'keep', statement: 'Rien d’illicite ici.' }, lawyer.token)).statusCode).toBe(403);
  });

  it('hides a question: the public never gets its text, the author and admins do, with the statement; both sides are told', async () => {
    const postId = await ask();
    const mailsBefore = t.mail.inbox.length;
    await report({ targetType: 'post', targetId: postId, reason: 'illegal_defamation' }, other.token);
    await report({ targetType: 'post', targetId: postId, reason: 'illegal_defamation', email: 'temoin@example.test' });
    const stats = await t.request({ method: 'GET', url: '/api/admin/stats', token: admin.token });
    expect(stats.json().moderation.openReports).toBeGreaterThanOrEqual(2);
    const g = await groupOf(postId);
    const statement = 'Propos diffamatoires visant une personne nommée (art. 29 de la loi du 29 juillet 1881).';
    const res = await decide(g._id, { decision: 'hide', statement });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group.decision.decision).toBe('hide');
    expect(res.json().group.hidden).toBe(true);

    // The public: the page, the list and a search show the placeholder, never the text.
    for (const url of [
      `/api/posts/${postId}`,
      '/api/posts?limit=50',
      '/api/posts?q=escroc%20notoire',
      `/api/posts?author=${asker.user.id}`,
    ]) {
      const pub = await t.request({ method: 'GET', url, token: url.includes('author') ? other.token : undefined });
      expect(pub.statusCode).toBe(200);
      expect(pub.body).not.toContain('Dupont');
      expect(pub.body).not.toContain(statement);
    }
    const pub = (await t.request({ method: 'GET', url: `/api/posts/${postId}`, token: other.token })).json();
    expect([pub.title, pub.content, pub.hidden, pub.moderationStatement]).toEqual([HIDDEN_CONTENT_TEXT, HIDDEN_CONTENT_TEXT, true, null]);
    // The author and an admin.
    for (const who of [asker, admin]) {
      const seen = (await t.request({ method: 'GET', url: `/api/posts/${postId}`, token: who.token })).json();
      expect([seen.title, seen.hidden, seen.moderationStatement]).toEqual([SECRET_TITLE, true, statement]);
    }
    // The stored row keeps the text (for the author, a restore, or a court).
    const [row] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(row.title).toBe(SECRET_TITLE);
    expect(row.hiddenAt).not.toBeNull();

    // Statement of reasons to the author, in-app and by mail; the outcome to both notifiers.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, asker.user.id));
    expect(note).toBeDefined();
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, asker.user.id));
    expect(notes.some((n) => n.content.includes(statement) && n.content.includes('masqué'))).toBe(true);
    const toAuthor = await t.mail.waitFor((m) => m.to.includes(asker.user.email!) && m.text.includes(statement));
    expect(toAuthor.subject).toMatch(/décision de modération/);
    // Redress (art. 17): the appeal page, the out-of-court bodies, the courts; replies reach a mailbox someone reads.
    const contact = t.app.ctx.config.abuseEmail;
    expect(toAuthor.text).toContain(`/recours?report=${g._id}`);
    expect(toAuthor.text).toContain(OUT_OF_COURT_URL);
    expect(toAuthor.text).toContain('juridictions');
    expect(toAuthor.text).toContain('sans recours à des moyens automatisés');
    expect(toAuthor.text).not.toContain('en répondant');
    expect(toAuthor.headers['reply-to']).toContain(contact);
    const toMember = await t.mail.waitFor((m) => m.to.includes(other.user.email!) && m.subject.includes('signalement'));
    expect(toMember.text).toMatch(/masqué/);
    const toVisitor = await t.mail.waitFor((m) => m.to.includes('temoin@example.test'));
    expect(toVisitor.text).toMatch(/masqué/);
    // A visitor has no account: their link carries a signed token.
    expect(toVisitor.text).toMatch(/\/recours\?report=[0-9a-f-]+&token=/);
    expect(t.mail.inbox.length - mailsBefore).toBeGreaterThanOrEqual(3);

    // Audit log and history; the group left the open queue.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, postId));
    expect(audit.map((a) => a.action)).toEqual(['moderation.hide']);
    expect(audit[0].details).toMatchObject({ statement, reports: 2 });
    expect(await groupOf(postId)).toBeUndefined();
    const history = (await queue('decided')).groups.find((x) => x.targetId === postId);
    expect(history?.decision?.statement).toBe(statement);
    expect(history?.count).toBe(2);
    // Deciding the same group again: nothing open.
    const twice = await decide(g._id, { decision: 'keep', statement: 'Deuxième décision sur le même groupe.' });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'REPORT_ALREADY_DECIDED']);

    // Restore: the public sees the text again; restoring what is not hidden is refused.
    const restore = await decide(g._id, { decision: 'restore', statement: 'Après réexamen, les propos relèvent du témoignage.' });
    expect(restore.statusCode, restore.body).toBe(200);
    const back = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    expect([back.title, back.hidden]).toEqual([SECRET_TITLE, false]);
    const again = await decide(g._id, { decision: 'restore', statement: 'Encore une fois, sans objet.' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'RESTORE_NOT_HIDDEN']);
  });

  it('hides and deletes answers, keeps content, and refuses hiding a profile or a too-long statement', async () => {
    const postId = await ask('Question avec réponses signalées', PLAIN_TEXT);
    const hiddenReply = await answer(postId, 'Appelez mon cabinet pour un rendez-vous payant.');
    const deletedReply = await answer(postId, 'Réponse publicitaire à supprimer.');
    await report({ targetType: 'reply', targetId: hiddenReply, reason: 'solicitation' }, asker.token);
    await report({ targetType: 'reply', targetId: deletedReply, reason: 'spam' }, asker.token);
    await report({ targetType: 'user', targetId: asker.user.id, reason: 'other' }, other.token);

    const tooLong = await decide((await groupOf(hiddenReply))._id, {
      decision: 'hide',
      statement: 'x'.repeat(MODERATION_STATEMENT_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await decide((await groupOf(hiddenReply))._id, { decision: 'hide', statement: 'Démarchage interdit par le RIN.' })).statusCode,
    ).toBe(200);
    expect((await decide((await groupOf(deletedReply))._id, { decision: 'delete', statement: 'Publicité sans rapport.' })).statusCode).toBe(
      200,
    );
    const profile = await decide((await groupOf(asker.user.id))._id, { decision: 'hide', statement: 'Un profil ne se masque pas.' });
    expect([profile.statusCode, profile.json().code]).toEqual([400, 'PROFILE_DECISION']);
    expect(
      (await decide((await groupOf(asker.user.id))._id, { decision: 'keep', statement: 'Profil conforme aux règles.' })).statusCode,
    ).toBe(200);

    const pub = (await t.request({ method: 'GET', url: `/api/posts/${postId}` })).json();
    const replyOf = (d: { replies: { _id: string; content: string; hidden?: boolean }[] }, id: string) =>
      d.replies.find((r) => r._id === id);
    expect(replyOf(pub, hiddenReply)?.content).toBe(HIDDEN_CONTENT_TEXT);
    expect(replyOf(pub, deletedReply)).toBeUndefined();
    const mine = (await t.request({ method: 'GET', url: `/api/posts/${postId}`, token: lawyer.token })).json();
    expect(replyOf(mine, hiddenReply)).toMatchObject({ content: 'Appelez mon cabinet pour un rendez-vous payant.', hidden: true });
    // A removal is a soft delete a reversal can undo (moderation-removal.md): kept in the database, shown to nobody.
    expect(replyOf(mine, deletedReply)).toBeUndefined();
    const [removed] = await t.db.select().from(replies).where(eq(replies.id, deletedReply));
    expect(removed.removedAt).not.toBeNull();
    const kept = await t.db.select().from(reports).where(eq(reports.targetId, asker.user.id));
    expect(kept.every((r) => r.status === 'decided')).toBe(true);
  });

  it('suspends and lifts by the admin route, audited', async () => {
    const u = await t.createUser();
    const path = `/api/admin/users/${u.user.id}/suspension`;
    expect(
      (await t.request({ method: 'PUT', url: path, token: asker.token, payload: { days: 3, statement: 'Pas un admin ici.' } })).statusCode,
    ).toBe(403);
    const s = await t.request({
      method: 'PUT',
      url: path,
      token: admin.token,
      payload: { days: 3, statement: 'Messages répétés hors sujet.' },
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().suspendedUntil).not.toBeNull();
    const login = () => t.request({ method: 'POST', url: '/api/auth/login', payload: { email: u.user.email, password: u.password } });
    expect((await login()).statusCode).toBe(403);
    const lift = await t.request({ method: 'PUT', url: path, token: admin.token, payload: { days: 0, statement: 'Levée après échange.' } });
    expect(lift.json().suspendedUntil).toBeNull();
    expect((await login()).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.user.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['user.suspend', 'user.unsuspend']);
  });

  it('refuses to suspend oneself or another admin (the last admin included), by the route and by a decision', async () => {
    const second = await t.createUser({ role: 'admin' });
    const suspend = (id: string, token = admin.token) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/users/${id}/suspension`,
        token,
        payload: { days: 3, statement: 'Essai de suspension.' },
      });
    const self = await suspend(admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'SUSPEND_SELF', message: TRUST_MESSAGES.suspendSelf });
    const peer = await suspend(second.user.id);
    expect(peer.statusCode).toBe(403);
    expect(peer.json()).toMatchObject({ code: 'SUSPEND_ADMIN', message: TRUST_MESSAGES.suspendAdmin });
    expect((await suspend(admin.user.id, second.token)).statusCode).toBe(403);
    // A decision on a report about an admin's profile cannot carry a suspension either; nothing is recorded.
    await report({ targetType: 'user', targetId: second.user.id, reason: 'other' }, other.token);
    const d = await decide((await groupOf(second.user.id))._id, { decision: 'keep', statement: 'Profil signalé à tort.', suspendDays: 3 });
    expect(d.statusCode).toBe(403);
    expect(d.json().code).toBe('SUSPEND_ADMIN');
    expect((await groupOf(second.user.id))._id).toBeDefined();
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, second.user.id));
    expect(rows).toEqual([]);
    for (const u of [admin, second]) {
      const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: u.user.email, password: u.password } });
      expect(login.statusCode).toBe(200);
    }
  });

  it('hidden means hidden: out of the sitemap, no new answer or nested reply; all back once restored', async () => {
    const postId = await ask('Mon employeur ne paie pas les heures', PLAIN_TEXT);
    const answerId = await answer(postId, 'Réclamez-les par écrit ; le conseil de prud’hommes peut être saisi ensuite.');
    const sitemap = async () => (await t.request({ method: 'GET', url: '/sitemaps/questions-1.xml' })).body;
    expect(await sitemap()).toContain(`/post/${postId}`);
    await report({ targetType: 'post', targetId: postId, reason: 'spam' }, other.token);
    const g = await groupOf(postId);
    expect((await decide(g._id, { decision: 'hide', statement: 'Masqué le temps de vérifier un signalement.' })).statusCode).toBe(200);

    expect(await sitemap()).not.toContain(`/post/${postId}`);
    const second = await t.createUser({ role: 'lawyer' });
    const top = `/api/posts/${postId}/replies`;
    const nested = `${top}/${answerId}`;
    const attempts = [
      { url: top, token: second.token, payload: { content: 'Une nouvelle réponse sur une question masquée.' } },
      { url: nested, token: lawyer.token, payload: { content: 'Une réponse imbriquée sous la mienne.' } },
      { url: nested, token: asker.token, payload: { content: 'Merci, une précision sur ma question ?' } },
    ];
    for (const { url, token, payload } of attempts) {
      const res = await t.request({ method: 'POST', url, token, payload });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'QUESTION_HIDDEN', message: POLICY_MESSAGES.questionHidden });
    }
    const missing = await t.request({
      method: 'POST',
      url: '/api/posts/00000000-0000-4000-8000-000000000000/replies',
      token: second.token,
      payload: { content: 'Une réponse à une question qui n’existe pas.' },
    });
    expect(missing.statusCode).toBe(404);

    const restore = await decide(g._id, { decision: 'restore', statement: 'Signalement infondé après vérification.' });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await sitemap()).toContain(`/post/${postId}`);
    for (const { url, token, payload } of attempts) {
      const res = await t.request({ method: 'POST', url, token, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('suspends an author for a duration: sessions end, sign-in is refused with the date and statement, then allowed again', async () => {
    const troll = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: troll.token,
      payload: { title: 'Message insultant envers tous', content: 'Un contenu haineux qui mérite une suspension.', category: 'travail' },
    });
    const postId = res.json()._id;
    await report({ targetType: 'post', targetId: postId, reason: 'illegal_hate' }, other.token);
    const d = await decide((await groupOf(postId))._id, { decision: 'delete', statement: 'Propos haineux répétés.', suspendDays: 7 });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().group.decision.suspendedUntil).not.toBeNull();
    expect((await t.request({ method: 'GET', url: `/api/posts/${postId}` })).statusCode).toBe(404);

    // The old session is over; posting is impossible; sign-in says until when and why.
    const post = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: troll.token,
      payload: { title: 'Je reviens malgré tout', content: 'Un autre message après la suspension.', category: 'travail' },
    });
    expect(post.statusCode).toBe(401);
    const login = () =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: troll.user.email, password: troll.password } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(refused.json().reason).toMatch(/Suspendu jusqu’au .* Motif : Propos haineux répétés\./);
    const mail = await t.mail.waitFor((m) => m.to.includes(troll.user.email!) && m.text.includes('suspendu'));
    expect(mail.text).toMatch(/Propos haineux répétés/);
    expect(mail.text).toContain('/recours?report=');
    expect(mail.text).not.toContain('en répondant');
    expect(mail.headers['reply-to']).toContain(t.app.ctx.config.abuseEmail);

    // Last test of the file: moving the clock also ages every token.
    t.clock.advance(8 * 86_400_000);
    expect((await login()).statusCode).toBe(200);
  });
});
