import { describe, expect, it } from 'vitest';
import { FragmentCache } from './fragment-cache';
import type { Holes } from './kept-fragment';

// A part with one hole: the text of its <time>, written from its `day` and the clock `now` (as agoHoles does).
const holes = (now: string): Holes => ({
  split: (html) => {
    const m = /(<time day="([^"]*)">)[^<]*(<\/time>)/.exec(html);
    if (!m) return [html];
    return [html.slice(0, m.index) + m[1], m[2], m[3] + html.slice(m.index + m[0].length)];
  },
  fill: (input) => `${input} vu à ${now}`,
});

/** One render of `<p>avant</p>[part]<p>après</p>`: the part as React would give it, or its marker when kept. */
function render(cache: FragmentCache, now: string, text = 'réponse') {
  const store = cache.begin();
  const h = holes(now);
  const { id, kept } = store.slot(`clé ${text}`, h);
  const part = kept
    ? `<template data-fragment-kept="${id}"></template>`
    : `<template data-fragment-start="${id}"></template><li>${text} <time day="lundi">lundi vu à ${now}</time></li><template data-fragment-end="${id}"></template>`;
  return { ...store.finish(`<p>avant</p>${part}<p>après</p>`), counts: store.counts() };
}

describe('kept fragments', () => {
  it('paste a kept part with this render’s holes, and leave no marker', () => {
    const cache = new FragmentCache();
    const first = render(cache, '10 h');
    const second = render(cache, '11 h');
    expect(first.counts).toEqual({ kept: 0, rendered: 1 });
    expect(second.counts).toEqual({ kept: 1, rendered: 0 });
    expect(first.html).toBe('<p>avant</p><li>réponse <time day="lundi">lundi vu à 10 h</time></li><p>après</p>');
    expect(second.html).toBe('<p>avant</p><li>réponse <time day="lundi">lundi vu à 11 h</time></li><p>après</p>');
  });

  it('give a page the same digest whether its parts were kept or rendered, and another when a hole or a part changes', () => {
    const cache = new FragmentCache();
    const rendered = render(cache, '10 h');
    const kept = render(cache, '10 h');
    expect(kept.counts.kept).toBe(1);
    expect(kept.digest).toBe(rendered.digest);
    // Another process, which renders the part afresh.
    expect(render(new FragmentCache(), '10 h').digest).toBe(rendered.digest);
    expect(render(cache, '11 h').digest).not.toBe(rendered.digest);
    expect(render(cache, '10 h', 'autre réponse').digest).not.toBe(rendered.digest);
  });

  it('give a part holding parts the same digest whether it was kept, rendered around kept parts or rendered in full', () => {
    const inner = (text: string) => `<li>${text} <time day="lundi">lundi vu à 10 h</time></li>`;
    /** `<ul>[a][b]</ul>` inside an outer part keyed by both texts, each inner part keyed by its own. */
    function nested(cache: FragmentCache, a: string, b: string) {
      const store = cache.begin();
      const h = holes('10 h');
      const outer = store.slot(`liste ${a} ${b}`, h);
      if (outer.kept) return store.finish(`<p>avant</p><template data-fragment-kept="${outer.id}"></template>`);
      const part = (text: string) => {
        const { id, kept } = store.slot(`clé ${text}`, h);
        return kept
          ? `<template data-fragment-kept="${id}"></template>`
          : `<template data-fragment-start="${id}"></template>${inner(text)}<template data-fragment-end="${id}"></template>`;
      };
      return store.finish(
        `<p>avant</p><template data-fragment-start="${outer.id}"></template><ul>${part(a)}${part(b)}</ul><template data-fragment-end="${outer.id}"></template>`,
      );
    }
    const cache = new FragmentCache();
    const fresh = nested(cache, 'une', 'deux');
    const kept = nested(cache, 'une', 'deux');
    // A third part: the list is rendered again around the two kept ones.
    const around = nested(cache, 'une', 'trois');
    const aroundKept = nested(cache, 'une', 'trois');
    const aroundFresh = nested(new FragmentCache(), 'une', 'trois');
    expect(fresh.html).toBe(`<p>avant</p><ul>${inner('une')}${inner('deux')}</ul>`);
    expect(kept.html).toBe(fresh.html);
    expect(kept.digest).toBe(fresh.digest);
    expect(around.html).toBe(`<p>avant</p><ul>${inner('une')}${inner('trois')}</ul>`);
    expect(around.digest).not.toBe(fresh.digest);
    expect(aroundKept.digest).toBe(around.digest);
    expect(aroundFresh.digest).toBe(around.digest);
  });

  it('parse a JSON text once: the same frozen value for the same text, another for another text', () => {
    const cache = new FragmentCache();
    const text = '{"replies":[{"_id":"r1","content":"Oui."}]}';
    const value = cache.parsed(text) as { replies: { content: string }[] };
    expect(value).toEqual({ replies: [{ _id: 'r1', content: 'Oui.' }] });
    // A copy of the text, as the next answer brings it, finds the same value.
    expect(cache.parsed(`${text} `.trim())).toBe(value);
    expect(Object.isFrozen(value.replies[0])).toBe(true);
    expect(() => {
      value.replies[0].content = 'Non.';
    }).toThrow(TypeError);
    expect(cache.parsed('{"replies":[]}')).not.toBe(value);
    expect(new FragmentCache().parsed(text)).not.toBe(value);
  });
});
