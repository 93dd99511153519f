import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerLawyer, registerMember, signIn } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { type Watched, watchedPage } from '../src/session';

// User content must be rendered as text. Hostile strings go everywhere a user can write (question title and text,
// answers, nested answers, lawyer names and bio, search box, URL path), then each page that shows them is loaded
// in Chromium: the strings appear literally, no element or handler came from them, nothing ran, no dialog opened,
// and the CSP had nothing to block (a blocked attempt would mean the HTML did get injected).

const IMG = '<img src=x onerror=alert(1)>';
const PAYLOADS = [
  IMG,
  '<script>window.__xss = "script"</script>',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '"><img src=x onerror="window.__xss = \'attr\'">',
  '<a href="javascript:window.__xss = \'link\'">lien piégé</a>',
  "[cliquez ici](javascript:window.__xss='md-link')",
  '![image](x" onerror="window.__xss=\'md-img\')',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  "javascript:window.__xss='bare'",
  '{{constructor.constructor(\'window.__xss = "template"\')()}}',
  '<details open ontoggle="window.__xss = \'toggle\'">x</details>',
];

let h: Harness;
const member = { email: 'xss-membre@xss.test', nickname: 'xssmembre', password: 'Zq7!fjr2-Lpx-42-toile' };
const tokens: Record<'member' | 'lawyer' | 'admin', string> = { member: '', lawyer: '', admin: '' };
const title = `Caution ${IMG} retenue`;
const content = `Mon bailleur garde ma caution. Voici des essais :\n${PAYLOADS.join('\n')}`;
const lawyerFirst = '<b>Claire</b>';
const lawyerLast = IMG;
let postId = '';
let lawyerId = '';

beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, member.email, member.nickname, member.password);
  tokens.member = (await signIn(h, member.email, member.password)).token;
  tokens.admin = await adminToken(h);
  const reg = await registerLawyer(h, {
    email: 'xss-avocat@xss.test',
    password: 'Zq7!fjr2-Lpx-42-toile',
    firstName: lawyerFirst,
    lastName: lawyerLast,
    bio: `Avocate. ${PAYLOADS.join(' ')}`,
  });
  lawyerId = reg.id;
  await api(h, 'PUT', `/admin/lawyers/${lawyerId}/approve`, { token: tokens.admin });
  tokens.lawyer = (await signIn(h, 'xss-avocat@xss.test', 'Zq7!fjr2-Lpx-42-toile')).token;
  const categoryId = (await api<{ _id: string }[]>(h, 'GET', '/categories'))[0]._id;
  postId = (await api<{ _id: string }>(h, 'POST', '/posts', { token: tokens.member, body: { title, content, category: categoryId } }))._id;
  const post = await api<{ replies: { _id: string }[] }>(h, 'POST', `/posts/${postId}/replies`, {
    token: tokens.lawyer,
    body: { content: `Réponse ${PAYLOADS.slice(0, 6).join(' ')}` },
  });
  await api(h, 'POST', `/posts/${postId}/replies/${post.replies[0]._id}`, {
    token: tokens.member,
    body: { content: `Merci ${PAYLOADS.slice(5).join(' ')}` },
  });
});
afterAll(async () => h?.stop());

/** Elements or attributes that could only come from injected markup. */
function injectedMarkup() {
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name)) found.push(`${el.tagName} ${a.name}`);
    if (el.tagName === 'IMG' && el.getAttribute('src') === 'x') found.push('img src=x');
    // JSON data blocks of server-rendered pages (hydration data, JSON-LD) never run; any other inline script would.
    const dataBlock = /^application\/(ld\+)?json$/.test(el.getAttribute('type') ?? '');
    // The page template's two scripts are ours, allowed by their CSP hashes: early taps (decisions/web-early-taps.md)
    // and the stored-session mark (decisions/newcomer-pages.md).
    const text = el.textContent ?? '';
    const template =
      el.parentElement === document.head &&
      (text.startsWith('((d) => { const q = []; window.__earlyTaps = q;') ||
        text.startsWith("try { if (localStorage.getItem('token')) document.documentElement.setAttribute('data-session', ''); }"));
    if (el.tagName === 'SCRIPT' && !el.getAttribute('src') && !dataBlock && !template) found.push('inline script');
    if (el.tagName === 'IFRAME' || (el.tagName === 'DETAILS' && el.hasAttribute('open') && el.textContent === 'x')) found.push(el.tagName);
    if (el.tagName === 'B' && el.textContent === 'Claire') found.push('<b> from a name');
    for (const attr of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
      const v = el.getAttribute(attr);
      if (v && /^\s*(javascript|vbscript):/i.test(v)) found.push(`${el.tagName} ${attr}=${v}`);
    }
  }
  return found;
}

async function expectInert(w: Watched, label: string) {
  await w.page.waitForTimeout(500);
  expect(await w.page.evaluate(injectedMarkup), label).toEqual([]);
  expect(await w.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), label).toBeNull();
  expect(w.dialogs, label).toEqual([]);
  expect(await w.violations(), label).toEqual([]);
  expect(w.consoleErrors, label).toEqual([]);
}

describe('user content is rendered as text', () => {
  it('question page: title, text, answers and the lawyer\u2019s name show literally and run nothing', async () => {
    const w = await watchedPage(h.browser);
    await w.page.goto(`${h.baseUrl}/post/${postId}`);
    await w.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const text = await w.page.locator('main').innerText();
    for (const p of PAYLOADS) expect(text, p).toContain(p.split('\n')[0]);
    expect(text).toContain(lawyerLast);
    await expectInert(w, 'post');
    await h.screenshot(w.page, 'xss-post');
    await w.context.close();
  });

  it('lists, search box and URL path show the strings as text', async () => {
    const w = await watchedPage(h.browser);
    await w.page.goto(`${h.baseUrl}/home`);
    await w.page.getByText(title).first().waitFor();
    await expectInert(w, 'home');
    await w.page.goto(`${h.baseUrl}/home?q=${encodeURIComponent(IMG)}`);
    await w.page.locator('#root *').first().waitFor();
    await expectInert(w, 'search');
    await w.page.goto(`${h.baseUrl}/category/${encodeURIComponent(IMG)}`);
    await w.page.locator('#root *').first().waitFor();
    await expectInert(w, 'category path');
    await w.page.goto(`${h.baseUrl}/post/${encodeURIComponent('"><svg onload=alert(1)>')}`);
    await w.page.locator('#root *').first().waitFor();
    await expectInert(w, 'post path');
    await w.context.close();
  });

  it('the lawyer\u2019s public profile shows the name and bio as text', async () => {
    const w = await watchedPage(h.browser);
    await w.page.goto(`${h.baseUrl}/avocats/${lawyerId}`);
    await w.page.getByText(IMG).first().waitFor();
    expect(await w.page.locator('main').innerText()).toContain(lawyerFirst);
    await expectInert(w, 'lawyer profile');
    await w.page.goto(`${h.baseUrl}/avocats`);
    await w.page.getByText(lawyerFirst).first().waitFor();
    await expectInert(w, 'directory');
    await w.context.close();
  });

  it('the member\u2019s notifications quote the title as text', async () => {
    const w = await watchedPage(h.browser, { token: tokens.member });
    await w.page.goto(`${h.baseUrl}/notifications`);
    await w.page.getByText(IMG).first().waitFor();
    await expectInert(w, 'notifications');
    await w.page.goto(`${h.baseUrl}/my-posts`);
    await w.page.getByText(title).first().waitFor();
    await expectInert(w, 'my posts');
    await w.context.close();
  });

  it('the admin back office shows names, bio and questions as text', async () => {
    await registerLawyer(h, {
      email: 'xss-attente@xss.test',
      password: 'Zq7!fjr2-Lpx-42-toile',
      firstName: IMG,
      lastName: '<script>window.__xss=1</script>',
      bio: PAYLOADS.join(' '),
    });
    const w = await watchedPage(h.browser, { token: tokens.admin });
    await w.page.goto(`${h.baseUrl}/admin?tab=lawyers`);
    await w.page.getByText('<script>window.__xss=1</script>').first().waitFor();
    await expectInert(w, 'pending lawyers');
    await w.page.goto(`${h.baseUrl}/admin?tab=users`);
    await w.page.getByText(lawyerFirst).first().waitFor();
    await expectInert(w, 'users');
    await w.page.goto(`${h.baseUrl}/admin?tab=questions`);
    await w.page.getByText(title).first().waitFor();
    await expectInert(w, 'questions');
    await h.screenshot(w.page, 'xss-admin');
    await w.context.close();
  });
});
