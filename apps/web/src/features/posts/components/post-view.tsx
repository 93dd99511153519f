import type { PostDetail } from '@pretoire/contracts';
import { canAnswerReply, isApprovedLawyer, showsUnansweredHelp, TOASTS } from '@pretoire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, MessageCircle, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdSlot } from '@/components/ui/ad-slot';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { DeadlineNotice } from '@/features/desk';
import { EditedMark, EditPostForm, HistoryDisclosure, ModerationNotice, ReportButton, threadEdited } from '@/features/trust';
import { ApiError } from '@/lib/api-client';
import { useRenderNow } from '@/lib/render-clock';
import { takeServerData } from '@/lib/server-data';
import { KeptFragment } from '@/ssr/kept-fragment';
import { useDeletePost } from '../api/delete-post';
import { useDeleteReply } from '../api/delete-reply';
import { postKey, usePost } from '../api/get-post';
import { postsKeys } from '../api/get-posts';
import { useMarkSatisfactory } from '../api/mark-satisfactory';
import { answersLabel, fullDate, newAnswersLabel, timeAgo } from '../format';
import { useLiveThread } from '../hooks/use-live-thread';
import { AskSignUpLink } from './ask-sign-up-link';
import { AuthorLine } from './author-line';
import { CitedText } from './cited-text';
import { ReplyForm } from './reply-form';
import { agoHoles, answersFragmentKey, ReplyItem, replyFragmentKey, type ThreadRights } from './reply-item';
import { StatusBadge } from './status-badge';
import { UnansweredHelp } from './unanswered-help';

function PostSkeleton() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Chargement de la question…
      </p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function PostView({ id, onSignIn }: { id: string; onSignIn?: () => void }) {
  const post = usePost(id);
  const article = useRef<HTMLElement>(null);
  const live = useLiveThread(id, article);
  const now = useRenderNow();
  const { user } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';
  const isAuthor = !!user && !!post.data && user.id === post.data.author._id;
  const mark = useMarkSatisfactory(id);
  const removeReply = useDeleteReply(id);
  const removePost = useDeletePost(id, isAdmin && !isAuthor);
  // «Modifier» in place; the saved thread replaces the cached one, and a masking notice is shown.
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const onEdited = (saved: PostDetail, notice: string | null) => {
    qc.setQueryData(postKey(id), saved);
    void qc.invalidateQueries({ queryKey: [...postKey(id), 'history'] });
    void qc.invalidateQueries({ queryKey: postsKeys.lists });
    toast.show({ kind: 'success', title: 'Modification enregistrée ✓', description: notice ?? undefined });
  };
  // The server rendered this question for a visitor: a signed-in reader fetches their own view once (hidden content).
  useEffect(() => {
    if (user && takeServerData(postKey(id))) void qc.invalidateQueries({ queryKey: postKey(id), exact: true });
  }, [user, id, qc]);

  if (post.isPending) return <PostSkeleton />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div role="alert" className="mx-auto max-w-lg rounded-xl border border-ink/10 bg-white p-8 text-center shadow-sm">
        <p className="font-serif text-xl">{missing ? 'Cette question n\u2019existe pas ou a été supprimée.' : post.error.message}</p>
        <div className="mt-4 flex justify-center gap-3">
          {!missing && (
            <button type="button" onClick={() => void post.refetch()} className="rounded-md border border-ink/20 px-3 py-1.5">
              Réessayer
            </button>
          )}
          <Link to={paths.home} className="rounded-md bg-ink px-3 py-1.5 text-white">
            Voir les questions
          </Link>
        </div>
      </div>
    );
  }

  const p = post.data;
  const approvedLawyer = !!user && isApprovedLawyer(user);
  // Kept answers' relative dates, written again at each server render (ssr/kept-fragment.tsx).
  const holes = agoHoles(now);
  const rights: ThreadRights = {
    postId: p._id,
    postAuthorId: p.author._id,
    viewerId: user?.id ?? null,
    viewer: user ?? null,
    isAdmin,
    // The server's own rules (contracts' policy): a control shows only when the server would accept it.
    canNest: !!user && canAnswerReply(user, { authorId: p.author._id }).allowed,
    canRate: isAuthor,
    ratingPending: mark.isPending,
    onRate: (replyId, rating) =>
      mark.mutate(
        { replyId, rating },
        {
          onSuccess: () => toast.show({ ...TOASTS.ratingSaved(rating), kind: 'success' }),
          onError: (e) => toast.show({ kind: 'error', title: 'Note non enregistrée', description: e.message }),
        },
      ),
    onEdited,
    onDelete: (replyId) =>
      removeReply.mutate(replyId, {
        onSuccess: () => toast.show({ kind: 'success', title: 'Réponse supprimée ✓' }),
        onError: (e) => toast.show({ kind: 'error', title: 'Échec de la suppression', description: e.message }),
      }),
  };
  const canDeletePost = isAuthor || isAdmin;

  return (
    // Grid tracks, not flex: the article's width must not wait for the sidebar, which is parsed after it (a page
    // painted mid-parse re-wrapped the title when the sidebar arrived: CLS 0.13 under load).
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <article ref={article} aria-labelledby="post-title" className="min-w-0 space-y-6">
        <nav aria-label="Fil d’Ariane" className="text-sm text-ink-soft">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={paths.home} className="hover:underline">
                Questions
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="h-3.5 w-3.5" />
            </li>
            <li>
              <Link to={paths.category(p.category._id)} className="hover:underline">
                {p.category.name}
              </Link>
            </li>
          </ol>
        </nav>
        <header className="space-y-3">
          <StatusBadge status={p.status} />
          <h1 id="post-title" className="break-words text-3xl leading-tight sm:text-4xl">
            {p.title}
          </h1>
          <AuthorLine author={p.author} tag={p.author.isDeleted ? undefined : 'Membre'}>
            <span>
              Posée{' '}
              <time dateTime={p.createdAt} title={fullDate(p.createdAt)}>
                {timeAgo(p.createdAt, now)}
              </time>
              <EditedMark editedAt={p.editedAt} />
            </span>
          </AuthorLine>
        </header>
        <div className="rounded-xl border border-ink/10 bg-white p-5 leading-relaxed shadow-sm sm:p-6">
          <ModerationNotice hidden={p.hidden} statement={p.moderationStatement} targetId={p._id} />
          {editing ? (
            <EditPostForm
              post={p}
              onCancel={() => setEditing(false)}
              onSaved={(saved, notice) => {
                setEditing(false);
                onEdited(saved, notice);
              }}
            />
          ) : (
            <p className="whitespace-pre-line break-words">
              <CitedText text={p.content} />
            </p>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-ink/10 pt-3">
            {threadEdited(p) && (
              <div className="mr-auto">
                <HistoryDisclosure post={p} />
              </div>
            )}
            {!isAuthor && !isAdmin && <ReportButton targetType="post" targetId={p._id} />}
            {(isAuthor || isAdmin) && !editing && (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-ink hover:bg-paper"
              >
                <Pencil aria-hidden className="h-4 w-4" />
                Modifier<span className="sr-only"> la question</span>
              </button>
            )}
            {canDeletePost && (
              <ConfirmDialog
                title="Supprimer cette question ?"
                description="La question et toutes ses réponses seront définitivement supprimées."
                confirmLabel="Supprimer la question"
                pending={removePost.isPending}
                onConfirm={() =>
                  removePost.mutate(undefined, {
                    onSuccess: (r) => {
                      toast.show({ kind: 'success', title: 'Question supprimée ✓', description: r.message });
                      void navigate(isAuthor ? paths.myPosts : paths.home, { replace: true });
                    },
                    onError: (e) => toast.show({ kind: 'error', title: 'Échec de la suppression', description: e.message }),
                  })
                }
                trigger={
                  <button
                    type="button"
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-red-800 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    Supprimer la question
                  </button>
                }
              />
            )}
          </div>
        </div>
        {/* The legal deadline detected, for the asker and approved lawyers (and admins); desk-deadlines.md. */}
        {(isAuthor || approvedLawyer || isAdmin) && (
          <DeadlineNotice
            postId={p._id}
            forLawyer={approvedLawyer}
            mayCorrect={approvedLawyer && p.replies.some((r) => r.author._id === user?.id && !r.isDeleted)}
          />
        )}

        {showsUnansweredHelp({ authorId: p.author._id, helpAt: p.unansweredHelpAt, replies: p.replies }, user?.id ?? null, now) && (
          <UnansweredHelp />
        )}

        <section ref={live.liveRef} aria-labelledby="answers" className="space-y-4">
          <h2 id="answers" tabIndex={-1} className="flex items-center gap-2 text-2xl">
            <MessageCircle aria-hidden className="h-6 w-6 text-accent" />
            {answersLabel(p.replyCount)}
          </h2>
          <div aria-live="polite">
            {live.waiting > 0 && (
              <button
                type="button"
                onClick={() => {
                  live.show();
                  // The button goes away: the focus moves to the answers' heading, where the new ones follow.
                  document.getElementById('answers')?.focus({ preventScroll: true });
                }}
                className="w-full rounded-lg bg-accent/10 px-3 py-2 text-sm font-medium text-ink ring-1 ring-accent/30 hover:bg-accent/20"
              >
                {newAnswersLabel(live.waiting)}
              </button>
            )}
          </div>
          {p.replies.length === 0 ? (
            <p className="rounded-xl border border-dashed border-ink/20 bg-white p-6 text-center text-ink-soft">
              Pas encore de réponse. Les avocats vérifiés sont notifiés des nouvelles questions de leur domaine.
            </p>
          ) : (
            <KeptFragment keyOf={(textOf) => answersFragmentKey(textOf(post.data), p.replies, rights, now)} holes={holes}>
              <ul className="space-y-4">
                {p.replies.map((r) => (
                  <KeptFragment key={r._id} keyOf={() => replyFragmentKey(r, rights, now)} holes={holes}>
                    <ReplyItem reply={r} rights={rights} />
                  </KeptFragment>
                ))}
              </ul>
            </KeptFragment>
          )}
        </section>

        {approvedLawyer && (
          <section aria-label="Répondre à la question" className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm sm:p-5">
            <ReplyForm postId={p._id} label="Votre réponse d'avocat" />
          </section>
        )}
        {user?.role === 'lawyer' && !approvedLawyer && (
          <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-700/20">
            Vous pourrez répondre aux questions dès que votre compte avocat aura été approuvé par un administrateur.
          </p>
        )}
        {!user && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent/5 p-4 shadow-sm ring-1 ring-accent/20">
            <p>Votre situation est différente ? Posez votre propre question : c’est gratuit, des avocats vérifiés vous répondent.</p>
            <AskSignUpLink className="rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-[#7c3c15]">
              Posez votre question
            </AskSignUpLink>
          </div>
        )}
        {!user && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink/10">
            <p>Vous êtes avocat, ou l’auteur de cette question ? Connectez-vous pour répondre.</p>
            {onSignIn && (
              <button
                type="button"
                data-tap="post-sign-in"
                onClick={onSignIn}
                className="rounded-md bg-ink px-3 py-1.5 font-medium text-white"
              >
                Se connecter
              </button>
            )}
          </div>
        )}
        <AdSlot position="post-bottom" />
      </article>
      <div className="space-y-5 lg:sticky lg:top-4">
        <KeptFragment keyOf={() => 'post-verified-lawyers'}>{verifiedLawyers}</KeptFragment>
        <AdSlot position="post-sidebar" />
      </div>
    </div>
  );
}

/** The sidebar's promise, the same beside every question: kept once per process on the server (ssr/kept-fragment.tsx). */
const verifiedLawyers = (
  <div className="rounded-xl border border-ink/10 bg-white p-4 text-sm shadow-sm">
    <p className="flex items-center gap-2 font-semibold">
      <ShieldCheck aria-hidden className="h-5 w-5 text-emerald-700" />
      Avocats vérifiés
    </p>
    <p className="mt-1 text-ink-soft">
      Chaque avocat qui répond a fourni sa carte professionnelle, contrôlée par un administrateur avant sa première réponse.
    </p>
  </div>
);
