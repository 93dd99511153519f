import {
  CLIENT_MESSAGES,
  POST_SORTS,
  POST_STATUS_LABELS,
  type PostSort,
  type PostStatus,
  SEARCH_RESULT_CAP,
  SEARCH_SUGGESTION_LABELS,
  SORT_LABELS,
} from '@pretoire/contracts';
import { RotateCcw, Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { AdSlot } from '@/components/ui/ad-slot';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CategoryNav, findCategory, useCategories } from '@/features/categories';
import { CategoryResponseTime } from '@/features/desk';
import { useMyPosts } from '../api/get-my-posts';
import { usePosts } from '../api/get-posts';
import { searchTotalLabel } from '../format';
import { listSearch, useListParams } from '../hooks/use-list-params';
import { AskFab } from './ask-fab';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

const FILTERS: (PostStatus | 'all')[] = ['all', 'open', 'answered', 'resolved'];

export type ListMode = { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'mine' };

function ListSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Chargement des questions…
      </p>
      <ul aria-hidden className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="rounded-xl border border-ink/10 bg-white p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-6 w-3/4" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The question list of /home, /category/{id} and /my-posts, its filters kept in the URL. */
export function PostList({ mode }: { mode: ListMode }) {
  const { params, update } = useListParams();
  const { pathname } = useLocation();
  const categories = useCategories();
  const mine = mode.kind === 'mine';
  const categoryId = mode.kind === 'category' ? mode.id : undefined;
  const category = findCategory(categories.data, categoryId);
  const query = {
    category: categoryId,
    status: params.status === 'all' ? undefined : params.status,
    page: params.page,
    sortBy: params.sortBy,
    q: mine ? undefined : params.q || undefined,
  };
  const all = usePosts(query, !mine);
  const own = useMyPosts(query, mine);
  const posts = mine ? own : all;

  // A new page starts at its top, as a new document would.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, to start the new page at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [params.page]);

  // The box follows the address (a cleared search, the back button) but never overwrites what is being typed: on a
  // slow phone, the words after one search are typed before that search's page is shown.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const box = searchBox.current;
    if (box && document.activeElement !== box) box.value = params.q;
  }, [params.q]);

  const title = mine ? 'Mes questions' : category ? category.name : categoryId ? 'Catégorie' : 'Questions juridiques';
  const intro = mine
    ? 'Les questions que vous avez posées et leurs réponses.'
    : (category?.description ?? 'Les questions des membres et les réponses d\u2019avocats inscrits au barreau, vérifiés par notre équipe.');
  const keep = listSearch({ ...params, q: '', page: 1 });
  const filtered = params.status !== 'all' || (!mine && !!params.q);

  return (
    // Grid tracks, as on the question page: the list's width is set before the sidebar after it is parsed.
    <div className={`grid gap-8 lg:items-start ${mine ? '' : 'lg:grid-cols-[minmax(0,1fr)_18rem]'}`}>
      <section aria-labelledby="posts-title" className="min-w-0 space-y-5">
        <header>
          <h1 id="posts-title" className="text-3xl leading-tight sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p>
          {/* The category's median time to a first lawyer answer. */}
          {category && (
            <div className="mt-2">
              <CategoryResponseTime categoryId={category._id} />
            </div>
          )}
        </header>
        {mode.kind === 'all' && <AdSlot position="home-top" />}
        {!mine && (
          <div className="lg:hidden">
            <CategoryNav layout="chips" current={categoryId} search={keep} />
          </div>
        )}
        {!mine && (
          // biome-ignore lint/a11y/useSemanticElements: a <form> with role=search is the ARIA search landmark; <search> would only add a wrapper.
          <form
            role="search"
            aria-label="Rechercher une question"
            onSubmit={(e) => {
              e.preventDefault();
              update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
            }}
            className="flex gap-2"
          >
            <div className="relative flex-1">
              <label className="sr-only" htmlFor="post-search">
                Rechercher une question
              </label>
              <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
              <input
                ref={searchBox}
                id="post-search"
                name="q"
                type="search"
                defaultValue={params.q}
                maxLength={200}
                placeholder="Ex. : licenciement, dépôt de garantie…"
                className="h-11 w-full rounded-md border border-ink/20 bg-white pl-9 pr-3"
              />
            </div>
            <button type="submit" className="h-11 rounded-md bg-ink px-4 font-medium text-white hover:bg-ink-soft">
              Rechercher
            </button>
          </form>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would announce a form group. */}
          <div role="group" aria-label="Filtrer par statut" className="flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                data-tap={`status-${f}`}
                aria-pressed={params.status === f}
                onClick={() => update({ status: f })}
                className={`rounded-full border px-3 py-1.5 text-sm ${params.status === f ? 'border-ink bg-ink text-white' : 'border-ink/20 bg-white hover:border-ink/50'}`}
              >
                {POST_STATUS_LABELS[f]}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-ink-soft">Trier par</span>
            <select
              data-tap="sort"
              value={params.sortBy}
              onChange={(e) => update({ sortBy: e.target.value as PostSort })}
              className="h-9 rounded-md border border-ink/20 bg-white px-2"
            >
              {POST_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!mine && params.q && posts.data?.suggestion && (
          <p className="text-sm" data-testid="search-suggestion">
            {SEARCH_SUGGESTION_LABELS.noResultFor(params.q)} {SEARCH_SUGGESTION_LABELS.didYouMean}{' '}
            <Link to={pathname + listSearch({ ...params, q: posts.data.suggestion, page: 1 })} className="font-semibold underline">
              {posts.data.suggestion}
            </Link>{' '}
            ?
          </p>
        )}
        {!mine && params.q && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              Résultats pour « <strong>{posts.data?.suggestion ?? params.q}</strong> »
              {posts.data ? ` : ${searchTotalLabel(posts.data.total, SEARCH_RESULT_CAP)}` : ''}
            </span>
            <Link
              to={pathname + keep}
              className="inline-flex items-center gap-1 rounded-full border border-ink/20 bg-white px-2 py-0.5 hover:border-ink"
            >
              <X aria-hidden className="h-3.5 w-3.5" />
              Effacer la recherche
            </Link>
          </p>
        )}

        {posts.isPending && posts.fetchStatus !== 'idle' && <ListSkeleton />}
        {posts.isError && !posts.data && (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5">
            <p className="font-medium text-red-900">{posts.error.message || CLIENT_MESSAGES.loadPostsFailed}</p>
            <button
              type="button"
              onClick={() => void posts.refetch()}
              className="mt-3 inline-flex items-center gap-2 rounded-md border border-red-800/30 bg-white px-3 py-1.5 text-sm font-medium"
            >
              <RotateCcw aria-hidden className="h-4 w-4" />
              Réessayer
            </button>
          </div>
        )}
        {posts.data && posts.data.posts.length === 0 && (
          <div className="rounded-xl border border-dashed border-ink/20 bg-white p-8 text-center">
            <p className="font-serif text-xl">
              {filtered
                ? 'Aucune question ne correspond.'
                : mine
                  ? 'Vous n\u2019avez pas encore posé de question.'
                  : 'Aucune question pour l\u2019instant.'}
            </p>
            <p className="mt-2 text-ink-soft">
              {filtered
                ? 'Essayez d\u2019autres mots ou un autre statut.'
                : 'Décrivez votre situation : des avocats vérifiés vous répondront.'}
            </p>
            {filtered && (
              <Link to={pathname} className="mt-4 inline-block underline">
                Voir toutes les questions
              </Link>
            )}
            {!filtered && mine && (
              <Link to={paths.createPost} className="mt-4 inline-block rounded-md bg-ink px-4 py-2 font-medium text-white">
                Poser une question
              </Link>
            )}
          </div>
        )}
        {posts.data && posts.data.posts.length > 0 && (
          <>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {posts.data.total} question{posts.data.total > 1 ? 's' : ''} · page {posts.data.currentPage} sur{' '}
              {Math.max(1, posts.data.totalPages)}
            </p>
            <ul
              aria-busy={posts.isPlaceholderData}
              className={`space-y-3 transition-opacity ${posts.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {posts.data.posts.map((p) => (
                <PostCard key={p._id} post={p} showCategory={!categoryId} />
              ))}
            </ul>
            <Pagination page={params.page} totalPages={posts.data.totalPages} href={(n) => pathname + listSearch({ ...params, page: n })} />
          </>
        )}
      </section>
      {!mine && (
        <div className="space-y-5 lg:sticky lg:top-4">
          <div className="hidden lg:block">
            <CategoryNav layout="list" current={categoryId} search={keep} />
          </div>
          <AdSlot position={categoryId ? 'category-sidebar' : 'home-sidebar'} />
        </div>
      )}
      <AskFab category={category?._id} />
      {/* Leaves room so the floating button never hides the last card or the pagination. */}
      <div aria-hidden className="h-16 lg:hidden" />
    </div>
  );
}
