import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CitedText } from './components/cited-text';

const html = (text: string) => renderToStaticMarkup(createElement('p', null, createElement(CitedText, { text })));

describe('CitedText', () => {
  it('links a citation to Légifrance in a new tab, with an accessible name starting with the visible words', () => {
    const out = html('Voir l’article L1234-1 du Code du travail.');
    expect(out).toContain(
      '<a href="https://www.legifrance.gouv.fr/search/code?tab_selection=code&amp;searchField=NUM_ARTICLE&amp;query=L1234-1" target="_blank" rel="noopener noreferrer"',
    );
    expect(out).toContain(
      'aria-label="article L1234-1 du Code du travail — article L1234-1 du Code du travail, sur Légifrance (nouvel onglet)"',
    );
    expect(out).toMatch(/>article L1234-1 du Code du travail<\/a>\.<\/p>$/);
  });
  it('keeps the body text: markup in it is escaped, around and inside citations', () => {
    const out = html('<script>alert(1)</script> art. 700 CPC <b>gras</b>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <a ');
    expect(out).toContain('>art. 700 CPC</a> &lt;b&gt;gras&lt;/b&gt;</p>');
    expect(out).not.toContain('<script>');
  });
  it('renders a text without citation unchanged', () => {
    expect(html('Le loyer est de 1 500 € depuis le 13 septembre 2023.')).toBe(
      '<p>Le loyer est de 1 500 € depuis le 13 septembre 2023.</p>',
    );
  });
});
