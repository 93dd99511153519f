import { SEARCH_SUGGESTION_LABELS } from '@pretoire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { api, askQuestion, categories, login, registerMember } from '../src/api';
import { type Harness, startHarness } from '../src/harness';
import { pageAs, settled } from '../src/session';

// Search forgives a typo («Vouliez-vous dire licenciement ?») and shows the matched words in bold
// (docs/decisions/search-suggestions.md).
let h: Harness;
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

beforeAll(async () => {
  // The lexicon is refilled by a job, at start (before these questions) and then every SEARCH_WORDS_REFRESH_S: the
  // shortest period, so the journey sees its questions' words a few seconds later.
  h = await startHarness({ SEARCH_WORDS_REFRESH_S: '5' });
  await registerMember(h, 'nora@search-suggestion.test', 'nora_s', 'Zq7!fjr2-Lpx-71-toile');
  const token = await login(h, 'nora@search-suggestion.test', 'Zq7!fjr2-Lpx-71-toile');
  const work = (await categories(h)).find((c) => c.slug === 'travail')!;
  await askQuestion(h, token, {
    title: 'Contester mon licenciement',
    content: `J’ai été licencié le 3 mars pour faute grave ${HOSTILE} alors que je n’avais jamais eu d’avertissement.`,
    category: work._id,
  });
  await askQuestion(h, token, {
    title: 'Rupture de période d’essai',
    content: 'Mon employeur a rompu ma période d’essai sans motif.',
    category: work._id,
  });
  // Wait for the next refill (a search never starts one).
  for (let i = 0; i < 300; i++) {
    if ((await api<{ suggestion?: string }>(h, 'GET', '/posts?q=licensiement')).suggestion === 'licenciement') break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 200_000);
afterAll(async () => h?.stop());

describe('search suggestions and snippets', () => {
  it('a typo offers «Vouliez-vous dire licenciement ?» with its results, the matched word in bold and the text escaped', async () => {
    const page = await pageAs(h.browser, null, { width: 390, height: 844 });
    await page.goto(`${h.baseUrl}/home`);
    await settled(page);
    const box = page.getByRole('searchbox', { name: 'Rechercher une question' });
    await box.fill('licensiement');
    await box.press('Enter');
    const suggestion = page.getByTestId('search-suggestion');
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toBe(`${SEARCH_SUGGESTION_LABELS.noResultFor('licensiement')} Vouliez-vous dire licenciement ?`);
    await page.getByRole('link', { name: 'Contester mon licenciement' }).waitFor();
    const snippet = page.getByTestId('search-snippet').first();
    expect(await snippet.locator('mark').allInnerTexts()).toEqual(['licencié']);
    expect(await snippet.innerText()).toContain(HOSTILE);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await h.screenshot(page, 'search-suggestion');

    // The suggested word, searched: no suggestion any more, the same result.
    await suggestion.getByRole('link', { name: 'licenciement' }).click();
    await page.getByText('1 question · page 1 sur 1').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('licenciement');
    await expect.poll(() => page.getByTestId('search-suggestion').count()).toBe(0);
    await page.getByText('Résultats pour « licenciement »').waitFor();
    await page.context().close();
  });
});
