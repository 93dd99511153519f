// Server only (imported by entry-server.tsx): the store behind <KeptFragment>.
import { LRUCache } from 'lru-cache';
import { FRAGMENT_MARKER, type FragmentStore, type Holes } from './kept-fragment';

/** A part's kept HTML as pieces: even ones pasted as they are, odd ones a hole's input (`Holes`); one piece without. */
type Pieces = string[];
const sizeOf = (pieces: Pieces) => pieces.reduce((n, p) => n + p.length, 0);

/** The kept pieces with each hole filled for this render. */
function paste(pieces: Pieces, holes: Holes | undefined): string {
  if (pieces.length === 1 || !holes) return pieces.join('');
  let out = pieces[0];
  for (let i = 1; i < pieces.length; i += 2) out += holes.fill(pieces[i]) + pieces[i + 1];
  return out;
}

/**
 * Kept HTML of page parts, by their key itself: a digest of each key cost more than the map's own string hashing, for
 * keys a little smaller than their HTML. Cut once around its holes when kept, so that a paste fills them without
 * searching the HTML again. Bounded in characters (UTF-16 length), keys and HTML together.
 */
export class FragmentCache {
  private readonly kept: LRUCache<string, Pieces>;
  constructor(maxChars = 48 * 1024 * 1024) {
    this.kept = new LRUCache({ maxSize: maxChars, sizeCalculation: (pieces, key) => Math.max(1, sizeOf(pieces) + key.length) });
  }

  /** One render's slots: hand the store to the tree, then `finish` its HTML; `counts` says how many were kept. */
  begin(): FragmentStore & { finish(html: string): string; counts(): { kept: number; rendered: number } } {
    const slots: { key: string; pieces: Pieces | undefined; holes?: Holes }[] = [];
    return {
      slot: (key, holes) => {
        // Read now: the entry may leave the cache before this render finishes.
        const pieces = this.kept.get(key);
        slots.push({ key, pieces, holes });
        return { id: slots.length - 1, kept: pieces !== undefined };
      },
      counts: () => {
        const kept = slots.filter((s) => s.pieces !== undefined).length;
        return { kept, rendered: slots.length - kept };
      },
      finish: (html) => {
        if (slots.length === 0) return html;
        let out = '';
        let last = 0;
        const starts = new Map<number, number>();
        for (const m of html.matchAll(FRAGMENT_MARKER)) {
          out += html.slice(last, m.index);
          last = m.index + m[0].length;
          const id = Number(m[2]);
          const slot = slots[id];
          if (m[1] === 'kept') out += paste(slot.pieces as Pieces, slot.holes);
          else if (m[1] === 'start') starts.set(id, out.length);
          else {
            const html = out.slice(starts.get(id));
            this.kept.set(slot.key, slot.holes ? slot.holes.split(html) : [html]);
          }
        }
        return out + html.slice(last);
      },
    };
  }
}
