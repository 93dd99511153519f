import { NOTIFIER_KIND_LABELS, NOTIFIER_KINDS, type TransparencyFigures } from '@pretoire/contracts';
import { useSearchParams } from 'react-router';
import { frenchNumber, monthYear } from '@/lib/french-format';
import { transparencyCsvUrl, transparencyParams, useTransparency } from '../api/get-transparency';

// Public figures of notice and action (DSA art. 15 and 24), server-rendered; the period form works without JavaScript.

// Without Intl, whose first call costs the page's hydration ICU's data (lib/french-format.ts).
const hours = (h: number | null) => (h === null ? '—' : `${frenchNumber(h)} h`);
const monthLabel = (m: string) => monthYear(m);

const COLUMNS: [string, (f: TransparencyFigures) => string | number][] = [
  ['Signalements', (f) => f.notices.total],
  ['dont signaleurs de confiance', (f) => f.notices.byNotifier.trusted_flagger],
  ['Décisions', (f) => f.decisions.total],
  ['Masqués ou supprimés', (f) => f.decisions.byType.hide + f.decisions.byType.delete],
  ['Conservés', (f) => f.decisions.byType.keep],
  ['Délai médian', (f) => hours(f.decisions.medianHours)],
  ['Recours reçus', (f) => f.appeals.received],
  ['Recours : décision infirmée', (f) => f.appeals.reversed],
  ['Suspensions de compte', (f) => f.suspensions.total],
  ['Signaleurs suspendus', (f) => f.misuse.noticeSuspensions],
];

export function TransparencyPage() {
  const [search] = useSearchParams();
  const params = transparencyParams(search);
  const q = useTransparency(params);
  const t = q.data;
  return (
    <article className="mx-auto max-w-5xl space-y-6 rounded-xl border border-ink/10 bg-white p-4 leading-relaxed shadow-sm sm:p-8">
      <h1 className="text-3xl">Transparence de la modération</h1>
      <p>
        Les signalements reçus, les décisions prises, les recours et les suspensions, publiés en application du règlement européen sur les
        services numériques (articles 15 et 24). Délais médians en heures.
      </p>
      <form method="get" action="/transparence" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Du
          <input type="date" name="from" defaultValue={t?.from ?? params.from} className="rounded border border-ink/30 px-2 py-1" />
        </label>
        <label className="flex flex-col text-sm">
          Au
          <input type="date" name="to" defaultValue={t?.to ?? params.to} className="rounded border border-ink/30 px-2 py-1" />
        </label>
        <button type="submit" className="rounded bg-ink px-3 py-1.5 text-white">
          Afficher
        </button>
        <a href={transparencyCsvUrl(params)} className="underline" download>
          Télécharger en CSV
        </a>
      </form>
      {q.isError && <p role="alert">Les chiffres n’ont pas pu être chargés. Vérifiez les dates (deux ans au plus).</p>}
      {t && (
        <>
          <h2 className="text-xl">
            Du {t.from} au {t.to}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Signalements" value={t.notices.total} />
            {NOTIFIER_KINDS.map((k) => (
              <Figure key={k} label={NOTIFIER_KIND_LABELS[k]} value={t.notices.byNotifier[k]} />
            ))}
            <Figure label="Décisions" value={t.decisions.total} />
            <Figure label="Délai médian signalement-décision" value={hours(t.decisions.medianHours)} />
            <Figure label="Recours reçus" value={t.appeals.received} />
            <Figure label="Recours : décision maintenue / infirmée" value={`${t.appeals.upheld} / ${t.appeals.reversed}`} />
            <Figure label="Délai médian des recours" value={hours(t.appeals.medianHours)} />
            <Figure
              label="Suspensions (modération / usage abusif)"
              value={`${t.suspensions.byReason.moderation} / ${t.suspensions.byReason.misuse}`}
            />
            <Figure label="Avertissements pour usage abusif" value={t.misuse.warnings} />
            <Figure label="Signaleurs suspendus pour usage abusif" value={t.misuse.noticeSuspensions} />
          </dl>
          <h2 className="text-xl">Mois par mois</h2>
          {/* biome-ignore lint/a11y/useSemanticElements: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable); <section> would add an outline entry. */}
          <div
            className="overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            role="region"
            aria-label="Chiffres mois par mois"
          >
            <table className="min-w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    Mois
                  </th>
                  {COLUMNS.map(([h]) => (
                    <th key={h} scope="col" className="px-2 py-1 text-right">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.months.map((m) => (
                  <tr key={m.month} className="border-t border-ink/10">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {monthLabel(m.month)}
                    </th>
                    {COLUMNS.map(([h, get]) => (
                      <td key={h} className="px-2 py-1 text-right">
                        {get(m)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded border border-ink/10 p-2">
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}
