import { describe, expect, it } from 'vitest';
import { pageKeyUrl } from './cached-render';

// One cache entry per page a reader can get (docs/decisions/cache-bounds.md): spellings of the same page share it.

describe('the key of a server-rendered page', () => {
  it('reads the page number and the search as the pages do: one entry per page, whatever the spelling', () => {
    expect(pageKeyUrl('/home?page=02')).toBe('/home?page=2');
    expect(pageKeyUrl('/home?page=2x')).toBe('/home?page=2');
    expect(pageKeyUrl('/home?page=1')).toBe('/home');
    expect(pageKeyUrl('/home?page=-3')).toBe('/home');
    expect(pageKeyUrl('/home?q=%20bail%20')).toBe('/home?q=bail');
    expect(pageKeyUrl('/home?q=%20')).toBe('/home');
  });
});
