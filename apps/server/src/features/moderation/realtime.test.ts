import { MODERATION_REPORT_EVENT } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { socketClients } from '../../test/sockets';

// Admins' open pages hear of a report at once (the «Signalements» tab refetches); nobody else does.

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

describe('real-time notice to admins', () => {
  it('pushes the open counts to every admin on a report and on a decision, to no one else', async () => {
    const [admin1, admin2, member, reporter] = await Promise.all([
      t.createUser({ role: 'admin' }),
      t.createUser({ role: 'admin' }),
      t.createUser(),
      t.createUser(),
    ]);
    const post = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: member.token,
      payload: { title: 'Question signalée en direct', content: 'Un contenu assez long pour être publié ici.', category: 'travail' },
    });
    const [a1, a2, m] = await Promise.all([open(admin1.token), open(admin2.token), open(member.token)]);
    const heard: { who: string; counts: unknown }[] = [];
    for (const [who, s] of [
      ['a1', a1],
      ['a2', a2],
      ['m', m],
    ] as const)
      s.on(MODERATION_REPORT_EVENT, (counts) => heard.push({ who, counts }));
    const both = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (heard.filter((h) => h.who !== 'm').length >= n ? resolve() : setTimeout(check, 20));
        check();
      });

    const rep = await t.request({
      method: 'POST',
      url: '/api/reports',
      token: reporter.token,
      payload: { targetType: 'post', targetId: post.json()._id, reason: 'spam' },
    });
    expect(rep.statusCode).toBe(201);
    await both(2);
    expect(heard.filter((h) => h.who !== 'm').map((h) => h.counts)).toEqual([
      { openReports: 1, openTargets: 1 },
      { openReports: 1, openTargets: 1 },
    ]);
    const decided = await t.request({
      method: 'PUT',
      url: `/api/admin/reports/${rep.json()._id}`,
      token: admin1.token,
      payload: { decision: 'keep', statement: 'Conforme aux règles du forum.' },
    });
    expect(decided.statusCode).toBe(200);
    await both(4);
    expect(heard.slice(2).map((h) => h.counts)).toEqual([
      { openReports: 0, openTargets: 0 },
      { openReports: 0, openTargets: 0 },
    ]);
    expect(heard.filter((h) => h.who === 'm')).toEqual([]);
  });
});
