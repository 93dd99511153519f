// Browser pages: a visitor's, a signed-in one, one that records CSP violations, and the auth dialog.

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { login } from './api';

const DESKTOP = { width: 1280, height: 800 };

/** A visitor's page in a fresh context. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  return (await browser.newContext({ viewport, locale: 'fr-FR' })).newPage();
}

/**
 * A page signed in as `token` (or a visitor's): the token is put in local storage before the app starts, as the
 * app does after a login (spec §3: key 'token'). Once per tab, so a later logout or deletion is not undone by a reload.
 */
export async function pageAs(browser: Browser, token: string | null, viewport = DESKTOP): Promise<Page> {
  return contextPage(browser, token, { viewport });
}

async function contextPage(browser: Browser, token: string | null, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR', ...options });
  if (token) {
    await context.addInitScript((t) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', t);
    }, token);
  }
  return context.newPage();
}

/** Signs in through the API, then opens a page with that session. */
export async function signedInPage(
  h: { baseUrl: string; browser: Browser },
  email: string,
  password: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; token: string }> {
  const token = await login(h, email, password);
  return { page: await contextPage(h.browser, token, options), token };
}

/** Waits until no loading message or skeleton is left (lazy chunks, session, queries). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const busy = [...document.querySelectorAll('[role="status"]')].some((e) => /Chargement/.test(e.textContent ?? ''));
      const pending = document.querySelector('.animate-pulse, [data-session-pending]');
      return !busy && !pending && !!document.querySelector('h1, [role="alert"]');
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Opens the auth dialog with one of the top bar's two buttons, from `from` (default /avocats, a
 * public page other than /home, so a test can see the flows navigate to /home).
 */
export async function openAuthDialog(
  page: Page,
  baseUrl: string,
  button: 'Se Connecter' | "S'inscrire" = 'Se Connecter',
  from = '/avocats',
) {
  await page.goto(`${baseUrl}${from}`);
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
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
 * A fresh context signed in with `token` if given, recording every CSP violation, every dialog and every
 * console error, so a test can assert that nothing ran or was blocked.
 */
export async function watchedPage(browser: Browser, opts: { token?: string } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
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
