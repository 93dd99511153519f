import { ACTIVITY_FILTER_LABELS, ACTIVITY_FILTERS, type Activity } from '@pretoire/contracts';
import { Award, MessageSquare, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { type ActivityFilter, useActivities } from '../api/get-activities';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
const ICONS = { reply: MessageSquare, satisfactory: Star, reward: Award } as const;

function PostLink({ a }: { a: Activity }) {
  return a.post ? (
    <Link to={paths.post(a.post._id)} className="font-medium underline-offset-2 hover:underline">
      «{a.post.title}»
    </Link>
  ) : (
    <span>une question supprimée</span>
  );
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function Describe({ a }: { a: Activity }) {
  if (a.type === 'reply')
    return (
      <p>
        Vous avez répondu à <PostLink a={a} />
      </p>
    );
  if (a.type === 'satisfactory') {
    // Ledger rows: the first mark (10 + 2 × rating) or a later rating change (2 × difference, may be negative).
    return (
      <p>
        Réponse jugée satisfaisante sur <PostLink a={a} />
        {a.rating !== null && (
          <>
            {' '}
            ·{' '}
            <span role="img" aria-label={`${a.rating} sur 5`}>
              {stars(a.rating)}
            </span>
          </>
        )}
        {a.credits !== null && a.credits !== 0 && (
          <>
            {' '}
            · <span className="font-semibold text-accent">{signed(a.credits)} crédits</span>
          </>
        )}
      </p>
    );
  }
  // Milestone bonuses.
  return (
    <p>
      {a.milestones.map((m) => (
        <span key={m.name}>Palier «{m.name}» atteint</span>
      ))}
      {a.milestones.length === 0 && <span>Bonus</span>}
      {' · '}
      <span className="font-semibold text-accent">{signed(a.credits ?? 0)} crédits</span>
      {a.post && (
        <>
          {' '}
          grâce à <PostLink a={a} />
        </>
      )}
    </p>
  );
}

export function ActivityTimeline() {
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const [page, setPage] = useState(1);
  const q = useActivities(filter, page);
  return (
    <section aria-labelledby="timeline-title" className="space-y-4 rounded-xl border border-ink/10 bg-white p-5">
      <h2 id="timeline-title" className="text-xl">
        Historique
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would announce a form group. */}
      <div role="group" aria-label="Filtrer l'historique" className="flex flex-wrap gap-2">
        {ACTIVITY_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
            className={`rounded-full border px-3 py-1 text-sm ${filter === f ? 'border-ink bg-ink text-white' : 'border-ink/20 bg-white'}`}
          >
            {ACTIVITY_FILTER_LABELS[f]}
          </button>
        ))}
      </div>
      {q.isPending && <p role="status">Chargement de l'historique…</p>}
      {q.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
          {q.error.message}
        </p>
      )}
      {q.data?.activities.length === 0 && <p className="text-ink-soft">Aucune activité pour ce filtre.</p>}
      <ol className="relative space-y-4 border-l border-ink/15 pl-6" aria-busy={q.isFetching}>
        {q.data?.activities.map((a) => {
          const Icon = ICONS[a.type];
          return (
            <li key={`${a.type}-${a._id}`} className="relative" data-activity={a.type}>
              <span
                aria-hidden
                className="absolute -left-[35px] flex h-7 w-7 items-center justify-center rounded-full border border-ink/15 bg-paper text-accent"
              >
                <Icon className="h-4 w-4" />
              </span>
              <Describe a={a} />
              {a.type === 'reply' && a.excerpt && <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{a.excerpt}</p>}
              <time dateTime={a.createdAt} className="text-xs text-ink-soft">
                {when(a.createdAt)}
              </time>
            </li>
          );
        })}
      </ol>
      {q.data && <Pager page={page} totalPages={q.data.totalPages} onPage={setPage} label="Pagination de l'historique" />}
    </section>
  );
}
