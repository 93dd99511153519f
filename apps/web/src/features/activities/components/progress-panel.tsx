import { Award, Coins, Star, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOwnBadges, useOwnStats } from '../api/get-progress';

const fmtRating = (r: number | null) => (r === null ? '—' : `${r.toFixed(1).replace('.', ',')} / 5`);
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

function Total({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-ink/10 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-soft">
        <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-accent/10 text-accent">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/** Totals, next milestone with its progress, badges earned. */
export function ProgressPanel() {
  const stats = useOwnStats();
  const badges = useOwnBadges();
  if (stats.isPending || badges.isPending) return <p role="status">Chargement de vos statistiques…</p>;
  if (stats.isError || badges.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
        {(stats.error ?? badges.error)?.message}
      </p>
    );
  const s = stats.data;
  // The page is a lawyer's; a member's figures have no totals to show here.
  if (!s) return null;
  const next = badges.data.milestones.find((m) => !m.earned);
  return (
    <div className="space-y-4">
      <dl aria-label="Vos totaux" className="grid gap-3 sm:grid-cols-3">
        <Total icon={<Coins className="h-5 w-5" />} label="Crédits" value={String(s.credits)} />
        <Total icon={<ThumbsUp className="h-5 w-5" />} label="Réponses satisfaisantes" value={String(s.satisfactoryAnswers)} />
        <Total icon={<Star className="h-5 w-5" />} label="Note moyenne" value={fmtRating(s.averageRating)} />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="next-title" className="rounded-xl border border-ink/10 bg-white p-5">
          <h2 id="next-title" className="mb-2 text-xl">
            Prochain palier
          </h2>
          {next ? (
            <>
              <p>
                <span className="font-semibold">{next.name}</span> · +{next.credits} crédits
              </p>
              <p className="text-sm text-ink-soft">
                {badges.data.satisfactoryAnswers} / {next.threshold} réponses satisfaisantes
                {s.nextMilestone ? ` — encore ${s.nextMilestone.remaining}` : ''}
              </p>
              <div
                role="progressbar"
                aria-label={`Progression vers ${next.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(next.progress * 100)}
                className="mt-3 h-3 overflow-hidden rounded-full bg-ink/10"
              >
                <div
                  className="h-full rounded-full bg-accent transition-[width]"
                  style={{ width: `${Math.round(next.progress * 100)}%` }}
                />
              </div>
            </>
          ) : (
            <p>Tous les paliers sont atteints. Bravo !</p>
          )}
        </section>
        <section aria-labelledby="badges-title" className="rounded-xl border border-ink/10 bg-white p-5">
          <h2 id="badges-title" className="mb-2 text-xl">
            Badges obtenus
          </h2>
          {badges.data.earned.length === 0 ? (
            <p className="text-ink-soft">Aucun badge pour l'instant : votre première réponse satisfaisante vous en apportera un.</p>
          ) : (
            <ul className="space-y-2">
              {badges.data.earned.map((b) => (
                <li key={b.threshold} className="flex items-center gap-2">
                  <Award aria-hidden className="h-5 w-5 text-accent" />
                  <span className="font-medium">{b.name}</span>
                  <span className="text-xs text-ink-soft">· {date(b.awardedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
