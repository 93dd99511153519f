import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { activeAdsQuery } from '@/components/ui/ad-slot';
import { paths } from '@/config/paths';
import { categoriesQuery } from '@/features/categories/api/get-categories';
import { lawyerQuery } from '@/features/lawyers/api/get-lawyer';
import { lawyersQuery } from '@/features/lawyers/api/get-lawyers';
import { postQuery } from '@/features/posts/api/get-post';
import { type PostsParams, postsQuery } from '@/features/posts/api/get-posts';
import { parseListParams } from '@/features/posts/hooks/use-list-params';
import { misusePolicyQuery } from '@/features/trust/api/get-misuse-policy';
import { transparencyParams, transparencyQuery } from '@/features/trust/api/get-transparency';
import { legalNoticeQuery } from '@/features/trust/api/trust-api';
import { ApiError, type api } from '@/lib/api-client';
import type { LegalPath } from './head';

export interface LoaderContext {
  queryClient: QueryClient;
  /** An API client that answers from the same server (no network hop, no token: pages render signed out). */
  request: typeof api;
}

/** Loader data: which page it was and the entity it showed, for the head (title, JSON-LD) and the status. */
/** Server-side data loaders of the public pages; the browser passes none to the route table (app/router.tsx). */
export type PageLoaders = Partial<
  Record<'landing' | 'home' | 'category' | 'post' | 'lawyers' | 'lawyer' | 'transparency' | 'guard' | 'legal', RouteObject['loader']>
>;

export type PageData =
  | { page: 'landing' | 'home' | 'lawyers' | 'transparency' | 'guard' }
  | { page: 'category'; id: string }
  | { page: 'post'; id: string }
  | { page: 'lawyer'; id: string }
  | { page: 'legal'; path: LegalPath };

/** A missing or malformed id is an honest 404; a database outage stays a 503; anything else is a 500. */
function notFoundOr(err: unknown): never {
  if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
  if (err instanceof ApiError && err.status === 503) throw data(null, { status: 503 });
  throw err;
}
const notFound = () => data(null, { status: 404 });

/**
 * Server-side loaders: they fill the request's QueryClient with exactly the queries (same keys) the page's components
 * read, so the HTML holds the content and the browser, handed the dehydrated cache, fetches nothing again.
 */
export function serverLoaders({ queryClient: qc, request }: LoaderContext): PageLoaders {
  // Each page's query factories, given the server's client: same keys as the components read.
  const categories = () => qc.ensureQueryData(categoriesQuery(request));
  const ads = () => qc.ensureQueryData(activeAdsQuery(request));
  const postList = async (search: URLSearchParams, category?: string) => {
    const params = parseListParams(search);
    const query: PostsParams = {
      category,
      status: params.status === 'all' ? undefined : params.status,
      page: params.page,
      sortBy: params.sortBy,
      q: params.q || undefined,
    };
    const list = await qc.ensureQueryData(postsQuery(query, request));
    // A page number past the end is not a page.
    if (params.page > Math.max(1, list.totalPages)) throw notFound();
  };
  const searchOf = (args: LoaderFunctionArgs) => new URL(args.request.url).searchParams;

  return {
    landing: async (): Promise<PageData> => {
      await Promise.all([
        qc.ensureQueryData(postsQuery({ status: 'answered', limit: 6 }, request)),
        qc.ensureQueryData(postsQuery({ status: 'resolved', limit: 6 }, request)),
        categories(),
      ]).catch(notFoundOr);
      return { page: 'landing' };
    },
    home: async (args): Promise<PageData> => {
      await Promise.all([categories(), ads(), postList(searchOf(args))]).catch(notFoundOr);
      return { page: 'home' };
    },
    category: async (args): Promise<PageData> => {
      const id = args.params.id ?? '';
      const list = await categories().catch(notFoundOr);
      if (!list.some((c) => c._id === id || c.slug === id)) throw notFound();
      await Promise.all([ads(), postList(searchOf(args), id)]).catch(notFoundOr);
      return { page: 'category', id };
    },
    post: async (args): Promise<PageData> => {
      const id = args.params.id ?? '';
      await Promise.all([qc.ensureQueryData(postQuery(id, request)), ads()]).catch(notFoundOr);
      return { page: 'post', id };
    },
    lawyers: async (args): Promise<PageData> => {
      const search = searchOf(args);
      const page = Math.max(1, Number(search.get('page')) || 1);
      const params = {
        specialization: search.get('specialization') || undefined,
        barAssociation: search.get('barAssociation') || undefined,
        q: search.get('q') || undefined,
        page,
      };
      const list = await qc.ensureQueryData(lawyersQuery(params, request)).catch(notFoundOr);
      if (page > Math.max(1, list.totalPages)) throw notFound();
      return { page: 'lawyers' };
    },
    lawyer: async (args): Promise<PageData> => {
      const id = args.params.id ?? '';
      await qc.ensureQueryData(lawyerQuery(id, request)).catch(notFoundOr);
      return { page: 'lawyer', id };
    },
    transparency: async (args): Promise<PageData> => {
      await qc.ensureQueryData(transparencyQuery(transparencyParams(searchOf(args)), request)).catch(notFoundOr);
      return { page: 'transparency' };
    },
    // A page that needs an account: rendered signed out, it is the guard's refusal with its links (no data).
    guard: (): PageData => ({ page: 'guard' }),
    // The legal pages, readable without the app: the notice's configured identities, the terms' applied thresholds.
    legal: async (args): Promise<PageData> => {
      const path = new URL(args.request.url).pathname.replace(/\/$/, '') as LegalPath;
      if (path === paths.legalNotice) await qc.ensureQueryData(legalNoticeQuery(request)).catch(notFoundOr);
      if (path === paths.terms) await qc.ensureQueryData(misusePolicyQuery(request)).catch(notFoundOr);
      return { page: 'legal', path };
    },
  };
}
