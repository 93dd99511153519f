import { DESK_LABELS, type DeskQueueItem, formatDuration, formatFrenchDate } from '@pretoire/contracts';
import { Hourglass, Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDeskQueue } from '../api/desk';

function DeadlineCell({ d }: { d: NonNullable<DeskQueueItem['deadline']> }) {
  if (!d.endDate) return <span>{`${d.title} · ${DESK_LABELS.deadlineUnknownEnd}`}</span>;
  const passed = d.daysLeft !== null && d.daysLeft < 0;
  const urgent = d.daysLeft !== null && d.daysLeft >= 0 && d.daysLeft <= 7;
  return (
    <span title={d.summary} className={urgent ? 'font-semibold text-red-800' : passed ? 'text-ink-soft' : ''}>
      <Hourglass aria-hidden className="mr-1 inline h-3.5 w-3.5" />
      {`${d.title} · ${DESK_LABELS.deadlineEnds(formatFrenchDate(d.endDate), d.approximate)}`}
      {d.daysLeft !== null && ` (${passed ? DESK_LABELS.deadlinePassed : DESK_LABELS.daysLeft(d.daysLeft)})`}
    </span>
  );
}

/** One row of the queue; exported for its render test. */
export function Row({ q }: { q: DeskQueueItem }) {
  return (
    <li className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm" data-testid="desk-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-soft">
        <span className="rounded-full bg-paper px-2 py-0.5 font-medium text-ink">{q.category.name}</span>
        <span>{DESK_LABELS.waiting(formatDuration(q.waitingSeconds))}</span>
        <span>{DESK_LABELS.lawyersAnswered(q.lawyersAnswered)}</span>
      </div>
      <Link to={paths.post(q._id)} className="mt-1.5 block break-words font-serif text-lg leading-snug hover:underline">
        {q.title}
      </Link>
      {q.deadline && (
        <p className="mt-1.5 text-sm">
          <DeadlineCell d={q.deadline} />
        </p>
      )}
      {q.missingFacts.length > 0 && (
        // What to ask first: the category's checklist items the question does not give (docs/decisions/facts-checklist.md).
        <p className="mt-1.5 text-sm text-ink-soft" data-missing-facts>
          {DESK_LABELS.missingFacts(q.missingFacts.map((f) => f.label))}
        </p>
      )}
    </li>
  );
}

/** «Questions à traiter»: the approved lawyer's queue, with filters kept in the address. */
export function DeskQueue() {
  const [params, setParams] = useSearchParams();
  const category = params.get('categorie') ?? '';
  const unanswered = params.get('sans-reponse') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useDeskQueue({ category, unanswered, page });
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ page: null, ...patch })) v ? next.set(k, v) : next.delete(k);
    setParams(next);
  };
  const data = q.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
          <Inbox aria-hidden className="h-8 w-8 text-accent" />
          {DESK_LABELS.title}
        </h1>
        <p className="mt-2 text-ink-soft">{DESK_LABELS.intro}</p>
      </header>
      <form className="flex flex-wrap items-end gap-4" onSubmit={(e) => e.preventDefault()} aria-label="Filtres">
        <label className="text-sm font-medium">
          Catégorie
          <select
            name="categorie"
            value={category}
            onChange={(e) => update({ categorie: e.target.value || null })}
            className="mt-1 block rounded-md border border-ink/20 bg-white px-3 py-2"
          >
            <option value="">{DESK_LABELS.allCategories}</option>
            {data?.categories.map((c) => (
              <option key={c._id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          <input type="checkbox" checked={unanswered} onChange={(e) => update({ 'sans-reponse': e.target.checked ? '1' : null })} />
          {DESK_LABELS.unanswered}
        </label>
        {data && (
          <p className="pb-2 text-sm text-ink-soft" aria-live="polite">
            {data.total.toLocaleString('fr-FR')} question{data.total > 1 ? 's' : ''}
          </p>
        )}
      </form>
      {q.isPending ? (
        <p role="status">Chargement…</p>
      ) : q.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {q.error.message}
        </p>
      ) : data && data.questions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink/20 bg-white p-6 text-center text-ink-soft">
          {data.categories.length === 0 ? DESK_LABELS.noFollowed : DESK_LABELS.empty}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={DESK_LABELS.title}>
          {data?.questions.map((item) => (
            <Row key={item._id} q={item} />
          ))}
        </ol>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
            className="rounded-md border border-ink/20 bg-white px-3 py-1.5 disabled:opacity-50"
          >
            Précédent
          </button>
          <span>
            Page {page} sur {data.totalPages.toLocaleString('fr-FR')}
          </span>
          <button
            type="button"
            disabled={page >= data.totalPages}
            onClick={() => update({ page: String(page + 1) })}
            className="rounded-md border border-ink/20 bg-white px-3 py-1.5 disabled:opacity-50"
          >
            Suivant
          </button>
        </nav>
      )}
    </div>
  );
}
