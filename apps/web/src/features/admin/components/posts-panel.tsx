import { displayName, POST_STATUS_BADGES, POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '@pretoire/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAdminPosts, useDeletePost } from '../api/admin-posts';
import { ListState, SearchFilterForm } from './search-filter-form';

const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');

export function PostsPanel() {
  const [status, setStatus] = useState<PostStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const posts = useAdminPosts({ status: status || undefined, q: q || undefined, page });
  const del = useDeletePost();
  const toast = useToast();
  return (
    <div className="space-y-4">
      <SearchFilterForm
        id="posts"
        label="Rechercher une question"
        textLabel="Mots-clés"
        filterLabel="Statut"
        allLabel={POST_STATUS_LABELS.all}
        options={POST_STATUSES.map((st) => ({ value: st, label: POST_STATUS_LABELS[st] }))}
        filter={status}
        onFilter={(v) => {
          setStatus(v);
          setPage(1);
        }}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <ListState pending={posts.isPending} error={posts.error} loading="Chargement des questions…" />
      {posts.data && (
        <>
          <p aria-live="polite" className="text-sm text-ink-soft">
            {posts.data.total} question(s)
          </p>
          {posts.data.posts.length === 0 && <p className="text-center text-ink-soft">Aucune question trouvée.</p>}
          <ul className="divide-y divide-ink/10 rounded-xl border border-ink/10 bg-white">
            {posts.data.posts.map((p) => (
              <li key={p._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={paths.post(p._id)} className="font-medium hover:underline">
                    {p.title}
                  </Link>
                  <p className="text-xs text-ink-soft">
                    {POST_STATUS_BADGES[p.status]} · {p.category.name} · {displayName(p.author)} · {p.replyCount} réponse(s) ·{' '}
                    {date(p.createdAt)}
                  </p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" type="button" aria-label={`Supprimer «${p.title}»`}>
                      <Trash2 aria-hidden className="h-4 w-4" />
                      Supprimer
                    </Button>
                  }
                  title="Supprimer cette question ?"
                  description={
                    <>«{p.title}» et toutes ses réponses seront supprimées définitivement. Les crédits déjà gagnés restent acquis.</>
                  }
                  confirmLabel="Supprimer"
                  pending={del.isPending}
                  onConfirm={() =>
                    del.mutate(p._id, {
                      onSuccess: (r) =>
                        toast.show({ kind: 'success', title: 'Question supprimée ✓', description: `«${p.title}» — ${r.message}` }),
                      onError: (e) => toast.show({ kind: 'error', title: 'Échec de la suppression', description: e.message }),
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={posts.data.totalPages} onPage={setPage} label="Pagination des questions" />
        </>
      )}
    </div>
  );
}
