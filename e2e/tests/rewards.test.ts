import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, askQuestion, registerPair, replyIds } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { signedInPage } from '../src/session';

let h: Harness;
const member = { email: 'hugo@rewards.test', nickname: 'hugo', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'claire.martin@rewards.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile' };
let memberToken: string;
let lawyerToken: string;
const posts: { id: string; reply: string }[] = [];

beforeAll(async () => {
  h = await startHarness();
  ({ memberToken, lawyerToken } = await registerPair(h, member, lawyer));
  for (const title of ['Rupture conventionnelle refusée', 'Heures supplémentaires impayées', 'Clause de non-concurrence']) {
    const id = await askQuestion(h, memberToken, { title: title });
    await api(h, 'POST', `/posts/${id}/replies`, { token: lawyerToken, body: { content: `Voici mon analyse pour « ${title} ».` } });
    posts.push({ id, reply: (await replyIds(h, id))[0]! });
  }
}, 300_000);
afterAll(async () => h?.stop());

const popup = (p: Page) => p.getByRole('dialog', { name: 'Félicitations !' });
const mark = (i: number, rating: number) =>
  api(h, 'PUT', `/posts/${posts[i]!.id}/replies/${posts[i]!.reply}/satisfactory`, { token: memberToken, body: { rating } });

/** Resolves once the page's Socket.IO connection is acknowledged (Engine.IO «40»). */
async function openWithSocket(page: Page, url: string) {
  const ws = page.waitForEvent('websocket');
  await page.goto(url);
  await (await ws).waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('40') });
}

describe('reward pop-up', () => {
  it('the member marks satisfactory and the lawyer sees, live, the confetti pop-up with credits and the first milestone', async () => {
    const { page } = await signedInPage(h, lawyer.email, lawyer.password);
    const confetti: string[] = [];
    page.on('request', (r) => {
      if (/confetti/.test(r.url())) confetti.push(r.url());
    });
    await openWithSocket(page, `${h.baseUrl}/home`);
    await page.waitForTimeout(500);
    expect(await popup(page).count()).toBe(0);

    await mark(0, 4);
    const dialog = popup(page);
    await dialog.waitFor({ timeout: 5_000 });
    await dialog.getByText('+18 crédits').waitFor(); // 10 + 2 × 4
    await dialog.getByText('Première réponse satisfaisante').waitFor();
    await dialog.getByText('+20 crédits').waitFor();
    expect(await dialog.getByText('Total :').textContent()).toContain('38 crédits');
    expect(confetti.length).toBeGreaterThan(0);
    await page.getByTestId('confetti').waitFor({ state: 'attached' });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await h.screenshot(page, 'reward-popup');

    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The reward was handed out once: nothing is pending any more.
    expect((await api<{ pendingRewards: unknown[] }>(h, 'GET', '/posts/lawyer/rewards', { token: lawyerToken })).pendingRewards).toEqual(
      [],
    );
    await page.context().close(); // an open lawyer tab would collect the next tests' rewards
  }, 120_000);

  it('a reward earned while away shows at sign-in, without confetti under reduced motion', async () => {
    await mark(1, 5);
    const { page } = await signedInPage(h, lawyer.email, lawyer.password, { reducedMotion: 'reduce' });
    const confetti: string[] = [];
    page.on('request', (r) => {
      if (/confetti/.test(r.url())) confetti.push(r.url());
    });
    await page.goto(`${h.baseUrl}/home`);
    const dialog = popup(page);
    await dialog.waitFor();
    await dialog.getByText('+20 crédits').waitFor(); // 10 + 2 × 5, no new milestone
    expect(await dialog.getByText('Palier atteint').count()).toBe(0);
    expect(await dialog.getByText('Total :').textContent()).toContain('58 crédits');
    await page.waitForTimeout(500);
    expect(confetti).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('after the lawyer’s own post action (a reply), pending rewards are fetched', async () => {
    const { page } = await signedInPage(h, lawyer.email, lawyer.password);
    // No live push here: the socket is cut, so only the post-mutation trigger can find the reward.
    await page.routeWebSocket(/socket\.io/, () => undefined);
    // The watcher's first look (once the session is known, after hydration) must come before the mark, or it finds
    // the reward itself: on a slow machine it came after the page's heading by more than half a second.
    const firstLook = page.waitForResponse((r) => r.url().endsWith('/api/posts/lawyer/rewards'));
    await page.goto(`${h.baseUrl}/post/${posts[2]!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Clause de non-concurrence' }).waitFor();
    await firstLook;
    await page.waitForTimeout(500);
    expect(await popup(page).count()).toBe(0);
    await mark(2, 3);
    await page.waitForTimeout(1_000);
    expect(await popup(page).count()).toBe(0);

    await page.getByLabel("Votre réponse d'avocat").fill('Complément : la contrepartie financière est obligatoire.');
    await page.getByRole('button', { name: 'Envoyer' }).first().click();
    const dialog = popup(page);
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByText('+16 crédits').waitFor(); // 10 + 2 × 3
  }, 120_000);
});
