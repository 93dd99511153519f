import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, codeFor, type Mail } from './harness';

type H = { baseUrl: string; mails: Mail[] };

/** One JSON call to the API; throws with the body on any non-2xx so a broken setup is loud. */
export async function api<T = Record<string, unknown>>(
  h: H,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${h.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function login(h: H, email: string, password: string): Promise<{ token: string; user: { _id: string } }> {
  return api(h, 'POST', '/auth/login', { body: { email, password } });
}
export const adminToken = async (h: H) => (await login(h, ADMIN.email, ADMIN.password)).token;

async function verifySignup(h: H, email: string) {
  const before = h.mails.length;
  await api(h, 'POST', '/otp/send-signup-otp', { body: { email } });
  const otp = await codeFor(h.mails, email, before);
  await api(h, 'POST', '/otp/verify-signup-otp', { body: { email, otp } });
}

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Registers a lawyer through the real multipart call, with any names and bio; returns the pending account. */
export async function registerLawyer(h: H, p: { email: string; password: string; firstName: string; lastName: string; bio?: string }) {
  await verifySignup(h, p.email);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    email: p.email,
    password: p.password,
    firstName: p.firstName,
    lastName: p.lastName,
    barAssociation: 'Barreau de Lyon',
    role: 'lawyer',
    bio: p.bio ?? '',
  }))
    form.append(k, v);
  form.append('specializations', 'Droit du travail');
  form.append('licenseDocument', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
  const res = await fetch(`${h.baseUrl}/api/auth/register-lawyer`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`register-lawyer: ${res.status} ${await res.text()}`);
  return (await res.json()) as { user: { _id: string }; token: string };
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by any frame, as "directive blocked-uri". */
  violations(): Promise<string[]>;
  /** Browser dialogs (alert, confirm, prompt) that something opened. */
  dialogs: string[];
  /** CSP refusals reported on the console. */
  consoleErrors: string[];
  /** Uncaught page errors (reported, not a CSP matter). */
  pageErrors: string[];
}

/**
 * A fresh context (axe needs newContext) signed in with `token` if given, recording every CSP violation,
 * every dialog and every console error, so a test can assert that nothing ran or was blocked.
 */
export async function watchedPage(browser: Browser, opts: { token?: string } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await context.addInitScript((token: string | null) => {
    const w = window as unknown as { __csp: string[]; __xss?: unknown };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    if (token && window.top === window) localStorage.setItem('token', token);
  }, opts.token ?? null);
  const page = await context.newPage();
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return {
    context,
    page,
    dialogs,
    consoleErrors,
    pageErrors,
    async violations() {
      const all: string[] = [];
      for (const f of page.frames()) {
        try {
          all.push(...(await f.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
        } catch {
          /* detached frame */
        }
      }
      return all;
    },
  };
}
