import {
  CONSULTATION_FILES_MAX,
  CONSULTATION_FILES_MAX_BYTES,
  CONSULTATION_MESSAGES_PER_MINUTE,
  CONSULTATION_PAGE_SIZE,
  CONSULTATIONS_OPEN_MAX,
  consultationMessage,
} from '@pretoire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationMessages, consultations } from '../../db/schema';
import { createTestApp, multipart, samples, type TestApp } from '../../test/harness';

// Limits that hold under concurrency and volume, over real HTTP (docs/decisions/consultation-limits.md): the open
// requests' limit under parallel requests, clean attachment names, a rate per party, a file quota per consultation,
// a paginated thread, and a post that returns its message only.

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

async function http(method: string, url: string, who: User | null, body?: object | { payload: Buffer; headers: Record<string, string> }) {
  const raw = body && 'payload' in body ? (body as { payload: Buffer; headers: Record<string, string> }) : null;
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(raw ? raw.headers : body ? { 'content-type': 'application/json' } : {}),
    },
    body: raw ? new Uint8Array(raw.payload) : body ? JSON.stringify(body) : undefined,
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const json = () => JSON.parse(buf.toString('utf8'));
  return { status: res.status, headers: res.headers, buf, json };
}

async function accepted(asker?: User, lawyer?: User) {
  const a = asker ?? (await t.createUser());
  const l = lawyer ?? (await t.createUser({ role: 'lawyer', acceptsConsultations: true }));
  const res = await http('POST', '/consultations', a, { lawyerId: l.user.id, message: 'Bonjour Maître, une question sur mon bail.' });
  expect(res.status, res.buf.toString()).toBe(201);
  const id = res.json().id as string;
  expect((await http('PUT', `/consultations/${id}`, l, { status: 'accepted' })).status).toBe(200);
  return { id, asker: a, lawyer: l };
}

const upload = (who: User, id: string, filename: string, data: Buffer = samples.pdf(), content = 'Voici la pièce') =>
  http(
    'POST',
    `/consultations/${id}/attachments`,
    who,
    multipart({ content }, [{ field: 'attachment', filename, type: 'application/octet-stream', data }]),
  );

describe('open requests under parallel requests', () => {
  it(`five parallel requests by one member open ${CONSULTATIONS_OPEN_MAX}; the others get 429 and spend nothing`, async () => {
    const asker = await t.createUser();
    const lawyers = await Promise.all([1, 2, 3, 4, 5].map(() => t.createUser({ role: 'lawyer', acceptsConsultations: true })));
    const results = await Promise.all(
      lawyers.map((l) => http('POST', '/consultations', asker, { lawyerId: l.user.id, message: 'Demande en parallèle' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    for (const r of results.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    const open = await t.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.askerId, asker.user.id), inArray(consultations.status, ['requested', 'accepted'])));
    expect(open).toHaveLength(CONSULTATIONS_OPEN_MAX);
    // The two refused did not spend the day's allowance: closing all three leaves two more for today (5 a day).
    for (const r of results.filter((x) => x.status === 201))
      expect((await http('PUT', `/consultations/${r.json().id}`, asker, { status: 'closed' })).status).toBe(200);
    for (const l of lawyers.slice(0, 2))
      expect((await http('POST', '/consultations', asker, { lawyerId: l.user.id, message: 'Encore une' })).status).toBe(201);
  });
});

describe('attachment names', () => {
  it('are stored clean, with the extension of the checked type, and sent with an RFC 6266 Content-Disposition', async () => {
    const { id, asker, lawyer } = await accepted();
    const cases: [string, Buffer, string][] = [
      ['evil.html', samples.pdf(), 'evil.pdf'],
      ['facture\u202egnp.exe.pdf', samples.pdf(), 'facturegnp.exe.pdf'],
      ['../../etc/passwd', samples.png(), 'passwd.png'],
      ['C:\\Users\\moi\\photo.JPG', samples.jpeg(), 'photo.jpg'],
      ['\u200b\u2066.pdf', samples.pdf(), 'piece-jointe.pdf'],
      ['Relevé d\u2019identité bancaire.png', samples.png(), 'Relevé d\u2019identité bancaire.png'],
      [`${'a'.repeat(300)}.pdf`, samples.pdf(), `${'a'.repeat(116)}.pdf`],
    ];
    for (const [typed, data, stored] of cases) {
      const res = await upload(asker, id, typed, data);
      expect(res.status, res.buf.toString()).toBe(201);
      const m = res.json();
      expect(m.attachment.name, typed).toBe(stored);
      const got = await http('GET', `/consultations/${id}/messages/${m._id}/attachment`, lawyer);
      expect(got.status).toBe(200);
      const disposition = got.headers.get('content-disposition') as string;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"/);
      expect(disposition).not.toMatch(/[\u0080-\uffff]/);
      expect(disposition).toContain(`; filename*=UTF-8''${encodeURIComponent(stored).replace(/'/g, '%27')}`);
      if (!/[^\x20-\x7e]/.test(stored)) expect(disposition).toBe(`attachment; filename="${stored}"; filename*=UTF-8''${stored}`);
    }
    const accented = await http('GET', `/consultations/${id}`, lawyer);
    const bank = accented.json().messages.find((m: { attachment: { name: string } | null }) => m.attachment?.name.startsWith('Relev'));
    const got = await http('GET', `/consultations/${id}/messages/${bank._id}/attachment`, lawyer);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Releve d_identite bancaire.png"; filename*=UTF-8''Relev%C3%A9%20d%E2%80%99identit%C3%A9%20bancaire.png`,
    );
  });

  it('stored before names were cleaned: cleaned when read, listed and downloaded', async () => {
    const { id, asker, lawyer } = await accepted();
    const res = await upload(asker, id, 'propre.pdf');
    const messageId = res.json()._id as string;
    await t.db
      .update(consultationMessages)
      .set({ attachmentName: '..\\malin\u202eftp.exe.html\u0007' })
      .where(eq(consultationMessages.id, messageId));
    const thread = (await http('GET', `/consultations/${id}`, lawyer)).json();
    expect(thread.messages.find((m: { _id: string }) => m._id === messageId).attachment.name).toBe('malinftp.exe.pdf');
    const got = await http('GET', `/consultations/${id}/messages/${messageId}/attachment`, lawyer);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="malinftp.exe.pdf"; filename*=UTF-8''malinftp.exe.pdf`);
  });
});

describe('a party\u2019s rate', () => {
  it(`${CONSULTATION_MESSAGES_PER_MINUTE} messages a minute per party, then 429 with Retry-After; the other party still writes`, async () => {
    const { id, asker, lawyer } = await accepted();
    const burst = await Promise.all(
      Array.from({ length: CONSULTATION_MESSAGES_PER_MINUTE + 5 }, (_, i) =>
        http('POST', `/consultations/${id}/messages`, asker, { content: `Message ${i}` }),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(CONSULTATION_MESSAGES_PER_MINUTE);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].json().message).toContain('patientez');
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(asker, id, 'bail.pdf')).status).toBe(429);
    expect((await http('POST', `/consultations/${id}/messages`, lawyer, { content: 'Je réponds' })).status).toBe(201);
    t.clock.advance(61_000);
    expect((await http('POST', `/consultations/${id}/messages`, asker, { content: 'Une minute après' })).status).toBe(201);
  });
});

describe('a consultation\u2019s files', () => {
  // Earlier files written straight into the table: the quota reads the table, and the rate would slow the set-up down.
  async function filesAlready(id: string, authorId: string, n: number, bytes: number) {
    await t.db.insert(consultationMessages).values(
      Array.from({ length: n }, (_, i) => ({
        consultationId: id,
        authorId,
        content: `Pièce ${i}`,
        attachmentKey: `private/absent-${id}-${i}.pdf`,
        attachmentMime: 'application/pdf',
        attachmentName: `piece-${i}.pdf`,
        attachmentBytes: bytes,
      })),
    );
  }
  const storedCount = () => {
    const dir = `${t.dataDir}/uploads/private`;
    return import('node:fs').then((fs) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0));
  };

  it(`at most ${CONSULTATION_FILES_MAX} files: parallel uploads at the limit pass one at a time; the refused file is not kept`, async () => {
    const { id, asker, lawyer } = await accepted();
    await filesAlready(id, lawyer.user.id, CONSULTATION_FILES_MAX - 1, 1000);
    const before = await storedCount();
    const tries = await Promise.all([1, 2, 3].map((i) => upload(asker, id, `piece-${i}.pdf`)));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 413, 413]);
    const refused = tries.find((r) => r.status === 413)!;
    expect(refused.json().message).toBe(
      `Cette consultation a atteint sa limite de ${CONSULTATION_FILES_MAX} pièces jointes : envoyez votre message sans fichier.`,
    );
    expect(await storedCount()).toBe(before + 1);
    // A message without a file still goes.
    expect((await http('POST', `/consultations/${id}/messages`, asker, { content: 'Sans fichier' })).status).toBe(201);
  });

  it(`at most ${CONSULTATION_FILES_MAX_BYTES / 1024 / 1024} MB in all`, async () => {
    const { id, asker, lawyer } = await accepted();
    const pdf = samples.pdf();
    // Ten files that leave room for one byte less than the new one.
    await filesAlready(id, lawyer.user.id, 9, Math.floor(CONSULTATION_FILES_MAX_BYTES / 10));
    await filesAlready(
      id,
      lawyer.user.id,
      1,
      CONSULTATION_FILES_MAX_BYTES - 9 * Math.floor(CONSULTATION_FILES_MAX_BYTES / 10) - pdf.length + 1,
    );
    const res = await upload(asker, id, 'lourd.pdf', pdf);
    expect(res.status).toBe(413);
    expect(res.json().message).toContain('Mo au total');
    await t.db.update(consultationMessages).set({ attachmentBytes: 0 }).where(eq(consultationMessages.consultationId, id));
    expect((await upload(asker, id, 'lourd.pdf', pdf)).status).toBe(201);
  });
});

describe('the thread', () => {
  it('a post returns the new message only', async () => {
    const { id, asker } = await accepted();
    const res = await http('POST', `/consultations/${id}/messages`, asker, { content: 'Rien que moi' });
    expect(res.status).toBe(201);
    const body = res.json();
    expect(consultationMessage.strict().parse(body)).toMatchObject({ content: 'Rien que moi', authorId: asker.user.id });
    expect(body).not.toHaveProperty('messages');
  });

  it('opens on the latest page; older pages follow the cursor, in order, to the first message; the two parties only', async () => {
    const { id, asker, lawyer } = await accepted();
    const start = Date.now() - 3600_000;
    const total = 2 * CONSULTATION_PAGE_SIZE + 7;
    // The request, and the rest written a second apart an hour ago.
    await t.db.insert(consultationMessages).values(
      Array.from({ length: total - 1 }, (_, i) => ({
        consultationId: id,
        authorId: i % 2 ? asker.user.id : lawyer.user.id,
        content: `n°${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const all = await t.db
      .select({ id: consultationMessages.id, at: consultationMessages.createdAt })
      .from(consultationMessages)
      .where(eq(consultationMessages.consultationId, id));
    expect(all).toHaveLength(total);

    const first = await http('GET', `/consultations/${id}`, asker);
    expect(first.status).toBe(200);
    const detail = first.json();
    expect(detail.messages).toHaveLength(CONSULTATION_PAGE_SIZE);
    expect(detail.olderCursor).toBe(detail.messages[0]._id);
    const seen = [...detail.messages];
    let cursor: string | null = detail.olderCursor;
    let pages = 1;
    while (cursor) {
      const page = await http('GET', `/consultations/${id}/messages?before=${cursor}`, lawyer);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      seen.unshift(...page.json().messages);
      cursor = page.json().olderCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen.map((m) => m._id)).size).toBe(total);
    const times = seen.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const stranger = await t.createUser();
    expect((await http('GET', `/consultations/${id}/messages?before=${detail.olderCursor}`, stranger)).status).toBe(404);
    expect((await http('GET', `/consultations/${id}/messages?before=${detail.olderCursor}`, null)).status).toBe(401);
    expect((await http('GET', `/consultations/${id}/messages?before=pas-un-id`, asker)).status).toBe(400);
    // A cursor from another consultation reads nothing of this one.
    const other = await accepted(asker);
    const foreign = (await http('GET', `/consultations/${other.id}`, asker)).json().messages[0]._id;
    expect((await http('GET', `/consultations/${id}/messages?before=${foreign}`, asker)).json()).toEqual({
      messages: [],
      olderCursor: null,
    });
  });
});
