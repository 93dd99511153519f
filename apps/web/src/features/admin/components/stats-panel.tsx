import { lazy, Suspense } from 'react';
import { card } from '@/components/ui/styles';
import { useAdminStats } from '../api/get-stats';
import { Breakdown } from './breakdown';
import { SERIES } from './daily-series';

// uPlot and its CSS only load when the statistics tab is shown.
const DailyChart = lazy(() => import('./daily-chart'));

const pct = (r: number) => `${Math.round(r * 100)} %`;
const shortDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function Card({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-xl border border-ink/10 bg-white p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-soft">{hint}</dd>}
    </div>
  );
}

export function StatsPanel() {
  const stats = useAdminStats();
  if (stats.isPending) return <p role="status">Chargement des statistiques…</p>;
  if (stats.isError)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
        {stats.error.message}
      </p>
    );
  const { totals: t, daily, mail } = stats.data;
  const sum = (k: (typeof SERIES)[number]['key']) => daily.reduce((s, d) => s + d[k], 0);
  return (
    <div className="space-y-6">
      <dl aria-label="Chiffres clés" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card label="Membres" value={t.members} />
        <Card label="Avocats actifs" value={t.lawyers.active} hint={`${t.lawyers.pending} en attente · ${t.lawyers.rejected} refusé(s)`} />
        <Card label="Dossiers à examiner" value={t.pendingReviews} />
        <Card
          label="Questions"
          value={t.questions.total}
          hint={`${t.questions.open} ouvertes · ${t.questions.answered} répondues · ${t.questions.resolved} résolues`}
        />
        <Card label="Réponses" value={t.answers} />
        <Card label="Réponses satisfaisantes" value={t.satisfactoryAnswers} hint={`${pct(t.satisfactoryRate)} des réponses d'avocats`} />
        <Card label="Note moyenne" value={t.averageRating === null ? '—' : `${t.averageRating.toFixed(1).replace('.', ',')} / 5`} />
        {/* Reports awaiting a decision. */}
        {stats.data.moderation && (
          <Card
            label="Signalements ouverts"
            value={stats.data.moderation.openReports}
            hint={`${stats.data.moderation.openTargets} contenu(s) à examiner`}
          />
        )}
        {/* Mails refused for good by the SMTP server or out of retries. */}
        <Card label="E-mails en échec" value={mail?.failed ?? 0} hint={`${mail?.queued ?? 0} en attente d\u2019envoi`} />
      </dl>
      <Breakdown totals={t} />
      <section aria-labelledby="daily-title" className={card}>
        <h3 id="daily-title" className="text-xl">
          Les 30 derniers jours
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          Du {shortDate(daily[0].date)} au {shortDate(daily[daily.length - 1].date)} : {sum('signups')} inscription(s), {sum('questions')}{' '}
          question(s) et {sum('answers')} réponse(s)
        </p>
        <ul aria-hidden className="mt-3 flex flex-wrap gap-4 text-sm">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block h-1 w-5 rounded" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
        <div className="mt-2 min-h-[260px]">
          <Suspense
            fallback={
              <p role="status" className="py-24 text-center text-sm text-ink-soft">
                Chargement du graphique…
              </p>
            }
          >
            <DailyChart daily={daily} />
          </Suspense>
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">Voir les données du graphique en tableau</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable); <section> would add an outline entry. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable); <section> would add an outline entry. */}
          <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label="Données quotidiennes">
            <table className="w-full text-sm">
              <caption className="sr-only">Inscriptions, questions et réponses par jour</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-3">
                    Jour
                  </th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {daily.map((d) => (
                  <tr key={d.date} className="border-t border-ink/10">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {shortDate(d.date)}
                    </th>
                    {SERIES.map((s) => (
                      <td key={s.key} className="py-1 pr-3">
                        {d[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </div>
  );
}
