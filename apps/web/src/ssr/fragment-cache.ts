// Server only (imported by entry-server.tsx): the store behind <KeptFragment>.
import { LRUCache } from 'lru-cache';
import { FRAGMENT_MARKER, type FragmentStore } from './kept-fragment';

/**
 * Kept HTML of page parts, by their key itself: a digest of each key cost more than the map's own string hashing, for
 * keys a little smaller than their HTML. Bounded in characters (UTF-16 length), keys and HTML together.
 */
export class FragmentCache {
  private readonly kept: LRUCache<string, string>;
  constructor(maxChars = 48 * 1024 * 1024) {
    this.kept = new LRUCache({ maxSize: maxChars, sizeCalculation: (html, key) => Math.max(1, html.length + key.length) });
  }

  /** One render's slots: hand the store to the tree, then `finish` its HTML; `counts` says how many were kept. */
  begin(): FragmentStore & { finish(html: string): string; counts(): { kept: number; rendered: number } } {
    const slots: { key: string; html: string | undefined; refresh?: (html: string) => string }[] = [];
    return {
      slot: (key, refresh) => {
        // Read now: the entry may leave the cache before this render finishes.
        const html = this.kept.get(key);
        slots.push({ key, html, refresh });
        return { id: slots.length - 1, kept: html !== undefined };
      },
      counts: () => {
        const kept = slots.filter((s) => s.html !== undefined).length;
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
          if (m[1] === 'kept') out += slot.refresh ? slot.refresh(slot.html as string) : slot.html;
          else if (m[1] === 'start') starts.set(id, out.length);
          else this.kept.set(slot.key, out.slice(starts.get(id)));
        }
        return out + html.slice(last);
      },
    };
  }
}
