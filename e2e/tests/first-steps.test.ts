// What a first visit found missing: distinct ad regions, a word after rating an answer or deciding on a report, and a
// reward pop-up that waits for the reply being typed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, violationsOf } from '../src/a11y';
import { adminToken, api, askQuestion, registerPair, replyIds } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled, signedInPage } from '../src/session';

let h: Harness;
const member = { email: 'lea@first-steps.test', nickname: 'lea_p', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'marc.petit@first-steps.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile' };
let memberToken: string;
let lawyerToken: string;
const posts: { id: string; reply: string }[] = [];

beforeAll(async () => {
  h = await startHarness();
  ({ memberToken, lawyerToken } = await registerPair(h, member, lawyer));
  for (const title of ['Dépôt de garantie non rendu', 'Congé pour vente du bailleur', 'Charges locatives excessives']) {
    const id = await askQuestion(h, memberToken, { title });
    await api(h, 'POST', `/posts/${id}/replies`, { token: lawyerToken, body: { content: `Mon analyse pour « ${title} ».` } });
    posts.push({ id, reply: (await replyIds(h, id))[0]! });
  }
}, 300_000);
afterAll(async () => h?.stop());

describe('ad regions', () => {
  it.each([
    ['/home', () => '/home'],
    ['/post/:id', () => `/post/${posts[0]!.id}`],
  ])('each ad region on %s has its own name (axe landmark-unique)', async (_what, url) => {
    const page = await pageAs(h.browser, null);
    await page.goto(`${h.baseUrl}${url()}`);
    await settled(page);
    const labels = await page.locator('aside[data-position]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThanOrEqual(2);
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^Publicité — /);
    expect(await violationsOf(page, ['landmark-unique'])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('feedback after an action', () => {
  it('the asker who rates an answer is thanked', async () => {
    const page = await pageAs(h.browser, memberToken);
    await page.goto(`${h.baseUrl}/post/${posts[1]!.id}`);
    await settled(page);
    await page.getByRole('group', { name: 'Marquer comme satisfaisante' }).getByRole('button', { name: '4 étoiles' }).click();
    await page.getByText('Merci, votre note a été enregistrée').first().waitFor();
    await h.screenshot(page, 'rating-thanks');
    await page.context().close();
  });

  it('the moderator sees the decision confirmed', async () => {
    await api(h, 'POST', '/reports', { token: lawyerToken, body: { targetType: 'post', targetId: posts[2]!.id, reason: 'spam' } });
    const page = await pageAs(h.browser, await adminToken(h));
    await page.goto(`${h.baseUrl}/admin?tab=reports`);
    await settled(page);
    // Other journeys' reports may be waiting too: this one is about this file's third question.
    const card = page
      .locator('li[data-report-group]')
      .filter({ hasText: 'Question ·' })
      .filter({ hasText: 'Charges locatives excessives' });
    await card.getByLabel('Conserver').check();
    await card.getByLabel(/Motivation/).fill('Question légitime sur les charges, rien de publicitaire.');
    await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await page.getByText('Décision enregistrée').first().waitFor();
    await page
      .getByText(/La question est conservée\. L’auteur et les personnes qui l’ont signalé sont prévenus/)
      .first()
      .waitFor();
    await h.screenshot(page, 'moderation-decision-confirmed');
    await page.context().close();
  });
});

describe('reward pop-up and a reply being typed', () => {
  const popup = (p: Page) => p.getByRole('dialog', { name: 'Félicitations !' });

  it('waits while the lawyer types, then shows once the draft is emptied', async () => {
    const { page } = await signedInPage(h, lawyer.email, lawyer.password);
    const ws = page.waitForEvent('websocket');
    await page.goto(`${h.baseUrl}/post/${posts[0]!.id}`);
    await (await ws).waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('40') });
    await settled(page);
    const box = page.getByLabel("Votre réponse d'avocat");
    await box.click();
    await box.pressSequentially('Je complète ma réponse : la retenue doit être justifiée par');

    await api(h, 'PUT', `/posts/${posts[0]!.id}/replies/${posts[0]!.reply}/satisfactory`, { token: memberToken, body: { rating: 5 } });
    // The reward has arrived (the list of pending rewards was fetched) but the pop-up waits.
    await page.waitForResponse((r) => r.url().includes('/lawyer/rewards'), { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(1_500);
    expect(await popup(page).count()).toBe(0);
    expect(await box.inputValue()).toContain('justifiée par');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    await box.fill('');
    await popup(page).waitFor({ timeout: 5_000 });
    await page.context().close();
  });
});
