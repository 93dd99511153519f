import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UnansweredHelp } from './components/unanswered-help';

describe('UnansweredHelp', () => {
  it('lists the four official services, each opening in a new tab', () => {
    const out = renderToStaticMarkup(createElement(UnansweredHelp));
    expect(out).toContain('aria-labelledby="unanswered-help"');
    const hrefs = [...out.matchAll(/href="([^"]+)" target="_blank" rel="noopener noreferrer"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      'https://www.justice.fr/recherche/annuaires',
      'https://www.justice.fr/recherche/annuaires',
      'https://www.justice.fr/simulateurs/aide-juridictionnelle',
      'https://www.service-public.fr/particuliers/vosdroits/F3049',
    ]);
    expect(out).toContain('Simuler votre droit à l’aide juridictionnelle');
  });
});
