import { CONSULTATION_UPDATE_EVENT } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { socketClients } from '../../test/sockets';

// The other party hears at once that a consultation changed (request, acceptance, message, closing) and refetches;
// the event carries the consultation's id only, and nobody else hears it (docs/decisions/consultations.md).

let t: TestApp;
let base: string;
const clients = socketClients(() => base);
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

const open = (token: string) => clients.open({ token });

describe('consultation_update', () => {
  it('reaches the other party on each change, with the id only, and no one else', async () => {
    const [asker, lawyer, stranger, admin] = await Promise.all([
      t.createUser(),
      t.createUser({ role: 'lawyer', acceptsConsultations: true }),
      t.createUser(),
      t.createUser({ role: 'admin' }),
    ]);
    const heard: { who: string; body: unknown }[] = [];
    const people = { asker, lawyer, stranger, admin };
    for (const [who, u] of Object.entries(people)) {
      const s = await open(u.token);
      s.on(CONSULTATION_UPDATE_EVENT, (body) => {
        heard.push({ who, body });
      });
    }
    const heardBy = (who: string, n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (heard.filter((h) => h.who === who).length >= n ? resolve() : setTimeout(check, 20));
        check();
      });

    const asked = await t.request({
      method: 'POST',
      url: '/api/consultations',
      token: asker.token,
      payload: { lawyerId: lawyer.user.id, message: 'Demande secrète Archéoptéryx' },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id;
    await heardBy('lawyer', 1);
    await t.request({ method: 'PUT', url: `/api/consultations/${id}`, token: lawyer.token, payload: { status: 'accepted' } });
    await heardBy('asker', 1);
    await t.request({ method: 'POST', url: `/api/consultations/${id}/messages`, token: lawyer.token, payload: { content: 'Bonjour' } });
    await heardBy('asker', 2);
    await t.request({ method: 'POST', url: `/api/consultations/${id}/messages`, token: asker.token, payload: { content: 'Merci' } });
    await heardBy('lawyer', 2);
    await t.request({ method: 'PUT', url: `/api/consultations/${id}`, token: asker.token, payload: { status: 'closed' } });
    await heardBy('lawyer', 3);

    // One more event after the others: by then the stranger's and the admin's sockets have had every chance to hear.
    const own = await t.request({
      method: 'POST',
      url: '/api/consultations',
      token: asker.token,
      payload: { lawyerId: lawyer.user.id, message: 'Seconde demande' },
    });
    expect(own.statusCode).toBe(201);
    await heardBy('lawyer', 4);
    expect(heard.filter((h) => h.who === 'stranger' || h.who === 'admin')).toEqual([]);
    for (const h of heard) expect(Object.keys(h.body as object)).toEqual(['id']);
    expect(JSON.stringify(heard)).not.toContain('Archéoptéryx');
    expect(heard.filter((h) => h.who === 'asker')).toHaveLength(2);
  });
});
