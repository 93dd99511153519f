import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { newPage } from '../src/session';

// Spec leftovers: a token the server no longer accepts is removed after /auth/me says 401, and the page
// shows the signed-out bar at once, without asking again; toasts carry an icon per kind.

let h: Harness;
const member = { email: 'lea@session-expiry.test', nickname: 'lea_m', password: 'Zq7!fjr2-Lpx93-toile' };

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
});
afterAll(async () => h?.stop());

async function revokedToken(): Promise<string> {
  const post = (url: string, init: RequestInit) => fetch(`${h.baseUrl}${url}`, { method: 'POST', ...init });
  const login = await post('/api/auth/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const { token } = (await login.json()) as { token: string };
  expect((await post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  return token;
}

describe('a stored token the server refuses', () => {
  it('is removed after one /auth/me, and the page is signed out (no loop, no stale bar)', async () => {
    const token = await revokedToken();
    const page = await newPage(h.browser);
    await page.goto(`${h.baseUrl}/home`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    const meCalls: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/me')) meCalls.push(r.status());
    });
    // The server-rendered bar shows «Se Connecter» before the app has even asked: wait for the answer, then for the
    // app to act on it (a loaded CI machine once checked local storage in between).
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
    await page.reload();
    expect((await refused).status()).toBe(401);
    await page.waitForFunction(() => localStorage.getItem('token') === null, undefined, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Se Connecter' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(meCalls).toEqual([401]);
    expect(await page.getByRole('button', { name: /notifications/i }).count()).toBe(0);
    // Moving on in the app does not ask again with the dead token.
    await page.goto(`${h.baseUrl}/avocats`);
    await page.getByRole('button', { name: 'Se Connecter' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(meCalls).toEqual([401]);
    await h.screenshot(page, 'session-expired-signed-out');
  });

  it('signing in again shows the success toast with its check-mark icon', async () => {
    const page = await newPage(h.browser);
    await page.goto(`${h.baseUrl}/home`);
    await page.getByRole('button', { name: 'Se Connecter' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adresse e-mail').fill(member.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Connexion réussie' });
    await toast.waitFor();
    expect(await toast.locator('svg.lucide-circle-check').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'toast-success-icon');
  });
});
