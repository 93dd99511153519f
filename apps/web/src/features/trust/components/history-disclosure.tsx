import type { PostDetail, Reply } from '@pretoire/contracts';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { postHistoryQuery } from '../api/trust-api';

const VersionList = lazy(() => import('./version-list'));

const edited = (replies: Reply[]): boolean => replies.some((r) => !!r.editedAt || edited(r.replies));
/** Whether the thread has an edit to show: the question's or an answer's. */
export const threadEdited = (post: PostDetail) => !!post.editedAt || edited(post.replies);

/**
 * «Versions précédentes» of a question and its answers, for every reader, each change as a word diff
 * (docs/decisions/post-edit-history.md); the server leaves out the versions of what this reader may not see.
 */
export function HistoryDisclosure({ post }: { post: PostDetail }) {
  const [open, setOpen] = useState(false);
  const q = useQuery({ ...postHistoryQuery(post._id), enabled: open });
  return (
    <details className="text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 hover:bg-paper">
        <History aria-hidden className="h-4 w-4" />
        Versions précédentes
      </summary>
      <div className="mt-2 space-y-2">
        {q.isPending && open && <p>Chargement des versions…</p>}
        {q.isError && <p role="alert">{q.error.message}</p>}
        {q.data?.versions.length === 0 && <p className="text-ink-soft">Aucune version précédente.</p>}
        {!!q.data?.versions.length && (
          <Suspense fallback={<p>Chargement des versions…</p>}>
            <VersionList versions={q.data.versions} post={post} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
