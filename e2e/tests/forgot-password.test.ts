import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, registerMember, startHarness, type Harness } from '../src/harness';

let h: Harness;
const member = { email: 'ines@example.test', nickname: 'ines', password: 'ancien-mdp-1' };

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
});
afterAll(async () => h?.stop());

describe('forgot password', () => {
  it('resets the password with the mailed code, then the new one signs in', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })).newPage();
    await page.goto(`${h.baseUrl}/forgot-password`);
    await page.getByLabel('Adresse e-mail').fill(member.email);
    const before = h.mails.length;
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    const code = await codeFor(h.mails, member.email, before);
    await page.getByLabel(/Code reçu par e-mail/).fill(code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp-2');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByText('Votre mot de passe a été réinitialisé').waitFor();
    await h.screenshot(page, 'forgot-password-done');
    const res = await fetch(`${h.baseUrl}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: member.email, password: 'nouveau-mdp-2' }),
    });
    expect(res.status).toBe(200);
  });
});
