// Server only (imported by entry-server.tsx): the store behind <KeptFragment>.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { FRAGMENT_MARKER, type FragmentStore, type Holes } from './kept-fragment';

/**
 * A part's HTML as kept: its pieces (even ones pasted as they are, odd ones a hole's input, `Holes`; one piece
 * without holes) and their digest, which stands for the part in the page's ETag.
 */
interface Kept {
  pieces: string[];
  digest: string;
}
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const sizeOf = (kept: Kept) => kept.pieces.reduce((n, p) => n + p.length, kept.digest.length);
const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

function keep(html: string, holes: Holes | undefined): Kept {
  const pieces = holes ? holes.split(html) : [html];
  return { pieces, digest: sha1(pieces.join('\u0000')) };
}

/** This render's text of each hole of a part. */
const fillsOf = (kept: Kept, holes: Holes | undefined) =>
  holes ? kept.pieces.filter((_, i) => i % 2 === 1).map((input) => holes.fill(input)) : [];

/** The kept pieces with the holes' texts between them. */
function paste(pieces: string[], fills: string[]): string {
  let out = pieces[0];
  for (let i = 0; i < fills.length; i++) out += fills[i] + pieces[2 * i + 2];
  return out;
}

/** A page's head tags, with the digest that stands for them in its ETag. */
export interface HeadTags {
  html: string;
  digest: string;
}
export const headTags = (html: string): HeadTags => ({ html, digest: sha1(html) });

export interface FinishedHtml {
  html: string;
  /**
   * A digest of the HTML computed from its skeleton: the page with each part replaced by its digest and this render's
   * hole texts, the same whether the part was kept or rendered (hashing the whole page cost a tenth of a miss).
   */
  digest: string;
}

/**
 * Kept HTML of page parts, by their key itself: a digest of each key cost more than the map's own string hashing, for
 * keys a little smaller than their HTML. Cut once around its holes when kept, so that a paste fills them without
 * searching the HTML again. Bounded in characters (UTF-16 length), keys and HTML together.
 */
export class FragmentCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly heads: LRUCache<string, HeadTags>;
  private readonly values: LRUCache<string, { value: unknown }>;
  constructor(maxChars = 48 * 1024 * 1024) {
    this.kept = new LRUCache({ maxSize: maxChars, sizeCalculation: (kept, key) => Math.max(1, sizeOf(kept) + key.length) });
    this.heads = new LRUCache({ maxSize: maxChars / 6, sizeCalculation: (tags, key) => Math.max(1, tags.html.length + key.length) });
    // A parsed value takes a few times its text's size in memory.
    this.values = new LRUCache({ maxSize: maxChars / 12, sizeCalculation: (_, text) => Math.max(1, text.length) });
  }

  /**
   * A JSON answer's value, parsed once per text and frozen: the text of a question read again is the same text, and a
   * render only reads its data (a write to it throws instead of changing what later renders show).
   */
  parsed(text: string): unknown {
    let found = this.values.get(text);
    if (!found) {
      found = { value: deepFreeze(JSON.parse(text)) };
      this.values.set(text, found);
    }
    return found.value;
  }

  /**
   * A page's head tags kept by `key`, which stands for all they are built from: a question's head holds its QAPage
   * JSON-LD, every answer's text written out again (about 20 KB for fifty answers), so it is kept by the exact JSON
   * text the question came in (`FragmentStore.textOf`).
   */
  headTags(key: string, build: () => string): HeadTags {
    let found = this.heads.get(key);
    if (!found) {
      found = headTags(build());
      this.heads.set(key, found);
    }
    return found;
  }

  /**
   * One render's slots: hand the store to the tree, then `finish` its HTML; `counts` says how many were kept. `texts`
   * holds the JSON text of each value this render parsed from an answer (`FragmentStore.textOf`).
   */
  begin(
    texts?: ReadonlyMap<unknown, string>,
  ): FragmentStore & { finish(html: string): FinishedHtml; counts(): { kept: number; rendered: number } } {
    const slots: { key: string; kept: Kept | undefined; holes?: Holes }[] = [];
    return {
      textOf: (value) => texts?.get(value),
      slot: (key, holes) => {
        // Read now: the entry may leave the cache before this render finishes.
        const kept = this.kept.get(key);
        slots.push({ key, kept, holes });
        return { id: slots.length - 1, kept: kept !== undefined };
      },
      counts: () => {
        const kept = slots.filter((s) => s.kept !== undefined).length;
        return { kept, rendered: slots.length - kept };
      },
      finish: (html) => {
        if (slots.length === 0) return { html, digest: sha1(html) };
        let out = '';
        let skeleton = '';
        let last = 0;
        let open = 0;
        const starts = new Map<number, number>();
        const part = (kept: Kept, fills: string[]) => {
          skeleton += `\u0000${kept.digest}\u0000${fills.join('\u0000')}\u0000`;
        };
        for (const m of html.matchAll(FRAGMENT_MARKER)) {
          const between = html.slice(last, m.index);
          out += between;
          if (open === 0) skeleton += between;
          last = m.index + m[0].length;
          const slot = slots[Number(m[2])];
          if (m[1] === 'kept') {
            const kept = slot.kept as Kept;
            const fills = fillsOf(kept, slot.holes);
            // A part inside a part is in the outer one's digest and holes: only parts at the top stand in the skeleton.
            if (open === 0) part(kept, fills);
            out += paste(kept.pieces, fills);
          } else if (m[1] === 'start') {
            open++;
            starts.set(Number(m[2]), out.length);
          } else {
            open--;
            const kept = keep(out.slice(starts.get(Number(m[2]))), slot.holes);
            this.kept.set(slot.key, kept);
            if (open === 0) part(kept, fillsOf(kept, slot.holes));
          }
        }
        out += html.slice(last);
        skeleton += html.slice(last);
        return { html: out, digest: sha1(skeleton) };
      },
    };
  }
}
