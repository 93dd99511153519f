import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSimilarPosts } from '../api/get-similar';
import { answersLabel } from '../format';

/** How long typing must pause before similar questions are asked for. */
export const SIMILAR_PAUSE_MS = 400;

/** The value once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Answered questions close to the draft title, under the title field of /create-post. Asked after a pause in
 * typing, so keystrokes never wait for the network; each opens in a new tab so the draft is kept.
 */
export function SimilarQuestions({ title, category }: { title: string; category?: string }) {
  const settled = useSettled(title.trim(), SIMILAR_PAUSE_MS);
  const similar = useSimilarPosts(settled, category || undefined);
  const posts = similar.data?.posts ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-3 rounded-md border border-ink/10 bg-paper/60 p-3">
      <h2 id="similar-title" className="text-sm font-medium">
        Questions similaires déjà répondues
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm">
        {posts.map((p) => (
          <li key={p._id}>
            <Link to={paths.post(p._id)} target="_blank" rel="noopener" className="underline hover:text-ink-soft">
              {p.title}
            </Link>
            <span className="text-ink-soft">
              {' '}
              · {p.category.name} · {answersLabel(p.replyCount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
