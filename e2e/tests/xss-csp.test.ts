import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerLawyer, registerPair, signIn } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { type Watched, watchedPage } from '../src/session';

// The strict Content-Security-Policy of plugins/security.ts must not break the built web app: every main page,
// signed out and signed in as each role, loads with zero CSP violations, and what the app needs (blob: images,
// blob: workers as canvas-confetti uses, the Socket.IO websocket, the PDF <object> of the license viewer) works.

let h: Harness;
const member = { email: 'csp-membre@xss-csp.test', nickname: 'cspmembre', password: 'Zq7!fjr2-Lpx-42-toile' };
const lawyer = { email: 'csp-avocat@xss-csp.test', password: 'Zq7!fjr2-Lpx-42-toile' };
const tokens: Record<'member' | 'lawyer' | 'admin', string> = { member: '', lawyer: '', admin: '' };
let postId = '';
let categoryId = '';
let lawyerId = '';

beforeAll(async () => {
  h = await startHarness();
  await registerPair(h, member, lawyer);
  await registerLawyer(h, { email: 'csp-attente@xss-csp.test', password: 'Zq7!fjr2-Lpx-42-toile', firstName: 'Paul', lastName: 'Attente' });
  tokens.member = (await signIn(h, member.email, member.password)).token;
  const l = await signIn(h, lawyer.email, lawyer.password);
  tokens.lawyer = l.token;
  lawyerId = l.user._id;
  tokens.admin = await adminToken(h);
  categoryId = (await api<{ _id: string }[]>(h, 'GET', '/categories'))[0]._id;
  const post = await api<{ _id: string }>(h, 'POST', '/posts', {
    token: tokens.member,
    body: {
      title: 'Préavis de départ d\u2019un logement meublé',
      content: 'Quel est le délai de préavis quand on quitte un logement meublé à Lyon ?',
      category: categoryId,
    },
  });
  postId = post._id;
  await api(h, 'POST', `/posts/${postId}/replies`, {
    token: tokens.lawyer,
    body: { content: 'Le préavis est d\u2019un mois pour un logement meublé.' },
  });
});
afterAll(async () => h?.stop());

async function expectClean(w: Watched, label: string) {
  await w.page.waitForTimeout(300);
  expect(await w.violations(), label).toEqual([]);
  expect(w.consoleErrors, label).toEqual([]);
}

async function visit(w: Watched, path: string) {
  const res = await w.page.goto(`${h.baseUrl}${path}`, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await w.page.locator('#root *').first().waitFor();
  await w.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expectClean(w, path);
}

describe('CSP against the built web app', () => {
  it('the policy is enforced: an injected inline script is refused and reported', async () => {
    const w = await watchedPage(h.browser);
    await visit(w, '/home');
    const ran = await w.page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__xss = 1';
      document.body.append(s);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__xss = 2');
      img.src = 'data:,x';
      document.body.append(img);
      return new Promise((r) => setTimeout(() => r((window as unknown as { __xss?: number }).__xss ?? null), 200));
    });
    expect(ran).toBeNull();
    const seen = await w.violations();
    expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
    await w.context.close();
  });

  it('public pages load with zero violations', async () => {
    const w = await watchedPage(h.browser);
    for (const path of ['/', '/home', `/category/${categoryId}`, `/post/${postId}`, '/avocats', `/avocats/${lawyerId}`, '/forgot-password'])
      await visit(w, path);
    await h.screenshot(w.page, 'csp-avocat');
    expect(w.dialogs).toEqual([]);
    await w.context.close();
  });

  it('member pages load with zero violations and the socket connects', async () => {
    const w = await watchedPage(h.browser, { token: tokens.member });
    for (const path of ['/home', '/create-post', '/my-posts', '/profile', '/notifications', `/post/${postId}`]) await visit(w, path);
    const socketOpened = await w.page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket(
            `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket.io/?EIO=4&transport=websocket`,
          );
          ws.onopen = () => {
            ws.close();
            resolve(true);
          };
          ws.onerror = () => resolve(false);
        }),
    );
    expect(socketOpened).toBe(true);
    await expectClean(w, 'websocket');
    await w.context.close();
  });

  it('lawyer pages load with zero violations', async () => {
    const w = await watchedPage(h.browser, { token: tokens.lawyer });
    for (const path of ['/activities', '/profile', '/notifications']) await visit(w, path);
    await w.context.close();
  });

  it('admin pages load with zero violations, the licence PDF shows in its blob: <object>', async () => {
    const w = await watchedPage(h.browser, { token: tokens.admin });
    for (const path of ['/admin', '/admin?tab=users', '/admin?tab=questions', '/admin?tab=ads', '/admin?tab=lawyers']) await visit(w, path);
    await w.page.getByRole('button', { name: 'Voir le document' }).first().click();
    const object = w.page.locator('object[type="application/pdf"]');
    await object.waitFor({ state: 'attached' });
    expect(await object.getAttribute('data')).toMatch(/^blob:/);
    await w.page.waitForTimeout(500);
    await expectClean(w, 'licence viewer');
    await h.screenshot(w.page, 'csp-admin-licence');
    await w.context.close();
  });

  it('blob: images, blob: workers (canvas-confetti) and data: images are allowed', async () => {
    const w = await watchedPage(h.browser);
    await visit(w, '/home');
    const result = await w.page.evaluate(async () => {
      const png = Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      );
      const blobImg = new Image();
      blobImg.src = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
      await blobImg.decode();
      const dataImg = new Image();
      dataImg.src =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      await dataImg.decode();
      const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(6 * 7)'], { type: 'text/javascript' })));
      const answer = await new Promise((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = () => resolve('refused');
      });
      worker.terminate();
      return { blob: blobImg.naturalWidth, data: dataImg.naturalWidth, worker: answer };
    });
    expect(result).toEqual({ blob: 1, data: 1, worker: 42 });
    await expectClean(w, 'capabilities');
    await w.context.close();
  });

  it('the API documentation (Swagger UI) renders under the policy', async () => {
    const w = await watchedPage(h.browser);
    const res = await w.page.goto(`${h.baseUrl}/api/docs`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await w.page.locator('.opblock').first().waitFor({ timeout: 15_000 });
    await w.page.waitForTimeout(300);
    expect(await w.violations()).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await h.screenshot(w.page, 'csp-api-docs');
    await w.context.close();
  });
});
