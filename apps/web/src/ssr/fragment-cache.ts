// Server only (imported by entry-server.tsx): the store behind <KeptFragment>.
import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { FRAGMENT_MARKER, type FragmentStore } from './kept-fragment';

const hashKey = (key: string) => hash('sha1', key, 'base64url');

/** Kept HTML of page parts, by the hash of their key; bounded in bytes (UTF-16 length is the measure used). */
export class FragmentCache {
  private readonly kept: LRUCache<string, string>;
  constructor(maxChars = 32 * 1024 * 1024) {
    this.kept = new LRUCache({ maxSize: maxChars, sizeCalculation: (html) => Math.max(1, html.length) });
  }

  /** One render's slots: hand the store to the tree, then `finish` its HTML; `counts` says how many were kept. */
  begin(): FragmentStore & { finish(html: string): string; counts(): { kept: number; rendered: number } } {
    const slots: { hash: string; html: string | undefined; refresh?: (html: string) => string }[] = [];
    return {
      slot: (key, refresh) => {
        const digest = hashKey(key);
        // Read now: the entry may leave the cache before this render finishes.
        const html = this.kept.get(digest);
        slots.push({ hash: digest, html, refresh });
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
          else this.kept.set(slot.hash, out.slice(starts.get(id)));
        }
        return out + html.slice(last);
      },
    };
  }
}
