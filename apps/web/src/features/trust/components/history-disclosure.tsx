import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { postHistoryQuery } from '../api/trust-api';

const dateFr = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** «Versions précédentes» of a question and the answers the viewer wrote (author and admins only; the server decides). */
export function HistoryDisclosure({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const q = useQuery({
    ...postHistoryQuery(postId),
    enabled: open,
  });
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
        <ol className="space-y-2">
          {q.data?.versions.map((v) => (
            <li key={v._id} className="rounded-lg bg-paper p-3">
              <p className="text-xs text-ink-soft">
                {v.replyId ? 'Réponse' : 'Question'} · écrite le {dateFr(v.writtenAt)}, remplacée le {dateFr(v.createdAt)}
              </p>
              {v.title && <p className="font-semibold">{v.title}</p>}
              <p className="whitespace-pre-line break-words">{v.content}</p>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}
