import { displayName, type PostListItem } from '@pretoire/contracts';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRenderNow } from '@/lib/render-clock';
import { answersLabel, fullDate, timeAgo } from '../format';
import { StatusBadge } from './status-badge';

export function PostCard({ post, showCategory = true }: { post: PostListItem; showCategory?: boolean }) {
  const now = useRenderNow();
  return (
    <li className="group relative rounded-xl border border-ink/10 bg-white p-4 shadow-sm transition hover:border-accent/40 hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
        <StatusBadge status={post.status} />
        {showCategory && <span className="font-medium">{post.category.name}</span>}
      </div>
      <h2 className="mt-2 text-lg leading-snug font-semibold sm:text-xl">
        {/* The whole card is clickable through the stretched link; the title stays the accessible name. */}
        <Link
          to={paths.post(post._id)}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none"
        >
          {post.title}
        </Link>
      </h2>
      {post.snippet ? (
        // Search results: the passage around the matched words, each part a text node (never HTML).
        <p className="mt-1 line-clamp-3 text-sm text-ink-soft" data-testid="search-snippet">
          {post.snippet.map((part, i) =>
            part.match ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one result.
              <mark key={i} className="rounded-sm bg-amber-100 font-semibold text-ink">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
      ) : (
        <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{post.excerpt}</p>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-soft">
        <span>{displayName(post.author)}</span>
        <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
          {timeAgo(post.createdAt, now)}
        </time>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="h-3.5 w-3.5" />
          {answersLabel(post.replyCount)}
        </span>
      </p>
    </li>
  );
}
