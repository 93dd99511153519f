import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations of impact serious or critical, optionally in one part of the page, as "rule: help (selectors)". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const r = await builder.analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Violations of the named axe rules at impact moderate or worse (landmark-unique is «moderate»), as above. */
export async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withRules(rules).analyze();
  return r.violations
    .filter((v) => v.impact && v.impact !== 'minor')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
