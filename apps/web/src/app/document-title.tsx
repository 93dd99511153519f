import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LEGAL_PAGES, pageTitle, SITE_NAME } from '@/ssr/head';
import { headInputFor } from '@/ssr/head-input';
import type { PageData } from '@/ssr/loaders';

/** Pages with a plain title each: never server-rendered, or (legal pages) titled without data. */
const PRIVATE_TITLES: Record<string, string> = {
  [paths.forgotPassword]: 'Mot de passe oublié',
  [paths.createPost]: 'Poser une question',
  [paths.myPosts]: 'Mes questions',
  [paths.profile]: 'Mon profil',
  [paths.activities]: 'Mes activités',
  [paths.admin]: 'Administration',
  [paths.notifications]: 'Notifications',
  ...Object.fromEntries(Object.entries(LEGAL_PAGES).map(([path, page]) => [path, page.title])),
  [paths.desk]: 'Questions à traiter',
  [paths.moderation]: 'Modération',
  [paths.appeal]: 'Contester une décision',
  [paths.consultations()]: 'Mes consultations',
};

/** The public page a path shows, as the server's loaders name it. */
function publicPage(pathname: string): PageData | null {
  if (pathname === paths.landing) return { page: 'landing' };
  if (pathname === paths.home) return { page: 'home' };
  if (pathname === paths.lawyers) return { page: 'lawyers' };
  if (pathname === paths.transparency) return { page: 'transparency' };
  for (const page of ['category', 'post', 'lawyer'] as const) {
    const id = matchPath(paths[page](), pathname)?.params.id;
    if (id) return { page, id };
  }
  return null;
}

/**
 * Titles the browser tab after a client-side navigation with the title the server would have rendered for the page
 * (same `pageTitle` over the same query cache). Until the page's data is in the cache, the title stays as it was.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const qc = useQueryClient();
  const title = useSyncExternalStore(
    // A query's data or error, not its observers: each component mounting a query is an event, and computing the
    // title for each of them was a good part of a question page's hydration (decisions/web-loading.md).
    (onChange) => qc.getQueryCache().subscribe((event) => (event.type.startsWith('observer') ? undefined : onChange())),
    () => titleOf(pathname, search, qc),
    () => null,
  );
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

function titleOf(pathname: string, search: string, qc: ReturnType<typeof useQueryClient>): string | null {
  const own = PRIVATE_TITLES[pathname];
  if (own) return `${own} — ${SITE_NAME}`;
  const data = publicPage(pathname);
  if (!data) return pageTitle({ page: 'not-found' });
  const input = headInputFor(200, data, qc, new URLSearchParams(search));
  // «not-found» here only means the entity is not loaded yet, unless its query failed.
  if (input.page === 'not-found' && !failed(qc, data)) return null;
  return pageTitle(input);
}

const failed = (qc: ReturnType<typeof useQueryClient>, data: PageData) =>
  qc
    .getQueryCache()
    .findAll({ type: 'all' })
    .some((q) => q.state.status === 'error' && 'id' in data && q.queryKey.includes(data.id));
