import type { PostListItem } from '@pretoire/contracts';
import { ArrowRight, BadgeCheck, Gavel, MessageSquareText, PenLine, Scale, ShieldCheck, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthDialog } from '@/components/layout/auth-dialog-host';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { SiteFooter, SkipLink } from '@/components/layout/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { useCategories } from '@/features/categories/api/get-categories';
import { usePosts } from '@/features/posts/api/get-posts';
import { PostCard } from '@/features/posts/components/post-card';

/** Latest questions that got an answer: answered and resolved ones, newest first. */
function useLatestAnswered() {
  const answered = usePosts({ status: 'answered', limit: 6 });
  const resolved = usePosts({ status: 'resolved', limit: 6 });
  const posts: PostListItem[] = [...(answered.data?.posts ?? []), ...(resolved.data?.posts ?? [])]
    // ISO dates sort as strings; localeCompare would load ICU's collation data while the page hydrates.
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, 6);
  return { posts, pending: answered.isPending || resolved.isPending };
}

const primary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-accent px-5 py-3 font-medium text-white shadow-sm hover:bg-[#7c3c15]';
const secondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-ink/25 bg-white px-5 py-3 font-medium hover:border-ink';

/**
 * The landing page's own top: the spec's page table hides the app's top bar on `/` (docs/decisions/newcomer-pages.md),
 * so the page carries its skip link and the two doors a newcomer looks for. Its controls sit in a `<header>`, which the
 * early-taps script counts as the «nav» part: the mark below says that part has hydrated (decisions/web-early-taps.md).
 */
function LandingTop({ signedIn, openAuth }: { signedIn: boolean; openAuth: ReturnType<typeof useAuthDialog>['openAuth'] }) {
  return (
    <>
      <SkipLink />
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 pt-4">
        <HydrationMark part="nav" />
        <p className="flex shrink-0 items-center gap-2 font-serif text-xl font-semibold">
          <Scale aria-hidden className="h-6 w-6 text-accent" /> Prétoire
        </p>
        <div className="flex items-center gap-1 text-sm sm:gap-2">
          {signedIn ? (
            <Link to={paths.home} className="rounded-md px-3 py-1.5 font-medium hover:bg-ink/5">
              Accéder aux questions
            </Link>
          ) : (
            <>
              <button type="button" data-tap="sign-in" onClick={() => openAuth('login')} className="rounded-md px-3 py-1.5 hover:bg-ink/5">
                Se connecter
              </button>
              <button
                type="button"
                data-tap="sign-up"
                onClick={() => openAuth('register')}
                className="rounded-md bg-ink px-3 py-1.5 text-white hover:bg-ink-soft"
              >
                S'inscrire
              </button>
            </>
          )}
        </div>
      </header>
    </>
  );
}

export default function LandingRoute() {
  const { user } = useSession();
  const { openAuth } = useAuthDialog();
  const latest = useLatestAnswered();
  const categories = useCategories();
  const ask =
    user?.role === 'user' ? (
      <Link to={paths.createPost} className={primary}>
        <PenLine aria-hidden className="h-5 w-5" />
        Poser une question
      </Link>
    ) : user ? (
      <Link to={paths.home} className={primary}>
        Accéder aux questions
        <ArrowRight aria-hidden className="h-5 w-5" />
      </Link>
    ) : (
      // A first visit: an account comes first, so the sign-up form (which offers «Déjà inscrit ? Se connecter»).
      <button type="button" data-tap="ask" onClick={() => openAuth('register')} className={primary}>
        <PenLine aria-hidden className="h-5 w-5" />
        Poser une question
      </button>
    );

  return (
    // The hero's tilted backdrop reaches past a phone's edge: clipped, so the page never scrolls sideways.
    <div className="min-h-dvh overflow-x-clip">
      <LandingTop signedIn={!!user} openAuth={openAuth} />

      <main id="contenu" tabIndex={-1} className="focus:outline-none">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-8 sm:pt-14 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-ink-soft ring-1 ring-ink/10">
              <ShieldCheck aria-hidden className="h-4 w-4 text-emerald-700" />
              Avocats vérifiés · gratuit · sous pseudonyme
            </p>
            <h1 className="mt-5 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">
              Une question juridique&nbsp;? Des avocats vous répondent.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
              Licenciement, loyer impayé, divorce, litige avec un artisan… Décrivez votre situation en quelques lignes : des avocats
              inscrits au barreau, contrôlés par notre équipe, vous éclairent publiquement.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {ask}
              <a href="#avocats" className={secondary}>
                <Gavel aria-hidden className="h-5 w-5" />
                Je suis avocat
              </a>
            </div>
            <Link to={paths.home} className="mt-5 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
              Parcourir les questions déjà posées
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </div>
          <figure aria-label="Exemple d’échange" className="relative mx-auto w-full max-w-md">
            <div aria-hidden className="absolute -inset-3 -rotate-2 rounded-2xl bg-accent/10" />
            <div className="relative space-y-4 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-ink/10">
              <div className="flex items-center gap-3">
                <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-accent/15 text-accent">
                  <UserRound className="h-5 w-5" />
                </span>
                <div>
                  <p className="text-sm font-semibold">camille_l · Membre</p>
                  <p className="font-serif text-lg leading-snug">Mon propriétaire garde mon dépôt de garantie depuis trois mois</p>
                </div>
              </div>
              <div className="rounded-xl bg-paper p-4">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                  Maître Claire Martin
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
                    <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
                    Avocat
                  </span>
                </p>
                <p className="text-xs text-ink-soft">Barreau de Lyon</p>
                <p className="mt-2 text-sm leading-relaxed">
                  Le bailleur dispose d’un mois (deux en cas de dégradations) pour vous rendre le dépôt. Passé ce délai, envoyez une mise en
                  demeure…
                </p>
              </div>
              <p className="flex items-center gap-2 text-sm text-emerald-900">
                <span className="inline-flex text-amber-600" aria-hidden>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} className="h-4 w-4 fill-current" />
                  ))}
                </span>
                Réponse jugée satisfaisante par camille_l
              </p>
            </div>
          </figure>
        </section>

        <section aria-labelledby="how" className="border-y border-ink/10 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="how" className="text-3xl">
              Comment ça marche
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-3">
              {[
                {
                  Icon: PenLine,
                  title: 'Vous posez votre question',
                  text: 'Sous un pseudonyme, dans le domaine du droit qui vous concerne. C’est gratuit.',
                },
                {
                  Icon: MessageSquareText,
                  title: 'Un avocat vous répond',
                  text: 'Seuls des avocats dont la carte professionnelle a été vérifiée peuvent répondre.',
                },
                {
                  Icon: Star,
                  title: 'Vous échangez et notez',
                  text: 'Précisez votre situation, puis marquez la réponse qui vous a aidé, de 1 à 5 étoiles.',
                },
              ].map(({ Icon, title, text }, i) => (
                <li key={title} className="rounded-xl bg-paper p-6">
                  <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-ink text-white">
                    <Icon className="h-5 w-5" />
                  </span>
                  <h3 className="mt-4 text-xl">
                    <span className="sr-only">Étape {i + 1} : </span>
                    {title}
                  </h3>
                  <p className="mt-2 text-ink-soft">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="latest" className="mx-auto max-w-6xl px-4 py-14">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="latest" className="text-3xl">
              Dernières questions répondues
            </h2>
            <Link to={`${paths.home}?status=answered`} className="inline-flex items-center gap-1 font-medium hover:underline">
              Toutes les questions
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </div>
          {latest.pending ? (
            <div className="mt-6 grid gap-4 md:grid-cols-2">
              <p role="status" className="sr-only">
                Chargement des questions…
              </p>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-36" />
              ))}
            </div>
          ) : latest.posts.length > 0 ? (
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {latest.posts.map((p) => (
                <PostCard key={p._id} post={p} />
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-ink/20 bg-white p-6 text-center text-ink-soft">
              Les premières réponses arrivent : soyez parmi les premiers à poser votre question.
            </p>
          )}
        </section>

        <section aria-labelledby="domains" className="mx-auto max-w-6xl px-4 pb-14">
          <h2 id="domains" className="text-3xl">
            Parcourir par domaine
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {categories.isPending &&
              [0, 1, 2, 3, 4, 5].map((i) => (
                <li key={i}>
                  <Skeleton className="h-24" />
                </li>
              ))}
            {categories.data?.map((c) => (
              <li key={c._id}>
                <Link
                  to={paths.category(c._id)}
                  className="flex h-full flex-col rounded-xl border border-ink/10 bg-white p-4 shadow-sm transition hover:border-accent/50 hover:shadow-md"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-serif text-lg font-semibold">{c.name}</span>
                    <span className="shrink-0 text-xs text-ink-soft">
                      {c.postCount} question{c.postCount > 1 ? 's' : ''}
                    </span>
                  </span>
                  <span className="mt-1 line-clamp-2 text-sm text-ink-soft">{c.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section id="avocats" aria-labelledby="lawyers-title" className="scroll-mt-4 bg-ink text-white">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="lawyers-title" className="text-3xl">
                Vous êtes avocat ?
              </h2>
              <p className="mt-3 max-w-lg text-lg text-white/85">
                Rejoignez Prétoire pour répondre aux justiciables de votre domaine et faire connaître votre cabinet.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                {!user && (
                  <button
                    type="button"
                    data-tap="lawyer-sign-up"
                    onClick={() => openAuth('register', 'lawyer')}
                    className="rounded-md bg-white px-5 py-3 font-medium text-ink hover:bg-paper"
                  >
                    Créer mon compte avocat
                  </button>
                )}
                <Link to={paths.lawyers} className="rounded-md border border-white/40 px-5 py-3 text-center font-medium hover:border-white">
                  Voir l’annuaire des avocats
                </Link>
              </div>
            </div>
            <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
              {[
                ['Inscription vérifiée', 'Votre carte professionnelle est contrôlée par un administrateur avant votre première réponse.'],
                ['Crédits et badges', 'Chaque réponse jugée satisfaisante vous rapporte des crédits et des distinctions visibles.'],
                ['Profil public', 'Barreau, spécialités et présentation sont affichés à côté de chacune de vos réponses.'],
              ].map(([t, d]) => (
                <li key={t} className="rounded-xl bg-white/10 p-4">
                  <p className="font-semibold">{t}</p>
                  <p className="mt-1 text-sm text-white/85">{d}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
