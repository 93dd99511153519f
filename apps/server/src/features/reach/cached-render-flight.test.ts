import { describe, expect, it } from 'vitest';
import { memoryCache } from '../../lib/public-cache';
import { cachedRenderer } from './cached-render';
import type { PublicPage } from './ssr';

// Server-rendered pages through the flights of the public cache, with a render that holds until released.

describe('server-rendered pages, no stampede', () => {
  it('server-rendered pages: concurrent misses make one render, an expired page one refresh', async () => {
    let now = 0;
    const c = memoryCache(1_000, 100, () => now, undefined, { staleMs: 60_000 });
    let renders = 0;
    let release: () => void = () => {};
    const render = async (url: string): Promise<PublicPage> => {
      renders++;
      await new Promise<void>((r) => {
        release = r;
      });
      return { status: 200, headers: {}, html: `<p>${url} ${renders}</p>` };
    };
    const page = cachedRenderer(render, c);
    const pending = Array.from({ length: 10 }, () => page('/post/abc?zz=1'));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const pages = await Promise.all(pending);
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p.html))).toEqual(new Set(['<p>/post/abc 1</p>']));
    expect(pages.map((p) => p.headers['x-public-cache']).sort()).toEqual(['miss', ...Array(9).fill('wait')]);
    now = 2_000; // expired, still valid for its tags
    const stale = await Promise.all(Array.from({ length: 10 }, () => page('/post/abc')));
    expect(new Set(stale.map((p) => p.html))).toEqual(new Set(['<p>/post/abc 1</p>']));
    expect(new Set(stale.map((p) => p.headers['x-public-cache']))).toEqual(new Set(['stale']));
    expect(renders).toBe(2); // one refresh under way
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect((await page('/post/abc')).html).toBe('<p>/post/abc 2</p>');
    expect(c.stats()).toMatchObject({ builds: 1, refreshes: 1 });
  });
});
