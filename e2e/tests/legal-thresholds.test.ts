// The terms of use state the misuse thresholds this server applies (its MISUSE_* settings), not the defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/a11y';
import { type Harness, startHarness } from '../src/harness';
import { newPage, settled } from '../src/session';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    MISUSE_UNFOUNDED_NOTICES: '7',
    MISUSE_HIDDEN_CONTENT: '4',
    MISUSE_WINDOW_DAYS: '45',
    MISUSE_SUSPENSION_DAYS: '21',
  });
}, 120_000);
afterAll(async () => h?.stop());

describe('terms of use', () => {
  it('state the misuse thresholds the server applies', async () => {
    const page = await newPage(h.browser);
    await page.goto(`${h.baseUrl}/conditions-utilisation`);
    await settled(page);
    const rules = page.locator('[data-misuse-rules]');
    await rules.waitFor();
    expect(await rules.innerText()).toContain('Si 7 de vos signalements ou plus sont jugés manifestement infondés en 45 jours');
    expect(await rules.innerText()).toContain('suspendu pendant 21 jours');
    expect(await page.locator('main').innerText()).toContain('Si 4 de vos contenus ou plus');
    await h.screenshot(page, 'terms-misuse-thresholds');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
