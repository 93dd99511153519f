import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

// pretoire_db_query_errors_total counts statements the database refuses, on either driver: a transaction that commits
// counts none, one that fails counts once. Read from /metrics over a real socket, as Prometheus does.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

async function queryErrors(): Promise<number> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  const line = /^pretoire_db_query_errors_total (\d+)$/m.exec(await res.text());
  expect(line).not.toBeNull();
  return Number(line?.[1]);
}

describe('pretoire_db_query_errors_total', () => {
  it('counts no error for transactions that commit', async () => {
    const { user } = await t.createUser();
    const before = await queryErrors();
    for (let i = 0; i < 3; i++)
      await t.db.transaction(async (tx) => {
        const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id));
        await tx
          .update(users)
          .set({ bio: `bio ${i}` })
          .where(eq(users.id, row.id));
      });
    expect(await queryErrors()).toBe(before);
  });

  it('counts one error for a transaction that fails on a refused statement', async () => {
    const { user } = await t.createUser();
    const before = await queryErrors();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(users).set({ bio: 'avant' }).where(eq(users.id, user.id));
        // The same address twice: the unique index refuses it.
        await tx.insert(users).values({ role: 'user', email: user.email, passwordHash: user.passwordHash, nickname: `copie${Date.now()}` });
      }),
    ).rejects.toThrow();
    expect(await queryErrors()).toBe(before + 1);
  });
});
