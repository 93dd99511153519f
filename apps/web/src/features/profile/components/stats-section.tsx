import { POST_STATUS_LABELS } from '@pretoire/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '../api/profile';
import { Section } from './section';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-paper p-3">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

const fr = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });

/** The caller's own figures from GET /users/stats (members: questions; lawyers: answers, ratings, credits). */
export function StatsSection() {
  const stats = useStats(true);
  return (
    <Section id="stats-title" title="Mes statistiques">
      {!stats.data ? (
        stats.isError ? (
          <p className="text-sm text-ink-soft">Statistiques indisponibles pour le moment.</p>
        ) : (
          <Skeleton className="h-20" />
        )
      ) : stats.data.role === 'user' ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <Stat label="Questions posées" value={stats.data.questions.total} />
          <Stat label={POST_STATUS_LABELS.open} value={stats.data.questions.open} />
          <Stat label={POST_STATUS_LABELS.answered} value={stats.data.questions.answered} />
          <Stat label={POST_STATUS_LABELS.resolved} value={stats.data.questions.resolved} />
          <Stat label="Réponses reçues" value={stats.data.repliesReceived} />
        </dl>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat label="Réponses" value={stats.data.answers} />
            <Stat
              label="Réponses satisfaisantes"
              value={`${stats.data.satisfactoryAnswers} (${fr(stats.data.satisfactionRate * 100)} %)`}
            />
            <Stat label="Note moyenne" value={stats.data.averageRating === null ? '—' : `${fr(stats.data.averageRating, 1)} / 5`} />
            <Stat label="Crédits" value={fr(stats.data.credits)} />
          </dl>
          {stats.data.nextMilestone && (
            <p className="mt-3 text-sm text-ink-soft">
              Prochain palier : <strong className="text-ink">{stats.data.nextMilestone.name}</strong>, encore{' '}
              {stats.data.nextMilestone.remaining} réponse{stats.data.nextMilestone.remaining > 1 ? 's' : ''} satisfaisante
              {stats.data.nextMilestone.remaining > 1 ? 's' : ''} (+{stats.data.nextMilestone.credits} crédits).
            </p>
          )}
        </>
      )}
    </Section>
  );
}
