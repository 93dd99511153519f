// After a client-side navigation the tab shows the title the server would have rendered for that page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, login, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

let h: Harness;
const title = 'Préavis de départ à la retraite non respecté';
beforeAll(async () => {
  h = await startHarness();
  await registerMember(h, 'lea@document-title.test', 'lea_titre', 'Zq7!fjr2-Lpx-44-toile');
  await askQuestion(h, await login(h, 'lea@document-title.test', 'Zq7!fjr2-Lpx-44-toile'), { title });
});
afterAll(async () => h?.stop());

describe('document title on client navigation', () => {
  it('follows the page: list, question, back, unknown path', async () => {
    const page = await pageAs(h.browser, null);
    await page.goto(`${h.baseUrl}/home`);
    await settled(page);
    expect(await page.title()).toBe('Questions juridiques — Prétoire');
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(/\/post\//);
    await expect.poll(() => page.title()).toBe(`${title} — Prétoire`);
    await h.screenshot(page, 'document-title-post');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Questions juridiques — Prétoire');
    await page.goto(`${h.baseUrl}/nulle-part`);
    expect(await page.title()).toBe('Page introuvable — Prétoire');
    await page.context().close();
  });
});
