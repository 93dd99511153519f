import { Scale } from 'lucide-react';
import { useMemo } from 'react';
import { useRenderNow } from '@/lib/render-clock';
import { applicableLaw, STALE_LAW_WARNING } from '../applicable-law';

/** Under a lawyer's answer citing a text: the date its law is stated for, and a warning once it is old. */
export function ApplicableLawLine({ content, createdAt, editedAt }: { content: string; createdAt: string; editedAt?: string | null }) {
  const now = useRenderNow();
  // Each re-render of the thread would search the answer's citations again.
  const law = useMemo(() => applicableLaw(content, createdAt, editedAt, now), [content, createdAt, editedAt, now]);
  if (!law) return null;
  return (
    <div className="mt-2 text-xs text-ink-soft" data-applicable-law>
      <p className="inline-flex items-center gap-1">
        <Scale aria-hidden className="h-3.5 w-3.5" />
        <time dateTime={law.iso}>{law.line}</time>
      </p>
      {law.stale && (
        <p className="mt-1 font-medium text-amber-900" data-stale-law>
          {STALE_LAW_WARNING}
        </p>
      )}
    </div>
  );
}
