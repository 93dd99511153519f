import { BAR_ASSOCIATIONS, lawyerTitle, SPECIALIZATIONS } from '@pretoire/contracts';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LawyerResponseTime } from '@/features/desk';
import { useLawyers } from '../api/get-lawyers';
import { LawyerAvatar } from './lawyer-avatar';
import { BadgeList, LawyerStats } from './lawyer-stats';

const field = 'w-full rounded-md border border-ink/20 bg-white px-3 py-2';

/**
 * One filter of the directory's form: named, so the form sends it without the app; marked for early taps, so a choice
 * made before hydration is replayed; a change applies the whole form.
 */
function FilterSelect(p: {
  name: string;
  label: string;
  all: string;
  options: readonly string[];
  value: string;
  onPick: (form: HTMLFormElement | null) => void;
}) {
  const id = `lawyer-${p.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {p.label}
      </label>
      <select id={id} name={p.name} data-tap={id} value={p.value} onChange={(e) => p.onPick(e.currentTarget.form)} className={field}>
        <option value="">{p.all}</option>
        {p.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Filters live in the URL query so a filtered directory can be shared and survives reload. */
export function LawyerDirectory() {
  const [params, setParams] = useSearchParams();
  const specialization = params.get('specialization') ?? '';
  const barAssociation = params.get('barAssociation') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lawyers = useLawyers({
    specialization: specialization || undefined,
    barAssociation: barAssociation || undefined,
    q: q || undefined,
    page,
  });
  const pageIds = lawyers.data?.lawyers.map((l) => l.id) ?? [];

  // Links, not buttons: each page of the directory has its own URL (crawlers and «open in a new tab» follow it).
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  // The form is the filter: a change of either select applies the whole form, so a choice replayed after hydration
  // (early taps) or a name typed but not yet searched is not dropped. Before hydration, «Rechercher» submits it as GET.
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    const read = (name: string) => String(data.get(name) ?? '').trim();
    update({ q: read('q'), specialization: read('specialization'), barAssociation: read('barAssociation') });
  };

  return (
    <section aria-labelledby="lawyers-title" className="space-y-5">
      <header>
        <h1 id="lawyers-title" className="text-3xl">
          Annuaire des avocats
        </h1>
        <p className="mt-1 text-ink-soft">Trouvez l'avocat qui répond aux questions de votre domaine.</p>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a <form> with role=search is the ARIA search landmark; <search> would only add a wrapper. */}
      <form
        role="search"
        aria-label="Filtrer les avocats"
        className="grid gap-3 rounded-xl border border-ink/10 bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          apply(e.currentTarget);
        }}
      >
        <div className="sm:col-span-3">
          <label htmlFor="lawyer-q" className="mb-1 block text-sm font-medium">
            Nom
          </label>
          <div className="flex gap-2">
            <input id="lawyer-q" name="q" type="search" defaultValue={q} key={q} placeholder="ex. Martin" className={field} />
            <button type="submit" className="flex items-center gap-1 rounded-md bg-ink px-4 text-white">
              <Search aria-hidden className="h-4 w-4" />
              Rechercher
            </button>
          </div>
        </div>
        <FilterSelect
          name="specialization"
          label="Spécialisation"
          all="Toutes les spécialisations"
          options={SPECIALIZATIONS}
          value={specialization}
          onPick={apply}
        />
        <FilterSelect
          name="barAssociation"
          label="Barreau"
          all="Tous les barreaux"
          options={BAR_ASSOCIATIONS}
          value={barAssociation}
          onPick={apply}
        />
        {(specialization || barAssociation || q) && (
          <div className="flex items-end">
            {/* A link: it works before the app has started, and its address is the directory without filters. */}
            <Link to="?" className="rounded-md border border-ink/20 px-3 py-2 text-sm">
              Effacer les filtres
            </Link>
          </div>
        )}
      </form>

      {lawyers.isPending && <p role="status">Chargement des avocats…</p>}
      {lawyers.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
          {lawyers.error.message}
        </p>
      )}
      {lawyers.data && (
        <p aria-live="polite" className="text-sm text-ink-soft">
          {lawyers.data.total} avocat{lawyers.data.total > 1 ? 's' : ''}
        </p>
      )}
      {lawyers.data?.lawyers.length === 0 && (
        <p className="rounded-md bg-white p-6 text-center">Aucun avocat ne correspond à ces critères.</p>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {lawyers.data?.lawyers.map((l) => (
          <li key={l.id} className="flex flex-col gap-3 rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <LawyerAvatar src={l.profilePicture} />
              <div className="min-w-0">
                <h2 className="text-lg font-semibold">
                  <Link to={paths.lawyer(l.id)} className="hover:underline">
                    {lawyerTitle(l)}
                  </Link>
                </h2>
                <p className="text-sm text-ink-soft">{l.barAssociation}</p>
                <p className="mt-1 text-xs text-ink-soft">{l.specializations.join(' · ')}</p>
              </div>
            </div>
            <LawyerStats stats={l.stats} compact />
            {/* Median time to a first answer, one request for the page. */}
            <LawyerResponseTime lawyerId={l.id} pageIds={pageIds} />
            <BadgeList badges={l.badges} />
          </li>
        ))}
      </ul>
      {lawyers.data && lawyers.data.totalPages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className="rounded-md border border-ink/20 bg-white px-3 py-1">
              Précédent
            </Link>
          ) : (
            <span aria-disabled="true" className="rounded-md border border-ink/20 bg-white px-3 py-1 opacity-40">
              Précédent
            </span>
          )}
          <span>
            Page {page} / {lawyers.data.totalPages}
          </span>
          {page < lawyers.data.totalPages ? (
            <Link to={pageHref(page + 1)} rel="next" className="rounded-md border border-ink/20 bg-white px-3 py-1">
              Suivant
            </Link>
          ) : (
            <span aria-disabled="true" className="rounded-md border border-ink/20 bg-white px-3 py-1 opacity-40">
              Suivant
            </span>
          )}
        </nav>
      )}
    </section>
  );
}
