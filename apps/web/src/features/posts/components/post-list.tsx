import { CLIENT_MESSAGES, POST_STATUS_BADGES, POST_STATUS_LABELS, displayName, type PostStatus } from '@pretoire/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { AdSlot } from '@/components/ui/ad-slot';
import { paths } from '@/config/paths';
import { useMyPosts } from '../api/get-my-posts';
import { usePosts } from '../api/get-posts';

const FILTERS: (PostStatus | 'all')[] = ['all', 'open', 'answered', 'resolved'];

export function PostList({ category, mine = false }: { category?: string; mine?: boolean }) {
  const [status, setStatus] = useState<PostStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const params = { category, status: status === 'all' ? undefined : status, page, q: q || undefined };
  const all = usePosts(params, !mine);
  const own = useMyPosts(params, mine);
  const posts = mine ? own : all;

  return (
    <section aria-labelledby="posts-title" className="space-y-4">
      <h1 id="posts-title" className="text-3xl">{mine ? 'Mes questions' : 'Questions juridiques'}</h1>
      <AdSlot position={category ? 'category-sidebar' : 'home-top'} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); setQ(String(new FormData(e.currentTarget).get('q') ?? '')); setPage(1); }} className="flex gap-2">
        <label className="sr-only" htmlFor="q">Rechercher une question</label>
        <input id="q" name="q" type="search" placeholder="Rechercher (ex. bail, licenciement)…" className="w-full rounded-md border border-ink/20 bg-white px-3 py-2" />
        <button className="rounded-md bg-ink px-4 text-white">Rechercher</button>
      </form>
      <div role="group" aria-label="Filtrer par statut" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={status === f} onClick={() => { setStatus(f); setPage(1); }}
            className={`rounded-full border px-3 py-1 text-sm ${status === f ? 'border-ink bg-ink text-white' : 'border-ink/20 bg-white'}`}>
            {POST_STATUS_LABELS[f]}
          </button>
        ))}
      </div>
      {posts.isPending && <p role="status">Chargement des questions…</p>}
      {posts.isError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
          <p>{posts.error.message || CLIENT_MESSAGES.loadPostsFailed}</p>
          <button type="button" onClick={() => void posts.refetch()} className="mt-2 underline">Réessayer</button>
        </div>
      )}
      {posts.data && posts.data.posts.length === 0 && <p className="rounded-md bg-white p-6 text-center">Aucune question pour l'instant.</p>}
      <ul className="space-y-3">
        {posts.data?.posts.map((p) => (
          <li key={p._id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
            <Link to={paths.post(p._id)} className="font-serif text-lg font-semibold hover:underline">{p.title}</Link>
            <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{p.excerpt}</p>
            <p className="mt-2 flex flex-wrap gap-3 text-xs text-ink-soft">
              <span>{POST_STATUS_BADGES[p.status]}</span><span>{p.category.name}</span>
              <span>{displayName(p.author)}</span><span>{p.replyCount} réponse(s)</span>
            </p>
          </li>
        ))}
      </ul>
      {posts.data && posts.data.totalPages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-md border px-3 py-1 disabled:opacity-40">Précédent</button>
          <span>Page {page} / {posts.data.totalPages}</span>
          <button type="button" disabled={page >= posts.data.totalPages} onClick={() => setPage(page + 1)} className="rounded-md border px-3 py-1 disabled:opacity-40">Suivant</button>
        </nav>
      )}
      {!mine && (
        <Link to={paths.createPost} aria-label="Poser une question"
          className="fixed bottom-6 right-6 flex h-14 w-14 items-center justify-center rounded-full bg-accent text-white shadow-lg">
          <Plus aria-hidden className="h-7 w-7" />
        </Link>
      )}
    </section>
  );
}
