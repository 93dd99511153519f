import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WordDiff } from './components/version-list';

describe('WordDiff', () => {
  it('marks added and removed words with <ins>/<del> and says so in words', () => {
    const html = renderToStaticMarkup(createElement(WordDiff, { before: 'Le bailleur a deux mois', after: 'Le bailleur a un mois' }));
    expect(html).toContain('<del');
    expect(html).toContain('<ins');
    expect(html).toMatch(/\[supprimé : <\/span>deux/);
    expect(html).toMatch(/\[ajouté : <\/span>un/);
    expect(html).toContain('<span>Le bailleur a </span>');
  });

  it('shows an unchanged text without any mark', () => {
    const html = renderToStaticMarkup(createElement(WordDiff, { before: 'Même texte.', after: 'Même texte.' }));
    expect(html).not.toMatch(/<ins|<del/);
  });
});
