import { describe, expect, it } from 'vitest';
import { excerpt } from './render';

describe('excerpt (mail quotes)', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('Mon  bail\nest résilié.', 200)).toBe('Mon bail est résilié.');
  });

  it('cuts at the last space before the limit and adds «…»', () => {
    const text = 'Mon propriétaire refuse de me rendre le dépôt de garantie malgré un état des lieux conforme';
    const out = excerpt(text, 38);
    expect(out).toBe('Mon propriétaire refuse de me rendre…');
    expect(out.length).toBeLessThanOrEqual(38);
    // Every word of the quote is a whole word of the text.
    for (const word of out.slice(0, -1).split(' ')) expect(text.split(' ')).toContain(word);
  });

  it('drops a trailing comma before «…»', () => {
    expect(excerpt('Bonjour, je voudrais savoir, pour mon licenciement, quels délais', 30)).toBe('Bonjour, je voudrais savoir…');
  });

  it('cuts a single very long word where it must', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
