import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';
import type { CaughtMail } from '../../test/mail-catcher';

// Private consultations per role: who may ask, see, answer and write; limits; the lawyer's note and mail; files;
// export and account deletion (docs/decisions/consultations.md).

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let member: User;
let other: User;
let lawyer: User;
let otherLawyer: User;
let quiet: User; // a lawyer who takes no consultations
let admin: User;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://pretoire.example', OUTBOX_POLL_MS: '500' } });
  member = await t.createUser();
  other = await t.createUser();
  lawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true, consultationTerms: 'premier échange de 30 min : 60 € TTC' });
  otherLawyer = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
  quiet = await t.createUser({ role: 'lawyer' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => t?.close());

const ask = (who: User | null, payload: object) => t.request({ method: 'POST', url: '/api/consultations', token: who?.token, payload });
async function requested(
  by: User = member,
  to: User = lawyer,
  message = 'Bonjour Maître, mon bail est résilié, pouvez-vous m\u2019aider ?',
) {
  const res = await ask(by, { lawyerId: to.user.id, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const get = (who: User | null, id: string) => t.request({ method: 'GET', url: `/api/consultations/${id}`, token: who?.token });
const put = (who: User, id: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/consultations/${id}`, token: who.token, payload });
const write = (who: User, id: string, content: string) =>
  t.request({ method: 'POST', url: `/api/consultations/${id}/messages`, token: who.token, payload: { content } });
const list = async (who: User) => (await t.request({ method: 'GET', url: '/api/consultations', token: who.token })).json();

describe('the lawyer\u2019s choice', () => {
  it('is off by default, set on the profile with the stated terms, and shown on the public profile', async () => {
    const l = await t.createUser({ role: 'lawyer' });
    const profile = async () => (await t.request({ method: 'GET', url: `/api/users/lawyer/${l.user.id}` })).json().lawyer;
    expect((await profile()).acceptsConsultations).toBe(false);
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: l.token,
      payload: { acceptsConsultations: true, consultationTerms: 'premier échange de 30 min : 60 € TTC' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ acceptsConsultations: true, consultationTerms: 'premier échange de 30 min : 60 € TTC' });
    expect(await profile()).toMatchObject({ acceptsConsultations: true, consultationTerms: 'premier échange de 30 min : 60 € TTC' });
  });

  it('is a lawyer\u2019s only: a member sending it gets 400', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/users/profile', token: member.token, payload: { acceptsConsultations: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe('asking', () => {
  it('members only: 401 for visitors, 403 for lawyers and admins', async () => {
    const body = { lawyerId: lawyer.user.id, message: 'Bonjour' };
    expect((await ask(null, body)).statusCode).toBe(401);
    expect((await ask(otherLawyer, body)).statusCode).toBe(403);
    expect((await ask(admin, body)).statusCode).toBe(403);
  });

  it('404 when the lawyer is not an active lawyer, 409 when they take no consultations, 400 on a bad body', async () => {
    const pending = await t.createUser({ role: 'lawyer', status: 'pending', acceptsConsultations: true });
    expect((await ask(other, { lawyerId: pending.user.id, message: 'Bonjour' })).statusCode).toBe(404);
    expect((await ask(other, { lawyerId: other.user.id, message: 'Bonjour' })).statusCode).toBe(404);
    expect((await ask(other, { lawyerId: 'pas-un-id', message: 'Bonjour' })).statusCode).toBe(400);
    expect((await ask(other, { lawyerId: lawyer.user.id, message: '   ' })).statusCode).toBe(400);
    const no = await ask(other, { lawyerId: quiet.user.id, message: 'Bonjour' });
    expect([no.statusCode, no.json().message]).toEqual([409, 'Cet avocat ne prend pas de consultations pour le moment.']);
  });

  it('201 requested; the lawyer gets a note and a mail with one-click unsubscribe, neither carrying the text', async () => {
    const before = t.mail.count();
    const res = await ask(member, { lawyerId: lawyer.user.id, message: 'Texte confidentiel de la demande 7f3a' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'requested' });
    const notes = (await t.request({ method: 'GET', url: '/api/notifications', token: lawyer.token })).json();
    const note = (notes.notifications ?? notes).find((n: { type: string }) => n.type === 'consultation_request');
    expect(note.content).toContain('vous demande une consultation');
    expect(JSON.stringify(notes)).not.toContain('7f3a');
    const mail: CaughtMail = await t.mail.waitFor((m) => m.to === lawyer.user.email && t.mail.inbox.indexOf(m) >= before);
    expect(mail.subject).toBe('Nouvelle demande de consultation sur Prétoire');
    expect(mail.text).toContain(`https://pretoire.example/consultations/${res.json().id}`);
    expect(mail.text).not.toContain('7f3a');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await put(member, res.json().id, { status: 'closed' });
  });

  it('one-click unsubscribe stops these mails only; the note still comes', async () => {
    const l = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const asker = await t.createUser();
    const before = t.mail.count();
    const first = await requested(asker, l);
    const mail = await t.mail.waitFor((m) => m.to === l.user.email && t.mail.inbox.indexOf(m) >= before);
    const url = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1].replace('https://pretoire.example', '');
    const done = await t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const prefs = (await t.request({ method: 'GET', url: '/api/me/mail-preferences', token: l.token })).json();
    expect(prefs).toMatchObject({ consultations: false, answers: true, ratings: true });
    await put(asker, first, { status: 'closed' });
    await requested(asker, l);
    // As the alerts' tests do: give the outbox time to send what it would.
    await new Promise((r) => setTimeout(r, 1500));
    const notes = (await t.request({ method: 'GET', url: '/api/notifications', token: l.token })).json();
    expect((notes.notifications ?? notes).filter((n: { type: string }) => n.type === 'consultation_request')).toHaveLength(2);
    expect(t.mail.inbox.filter((m) => m.to === l.user.email && m.subject.includes('consultation'))).toHaveLength(1);
  });

  it('at most 3 open requests, then 429 with Retry-After; 5 a day, then 429 until tomorrow', async () => {
    const asker = await t.createUser();
    const ids = [await requested(asker), await requested(asker, otherLawyer), await requested(asker)];
    const fourth = await ask(asker, { lawyerId: lawyer.user.id, message: 'Encore une' });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    for (const id of ids) expect((await put(asker, id, { status: 'closed' })).statusCode).toBe(200);
    await put(asker, await requested(asker), { status: 'closed' });
    await put(asker, await requested(asker), { status: 'closed' });
    const sixth = await ask(asker, { lawyerId: lawyer.user.id, message: 'Une sixième aujourd\u2019hui' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await ask(asker, { lawyerId: lawyer.user.id, message: 'Le lendemain' })).statusCode).toBe(201);
  });
});

describe('one consultation', () => {
  it('the two parties only: 401 for visitors, 404 for another member, another lawyer and an administrator', async () => {
    const id = await requested(other);
    expect((await get(other, id)).statusCode).toBe(200);
    expect((await get(lawyer, id)).statusCode).toBe(200);
    expect((await get(null, id)).statusCode).toBe(401);
    for (const who of [member, otherLawyer, admin]) {
      expect((await get(who, id)).statusCode).toBe(404);
      expect((await put(who, id, { status: 'closed' })).statusCode).toBe(404);
      expect((await write(who, id, 'Intrus')).statusCode).toBe(404);
    }
    await put(other, id, { status: 'closed' });
  });

  it('the lawyer accepts (the asker is told); the asker cannot; messages only while accepted', async () => {
    const id = await requested();
    expect((await write(member, id, 'Avant acceptation')).statusCode).toBe(409);
    expect((await put(member, id, { status: 'accepted' })).statusCode).toBe(403);
    const ok = await put(lawyer, id, { status: 'accepted', message: 'J\u2019accepte ; une convention d\u2019honoraires suivra.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('accepted');
    expect((await put(lawyer, id, { status: 'declined' })).statusCode).toBe(409);
    const notes = (await t.request({ method: 'GET', url: '/api/notifications', token: member.token })).json();
    expect(JSON.stringify(notes)).toContain('a accepté votre demande de consultation');

    expect((await write(member, id, 'Merci, voici les détails.')).statusCode).toBe(201);
    expect((await write(lawyer, id, 'Bien reçu.')).statusCode).toBe(201);
    const thread = (await get(member, id)).json();
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      'Bonjour Maître, mon bail est résilié, pouvez-vous m\u2019aider ?',
      'J\u2019accepte ; une convention d\u2019honoraires suivra.',
      'Merci, voici les détails.',
      'Bien reçu.',
    ]);
    expect((await put(member, id, { status: 'closed' })).statusCode).toBe(200);
    expect((await write(lawyer, id, 'Après clôture')).statusCode).toBe(409);
    expect((await put(lawyer, id, { status: 'closed' })).statusCode).toBe(409);
  });

  it('declined by the lawyer: no messages after', async () => {
    const id = await requested();
    const res = await put(lawyer, id, { status: 'declined' });
    expect(res.json().status).toBe('declined');
    expect((await write(member, id, 'Et pourtant')).statusCode).toBe(409);
  });

  it('lists one\u2019s own, newest first, with unread counts that opening the thread clears', async () => {
    const asker = await t.createUser();
    const l = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const a = await requested(asker, l);
    t.clock.advance(1000);
    const b = await requested(asker, l);
    expect((await list(l)).consultations.map((c: { _id: string }) => c._id)).toEqual([b, a]);
    expect((await list(l)).unread).toBe(2);
    expect((await list(asker)).consultations[0]).toMatchObject({ as: 'asker', status: 'requested', unread: 0 });
    await put(l, a, { status: 'accepted' });
    await write(l, a, 'Première réponse');
    await write(l, a, 'Deuxième réponse');
    expect((await list(asker)).unread).toBe(2);
    await get(asker, a);
    expect((await list(asker)).unread).toBe(0);
    expect((await list(await t.createUser())).consultations).toEqual([]);
  });
});

describe('files', () => {
  it('PDF and images checked by content, stored privately, read by the two parties only', async () => {
    const id = await requested(other, otherLawyer);
    await put(otherLawyer, id, { status: 'accepted' });
    const send = (data: Buffer, filename: string) => {
      const body = multipart({ content: 'Voici le bail' }, [{ field: 'attachment', filename, type: 'application/pdf', data }]);
      return t.request({ method: 'POST', url: `/api/consultations/${id}/attachments`, token: other.token, ...body });
    };
    expect((await send(samples.exe(), 'bail.pdf')).statusCode).toBe(400);
    const ok = await send(samples.pdf(), 'bail.pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    const m = ok.json();
    expect(m.attachment).toEqual({ name: 'bail.pdf', mime: 'application/pdf' });
    const url = `/api/consultations/${id}/messages/${m._id}/attachment`;
    const got = await t.request({ method: 'GET', url, token: otherLawyer.token });
    expect([got.statusCode, got.headers['content-type'], got.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    for (const who of [member, lawyer, admin]) expect((await t.request({ method: 'GET', url, token: who.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the lawyer\u2019s own figures', () => {
  it('requests received, accepted, median time to answer; lawyers only', async () => {
    const l = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const asker = await t.createUser();
    const a = await requested(asker, l);
    t.clock.advance(10 * 60_000);
    await put(l, a, { status: 'accepted' });
    const b = await requested(asker, l);
    t.clock.advance(30 * 60_000);
    await put(l, b, { status: 'declined' });
    await requested(asker, l);
    const res = await t.request({ method: 'GET', url: '/api/consultations/figures', token: l.token });
    expect(res.json()).toEqual({ received: 3, accepted: 1, medianAnswerMinutes: 20 });
    expect((await t.request({ method: 'GET', url: '/api/consultations/figures', token: asker.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/consultations/figures' })).statusCode).toBe(401);
  });
});

describe('export and account deletion', () => {
  it('each party\u2019s export holds the thread; deleting an account erases its messages and leaves a dated tombstone', async () => {
    const asker = await t.createUser();
    const l = await t.createUser({ role: 'lawyer', acceptsConsultations: true });
    const id = await requested(asker, l, 'Ma demande à effacer 91c2');
    await put(l, id, { status: 'accepted', message: 'Réponse de l\u2019avocat' });
    for (const who of [asker, l]) {
      const data = (await t.request({ method: 'GET', url: '/api/users/me/export', token: who.token })).json();
      expect(JSON.stringify(data.consultations)).toContain('91c2');
    }
    const before = t.mail.count();
    expect((await t.request({ method: 'POST', url: '/api/otp/send-delete-account-otp', token: asker.token })).statusCode).toBe(200);
    const otp = await t.mail.codeFor(asker.user.email!, before);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/delete-account', token: asker.token, payload: { otp } })).statusCode).toBe(
      200,
    );
    const thread = (await get(l, id)).json();
    expect(thread.status).toBe('closed');
    expect(thread.asker.name).toBe('Compte supprimé');
    expect(thread.messages[0]).toMatchObject({ authorId: null, content: null, erasedAt: expect.any(String) });
    expect(thread.messages[1].content).toBe('Réponse de l\u2019avocat');
    expect(JSON.stringify(thread)).not.toContain('91c2');
  });
});
