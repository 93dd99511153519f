import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, askQuestion, registerPair } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { signedInPage } from '../src/session';

let h: Harness;
const member = { email: 'ines@notifications.test', nickname: 'ines_notif', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'claire.martin@notifications.avocat.test', password: 'Zq7!fjr2-Lpx-43-toile' };
let lawyerToken: string;
let memberToken: string;

beforeAll(async () => {
  h = await startHarness();
  ({ memberToken, lawyerToken } = await registerPair(h, member, lawyer));
}, 300_000);
afterAll(async () => h?.stop());

const bell = (p: Page) => p.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: /^Notifications/ });
const badge = (p: Page) => p.getByTestId('unread-badge');
const dropdown = (p: Page) => p.getByRole('dialog', { name: 'Notifications récentes' });

describe('notifications', () => {
  let page: Page;
  let postId: string;

  it('a lawyer answers and the member’s bell shows it within 2 s, without reload; clicking opens the question', async () => {
    postId = await askQuestion(h, memberToken, { title: 'Préavis de départ d’un logement meublé' });
    ({ page } = await signedInPage(h, member.email, member.password));
    // Let the socket connect before the event (the client loads socket.io lazily after sign-in): Engine.IO «40» is the connect ack.
    // The frame listener is attached as the socket opens: the ack may arrive before the bell is drawn.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (String(f.payload).startsWith('40')) resolve();
        }),
      );
    });
    await page.goto(`${h.baseUrl}/home`);
    await bell(page).waitFor();
    expect(await badge(page).count()).toBe(0);
    await connected;

    const sent = Date.now();
    await api(h, 'POST', `/posts/${postId}/replies`, {
      token: lawyerToken,
      body: { content: 'Le préavis est d’un mois pour un meublé.' },
    });
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: 2_000 });
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 non lues');

    await bell(page).click();
    const menu = dropdown(page);
    await menu.getByText('Nouvelle réponse').waitFor();
    await menu.getByText(/Claire Martin a répondu à votre question "Préavis de départ d’un logement meublé"/).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await h.screenshot(page, 'notifications-dropdown');

    await menu
      .getByRole('button', { name: /Préavis de départ/ })
      .first()
      .click();
    await page.waitForURL(`**/post/${postId}`);
    await page.getByRole('heading', { level: 1, name: 'Préavis de départ d’un logement meublé' }).waitFor();
    await expect.poll(() => badge(page).count()).toBe(0);
    const unread = await api<{ count: number }>(h, 'GET', '/notifications/unread-count', { token: memberToken });
    expect(unread.count).toBe(0);
  });

  it('the dropdown closes on Escape and on an outside click, marks one read, and shows 9+ above 9', async () => {
    for (let i = 1; i <= 11; i++) {
      await api(h, 'POST', `/posts/${postId}/replies`, {
        token: lawyerToken,
        body: { content: `Précision numéro ${i} sur le préavis.` },
      });
    }
    await badge(page).filter({ hasText: '9+' }).waitFor({ timeout: 5_000 });

    await bell(page).click();
    await dropdown(page).waitFor();
    await page.keyboard.press('Escape');
    await dropdown(page).waitFor({ state: 'detached' });
    // Radix gives focus back to the bell a frame after the menu leaves the DOM: wait for it rather than read at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Notifications/);

    await bell(page).click();
    await dropdown(page).waitFor();
    expect(await dropdown(page).getByRole('listitem').count()).toBe(5);
    await page.mouse.click(20, 500);
    await dropdown(page).waitFor({ state: 'detached' });

    await bell(page).click();
    await dropdown(page)
      .getByRole('button', { name: /^Marquer comme lue/ })
      .first()
      .click();
    await expect
      .poll(async () => (await api<{ count: number }>(h, 'GET', '/notifications/unread-count', { token: memberToken })).count)
      .toBe(10);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 10 non lues');

    await dropdown(page).getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect.poll(() => badge(page).count()).toBe(0);
    await expect
      .poll(async () => (await api<{ count: number }>(h, 'GET', '/notifications/unread-count', { token: memberToken })).count)
      .toBe(0);
    await dropdown(page).getByRole('link', { name: 'Voir toutes les notifications' }).click();
    await page.waitForURL('**/notifications');
  });

  it('/notifications lists every notification, 10 a page, with French labels and read state', async () => {
    await api(h, 'POST', `/posts/${postId}/replies`, { token: lawyerToken, body: { content: 'Dernière précision sur le préavis.' } });
    await page.goto(`${h.baseUrl}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText('1 non lue').waitFor();
    const items = page.locator('main li');
    await expect.poll(() => items.count()).toBe(10);
    await expect.poll(() => page.getByText('(non lue)').count()).toBe(1);
    expect(await page.getByText('Nouvelle réponse', { exact: false }).count()).toBe(10);
    await page.getByText('Page 1 sur 2').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'notifications-page');

    await page.getByRole('button', { name: 'Suivante' }).click();
    await page.getByText('Page 2 sur 2').waitFor();
    await expect.poll(() => items.count()).toBe(3);
    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await page.getByText('Tout est lu.').waitFor();
    await page.getByRole('button', { name: 'Précédente' }).click();
    await expect.poll(() => page.getByText('(non lue)').count()).toBe(0);
  });

  it('without a socket, the unread count is still polled every 10 s; failed fetches stay silent', async () => {
    const { page: p } = await signedInPage(h, member.email, member.password);
    await p.routeWebSocket(/socket\.io/, () => undefined);
    // Long-polling is the socket's fallback transport: cut it too, so only the 10 s poll is left.
    await p.route(/\/socket\.io\//, (r) => r.abort());
    let failures = 0;
    await p.route('**/api/notifications/unread-count', async (r) => {
      if (failures < 1) {
        failures++;
        await r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error. Please try again later."}' });
        return;
      }
      await r.continue();
    });
    await p.goto(`${h.baseUrl}/home`);
    await bell(p).waitFor();
    expect(await badge(p).count()).toBe(0);
    await api(h, 'POST', `/posts/${postId}/replies`, {
      token: lawyerToken,
      body: { content: 'Une précision arrivée par le sondage.' },
    });
    const start = Date.now();
    await badge(p).filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
    expect(Date.now() - start).toBeLessThan(13_000); // one 10 s period plus slack for a loaded machine
    expect(failures).toBe(1);
    expect(await p.getByRole('alert').count()).toBe(0);
    await p.context().close();
  }, 120_000);
});
