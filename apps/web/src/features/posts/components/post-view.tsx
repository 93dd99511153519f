import { POST_STATUS_BADGES, displayName, lawyerTitle, type Reply } from '@pretoire/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { usePost } from '../api/get-post';
import { ReplyForm } from './reply-form';
import { StarRating } from './star-rating';

interface Ctx { postId: string; canNest: boolean; canRate: boolean }

function ReplyItem({ reply, ctx, top = false }: { reply: Reply; ctx: Ctx; top?: boolean }) {
  return (
    <li className="rounded-lg border border-ink/10 bg-white p-4">
      <p className="text-sm font-semibold">
        {lawyerTitle(reply.author)}
        {reply.author.barAssociation && <span className="font-normal text-ink-soft"> · {reply.author.barAssociation}</span>}
        {reply.isSatisfactory && <span className="ml-2 text-emerald-800">Réponse satisfaisante {'★'.repeat(reply.rating ?? 0)}</span>}
      </p>
      <p className={`mt-2 whitespace-pre-line ${reply.isDeleted ? 'italic text-ink-soft' : ''}`}>{reply.content}</p>
      {top && ctx.canRate && !reply.isDeleted && !reply.isSatisfactory && reply.author.role === 'lawyer' && <StarRating postId={ctx.postId} replyId={reply._id} />}
      {ctx.canNest && !reply.isDeleted && <ReplyForm postId={ctx.postId} parentId={reply._id} label="Répondre à ce message" />}
      {reply.replies.length > 0 && <ul className="mt-3 space-y-3 border-l-2 border-accent/40 pl-4">{reply.replies.map((r) => <ReplyItem key={r._id} reply={r} ctx={ctx} />)}</ul>}
    </li>
  );
}

export function PostView({ id }: { id: string }) {
  const post = usePost(id);
  const { user } = useSession();
  if (post.isPending) return <p role="status">Chargement…</p>;
  if (post.isError) return <p role="alert">{post.error.message}</p>;
  const p = post.data;
  const isAuthor = !!user && user.id === p.author._id;
  const ctx: Ctx = { postId: p._id, canNest: isAuthor || (user?.role === 'lawyer' && user.status === 'active'), canRate: isAuthor };
  return (
    <article className="space-y-6">
      <header>
        <p className="text-sm text-ink-soft">{p.category.name} · {POST_STATUS_BADGES[p.status]}</p>
        <h1 className="text-3xl">{p.title}</h1>
        <p className="text-sm text-ink-soft">par {displayName(p.author)}</p>
      </header>
      <p className="whitespace-pre-line rounded-xl bg-white p-5 shadow-sm">{p.content}</p>
      <section aria-labelledby="answers">
        <h2 id="answers" className="mb-3 text-2xl">Réponses ({p.replyCount})</h2>
        {p.replies.length === 0 ? <p>Pas encore de réponse d'avocat.</p> : <ul className="space-y-3">{p.replies.map((r) => <ReplyItem key={r._id} reply={r} ctx={ctx} top />)}</ul>}
      </section>
      {user?.role === 'lawyer' && user.status === 'active' && <ReplyForm postId={p._id} label="Votre réponse d'avocat" />}
    </article>
  );
}
