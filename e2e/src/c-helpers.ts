import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ADMIN, codeFor, type Harness } from './harness';

type H = Pick<Harness, 'baseUrl' | 'mails'>;

/** JSON call to the API; throws with the status and body on a non-2xx answer. */
export async function apiJson<T = unknown>(
  h: Pick<Harness, 'baseUrl'>,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.form;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${h.baseUrl}/api${path}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export const loginToken = async (h: Pick<Harness, 'baseUrl'>, email: string, password: string) =>
  (await apiJson<{ token: string }>(h, 'POST', '/auth/login', { body: { email, password } })).token;
export const adminLogin = (h: Pick<Harness, 'baseUrl'>) => loginToken(h, ADMIN.email, ADMIN.password);

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** A lawyer registered through the API (real signup code by mail), left pending unless `approve`. */
export async function registerLawyerAs(
  h: H,
  l: { email: string; password: string; firstName: string; lastName: string; barAssociation?: string },
  approve: boolean,
) {
  const before = h.mails.length;
  await apiJson(h, 'POST', '/otp/send-signup-otp', { body: { email: l.email } });
  const otp = await codeFor(h.mails, l.email, before);
  await apiJson(h, 'POST', '/otp/verify-signup-otp', { body: { email: l.email, otp } });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    email: l.email,
    password: l.password,
    firstName: l.firstName,
    lastName: l.lastName,
    barAssociation: l.barAssociation ?? 'Barreau de Paris',
    role: 'lawyer',
  }))
    form.append(k, v);
  form.append('specializations', 'Droit du travail');
  form.append('licenseDocument', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
  const { user } = await apiJson<{ user: { _id: string } }>(h, 'POST', '/auth/register-lawyer', { form });
  if (approve) await apiJson(h, 'PUT', `/admin/lawyers/${user._id}/approve`, { token: await adminLogin(h) });
  return { id: user._id, token: await loginToken(h, l.email, l.password) };
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
}
export const categories = (h: Pick<Harness, 'baseUrl'>) => apiJson<Category[]>(h, 'GET', '/categories');

export const askAs = (h: Pick<Harness, 'baseUrl'>, token: string, p: { title: string; content: string; category: string }) =>
  apiJson<{ _id: string }>(h, 'POST', '/posts', { token, body: p });

/**
 * A browser page signed in as `token` (or a visitor): the token is put in local storage before the app
 * starts, as the app does after a login. The login dialog itself has its own journeys (helper B).
 */
export async function pageWith(h: Pick<Harness, 'browser'>, token: string | null, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await h.browser.newContext({ viewport, locale: 'fr-FR' });
  if (token) {
    await context.addInitScript((t) => {
      if (sessionStorage.getItem('c-signed-in')) return;
      sessionStorage.setItem('c-signed-in', '1');
      localStorage.setItem('token', t);
    }, token);
  }
  return context.newPage();
}

/** Waits until no loading message or skeleton is left (lazy chunks, session, queries). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const busy = [...document.querySelectorAll('[role="status"]')].some((e) => /Chargement/.test(e.textContent ?? ''));
      return !busy && !document.querySelector('.animate-pulse') && !!document.querySelector('h1, [role="alert"]');
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** axe-core violations of impact serious or critical, as "rule: help (selector)". */
export async function seriousAxe(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')})`,
    );
}
