import { Star } from 'lucide-react';
import { useState } from 'react';

/**
 * 1–5 star picker. Each star is a button with its own name («4 étoiles»), so it works with
 * a keyboard and a screen reader; the current rating is announced through aria-pressed.
 */
export function StarRating({
  value,
  onRate,
  disabled,
  label,
}: {
  value: number | null;
  onRate: (n: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: star buttons under one label, not form fields.
    <div role="group" aria-label={label} className="flex items-center" onMouseLeave={() => setHover(null)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          disabled={disabled}
          aria-pressed={value === n}
          aria-label={`${n} étoile${n > 1 ? 's' : ''}`}
          onMouseEnter={() => setHover(n)}
          onFocus={() => setHover(n)}
          onBlur={() => setHover(null)}
          onClick={() => onRate(n)}
          className="rounded p-1 text-amber-600 disabled:opacity-60"
        >
          <Star aria-hidden className={`h-6 w-6 ${n <= shown ? 'fill-current' : ''}`} />
        </button>
      ))}
    </div>
  );
}

/** Read-only stars with a text alternative. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center text-amber-600" role="img" aria-label={`${rating} sur 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`h-4 w-4 ${n <= rating ? 'fill-current' : 'opacity-40'}`} />
      ))}
    </span>
  );
}
