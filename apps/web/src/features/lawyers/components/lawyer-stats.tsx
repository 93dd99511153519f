import type { Lawyer } from '../api/get-lawyers';

export const percent = (rate: number) => `${Math.round(rate * 100)} %`;
export const rating = (r: number | null) => (r === null ? '—' : `${r.toFixed(1).replace('.', ',')} / 5`);

/** Answers count, satisfactory rate and average rating, as a definition list. */
export function LawyerStats({ stats, compact = false }: { stats: Lawyer['stats']; compact?: boolean }) {
  const items = [
    ['Réponses', String(stats.answers)],
    ['Taux satisfaisant', percent(stats.satisfactionRate)],
    ['Note moyenne', rating(stats.averageRating)],
  ];
  return (
    <dl className={`grid grid-cols-3 gap-2 ${compact ? 'text-xs' : 'text-sm'}`}>
      {items.map(([k, v]) => (
        <div key={k} className="rounded-md bg-paper px-2 py-1.5 text-center">
          <dt className="text-ink-soft">{k}</dt>
          <dd className={`font-semibold ${compact ? 'text-sm' : 'text-lg'}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BadgeList({ badges }: { badges: Lawyer['badges'] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-1.5">
      {badges.map((b) => (
        <li key={b.threshold} className="rounded-full border border-accent/40 bg-accent/5 px-2 py-0.5 text-xs text-accent">
          {b.name}
        </li>
      ))}
    </ul>
  );
}
