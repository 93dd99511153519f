import { GUARD_MESSAGES } from '@pretoire/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { adminToken, login, registerLawyer, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs } from '../src/session';

let h: Harness;
const t: Record<'member' | 'lawyer' | 'pending' | 'admin', string> = { member: '', lawyer: '', pending: '', admin: '' };

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'ines@guards.test', 'ines_garde', 'Zq7!fjr2-Lpx-42-toile');
  t.member = await login(h, 'ines@guards.test', 'Zq7!fjr2-Lpx-42-toile');
  t.lawyer = (
    await registerLawyer(
      h,
      { email: 'hugo.petit@guards.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile', firstName: 'Hugo', lastName: 'Petit' },
      { approve: true },
    )
  ).token;
  t.pending = (
    await registerLawyer(h, { email: 'lea.roux@guards.avocat.test', password: 'Zq7!fjr2-Lpx-44-toile', firstName: 'Léa', lastName: 'Roux' })
  ).token;
  t.admin = await adminToken(h);
});
afterAll(async () => h?.stop());

async function expectGuard(page: Page, path: string, message: string, shot?: string) {
  await page.goto(`${h.baseUrl}${path}`);
  const alert = page.getByRole('alert').filter({ hasText: message });
  await alert.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  if (shot) await h.screenshot(page, shot);
}

describe('route guard messages (spec §2)', () => {
  it('a visitor on /create-post and /my-posts is asked to sign in', async () => {
    const page = await pageAs(h.browser, null);
    await expectGuard(page, '/create-post', GUARD_MESSAGES.signIn, 'guard-visitor');
    await expectGuard(page, '/my-posts', GUARD_MESSAGES.signIn);
    await expectGuard(page, '/notifications', GUARD_MESSAGES.signIn);
    await page.context().close();
  });

  it('a lawyer on /create-post and /my-posts has no permission', async () => {
    const page = await pageAs(h.browser, t.lawyer);
    await expectGuard(page, '/create-post', GUARD_MESSAGES.role, 'guard-lawyer');
    await expectGuard(page, '/my-posts', GUARD_MESSAGES.role);
    await page.context().close();
  });

  it('a pending lawyer on /activities waits for approval, but can open /profile', async () => {
    const page = await pageAs(h.browser, t.pending);
    await expectGuard(page, '/activities', GUARD_MESSAGES.pending, 'guard-pending');
    await page.goto(`${h.baseUrl}/profile`);
    // The guard card has no heading: a level-1 heading means the profile page itself rendered
    // (it may show the pending status in its own words).
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Retour aux questions' }).count()).toBe(0);
    await page.context().close();
  });

  it('a member on /admin and /activities has no permission', async () => {
    const page = await pageAs(h.browser, t.member);
    await expectGuard(page, '/admin', GUARD_MESSAGES.role, 'guard-member');
    await expectGuard(page, '/activities', GUARD_MESSAGES.role);
    await page.context().close();
  });

  it('an admin on /create-post has no permission; the right role gets the page', async () => {
    const admin = await pageAs(h.browser, t.admin);
    await expectGuard(admin, '/create-post', GUARD_MESSAGES.role);
    await admin.context().close();
    const member = await pageAs(h.browser, t.member);
    await member.goto(`${h.baseUrl}/create-post`);
    await member.getByRole('heading', { level: 1, name: 'Poser une question' }).waitFor();
    await member.context().close();
  });
});
