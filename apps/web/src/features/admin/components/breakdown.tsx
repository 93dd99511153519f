import type { AdminStats } from '@pretoire/contracts';
import { POST_STATUS_LABELS } from '@pretoire/contracts';
import { card } from '@/components/ui/styles';

/** Shares drawn as plain CSS bars: each row states its number, so nothing is lost without the picture. */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number; color: string }[] }) {
  const total = rows.reduce((s, r) => s + r.value, 0);
  return (
    <section aria-label={title} className={card}>
      <h3 className="mb-3 text-lg">{title}</h3>
      <ul className="space-y-2 text-sm">
        {rows.map((r) => {
          const pct = total ? Math.round((r.value / total) * 100) : 0;
          return (
            <li key={r.label}>
              <div className="flex justify-between">
                <span>{r.label}</span>
                <span className="font-medium">
                  {r.value} ({pct} %)
                </span>
              </div>
              <div aria-hidden className="mt-1 h-2 rounded-full bg-ink/10">
                <div className="h-full rounded-full" style={{ width: `${pct}%`, background: r.color }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Breakdown({ totals: t }: { totals: AdminStats['totals'] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Bars
        title="Questions par statut"
        rows={[
          { label: POST_STATUS_LABELS.open, value: t.questions.open, color: '#94481a' },
          { label: POST_STATUS_LABELS.answered, value: t.questions.answered, color: '#2b3a5c' },
          { label: POST_STATUS_LABELS.resolved, value: t.questions.resolved, color: '#047857' },
        ]}
      />
      <Bars
        title="Avocats par statut"
        rows={[
          { label: 'Actifs', value: t.lawyers.active, color: '#047857' },
          { label: 'En attente', value: t.lawyers.pending, color: '#94481a' },
          { label: 'Refusés', value: t.lawyers.rejected, color: '#b91c1c' },
        ]}
      />
    </div>
  );
}
