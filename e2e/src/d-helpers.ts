import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Harness } from './harness';

/** JSON call to the API as someone (or nobody); throws with the body on a non-2xx answer. */
export async function apiCall<T = unknown>(
  h: Pick<Harness, 'baseUrl'>,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${h.baseUrl}/api${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function tokenFor(h: Pick<Harness, 'baseUrl'>, email: string, password: string): Promise<string> {
  return (await apiCall<{ token: string }>(h, 'POST', '/auth/login', { body: { email, password } })).token;
}

/**
 * A page already signed in: the token is obtained from the API and put in local storage before the app starts,
 * as the app itself does after a login (spec §4). The login dialog has its own journeys.
 */
export async function signedInPage(
  h: Harness,
  email: string,
  password: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; token: string }> {
  const token = await tokenFor(h, email, password);
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', ...options });
  // Once per tab: a later logout or deletion must not be undone by a reload.
  await context.addInitScript((t) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('token', t);
  }, token);
  const page = await context.newPage();
  return { page, token };
}

export async function firstCategoryId(h: Pick<Harness, 'baseUrl'>): Promise<string> {
  const cats = await apiCall<{ _id: string }[]>(h, 'GET', '/categories');
  return cats[0]!._id;
}

export async function createPost(h: Pick<Harness, 'baseUrl'>, token: string, title: string): Promise<string> {
  const category = await firstCategoryId(h);
  const post = await apiCall<{ _id: string }>(h, 'POST', '/posts', {
    token,
    body: { title, category, content: 'Je voudrais comprendre mes droits dans cette situation précise, merci.' },
  });
  return post._id;
}

/** The id of the newest reply of a post. */
export async function replyIds(h: Pick<Harness, 'baseUrl'>, postId: string): Promise<string[]> {
  const post = await apiCall<{ replies: { _id: string }[] }>(h, 'GET', `/posts/${postId}`);
  return post.replies.map((r) => r._id);
}

/** axe-core serious and critical violations, optionally limited to one part of the page. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const r = await builder.analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export const newBrowserPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' })).newPage();
