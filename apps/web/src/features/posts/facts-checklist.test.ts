import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactsChecklist } from './components/facts-checklist';

const html = (category: string | undefined, text: string) => renderToStaticMarkup(createElement(FactsChecklist, { category, text }));

describe('FactsChecklist', () => {
  it('ticks the facts the text gives and hints at the others', () => {
    const out = html('famille', 'Nous sommes pacsés.');
    expect(out).toContain('data-fact="union" data-given="true"');
    expect(out).toContain('data-fact="enfants" data-given="false"');
    expect(out).toContain('Combien d’enfants, de quel âge ?');
  });
  it('shows nothing before a category is chosen, or for a category without a checklist', () => {
    expect(html(undefined, 'texte')).toBe('');
    expect(html('inconnue', 'texte')).toBe('');
  });
});
