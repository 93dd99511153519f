import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderClockProvider } from '@/lib/render-clock';
import { applicableLaw, STALE_LAW_WARNING } from './applicable-law';
import { ApplicableLawLine } from './components/applicable-law-line';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const CITING = 'Voir l’article L1234-1 du Code du travail.';

describe('applicableLaw', () => {
  it('dates an answer citing a text by its writing, in French long form', () => {
    expect(applicableLaw(CITING, '2026-11-26T09:00:00Z', null, NOW)).toEqual({
      line: 'Droit applicable au 26 novembre 2026',
      iso: '2026-11-26T09:00:00Z',
      stale: false,
    });
  });
  it('takes the last edit when there is one', () => {
    expect(applicableLaw(CITING, '2023-01-05T09:00:00Z', '2026-03-01T10:00:00Z', NOW)?.line).toBe('Droit applicable au 1 mars 2026');
  });
  it('says nothing for an answer without citation', () => {
    expect(applicableLaw('Contactez votre employeur par écrit.', '2020-01-01T00:00:00Z', null, NOW)).toBeNull();
  });
  it('is stale past two years, not at two years less a day', () => {
    expect(applicableLaw(CITING, '2024-11-25T12:00:00Z', null, NOW)?.stale).toBe(true);
    expect(applicableLaw(CITING, '2024-11-27T12:00:00Z', null, NOW)?.stale).toBe(false);
    // An old answer edited recently speaks for its edit.
    expect(applicableLaw(CITING, '2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z', NOW)?.stale).toBe(false);
  });
});

// Rendered under the server's frozen clock, as the question page is.
const html = (createdAt: string, editedAt: string | null, content = CITING) => {
  const line = createElement(ApplicableLawLine, { content, createdAt, editedAt });
  const clock: Parameters<typeof RenderClockProvider>[0] = { now: NOW, children: line };
  return renderToStaticMarkup(createElement(RenderClockProvider, clock));
};

describe('ApplicableLawLine', () => {
  it('renders the date as a <time>, without warning when recent', () => {
    const out = html('2026-11-26T09:00:00Z', null);
    expect(out).toContain('<time dateTime="2026-11-26T09:00:00Z">Droit applicable au 26 novembre 2026</time>');
    expect(out).not.toContain(STALE_LAW_WARNING);
  });
  it('adds the warning to an answer older than two years', () => {
    expect(html('2023-06-01T09:00:00Z', null)).toContain('Réponse de plus de deux ans : vérifiez que les textes cités n’ont pas changé');
  });
  it('renders nothing without a citation', () => {
    expect(html('2023-06-01T09:00:00Z', null, 'Rien à citer.')).toBe('');
  });
});
