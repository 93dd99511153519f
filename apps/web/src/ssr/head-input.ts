import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '@/features/categories/api/get-categories';
import { lawyerQuery } from '@/features/lawyers/api/get-lawyer';
import { postQuery } from '@/features/posts/api/get-post';
import { parseListParams } from '@/features/posts/hooks/use-list-params';
import { type HeadInput, LEGAL_PAGES } from './head';
import type { PageData } from './loaders';

/**
 * What the head of a page is built from: the page, its entity from the query cache, the list's page and filters.
 * The server renders the head from it; the browser titles the tab from it after a client-side navigation.
 */
export function headInputFor(status: number, data: PageData | undefined, qc: QueryClient, search: URLSearchParams): HeadInput {
  if (status === 404) return { page: 'not-found' };
  if (status >= 400 || !data) return { page: 'error' };
  const list = parseListParams(search);
  const filtered = list.status !== 'all' || !!list.q || search.has('sort');
  switch (data.page) {
    case 'landing':
      return { page: 'landing' };
    case 'home':
      return { page: 'home', pageNo: list.page, filtered };
    case 'category': {
      const category = qc.getQueryData(categoriesQuery().queryKey)?.find((c) => c._id === data.id || c.slug === data.id);
      return category ? { page: 'category', category, pageNo: list.page, filtered } : { page: 'not-found' };
    }
    case 'post': {
      const post = qc.getQueryData(postQuery(data.id).queryKey);
      return post ? { page: 'post', post } : { page: 'not-found' };
    }
    case 'lawyers':
      return {
        page: 'lawyers',
        pageNo: Math.max(1, Number(search.get('page')) || 1),
        filtered: ['q', 'specialization', 'barAssociation'].some((k) => search.get(k)),
      };
    case 'transparency':
      return { page: 'transparency' };
    case 'guard':
      return { page: 'guard' };
    case 'legal':
      return data.path in LEGAL_PAGES ? { page: 'legal', path: data.path } : { page: 'not-found' };
    case 'lawyer': {
      const detail = qc.getQueryData(lawyerQuery(data.id).queryKey);
      return detail ? { page: 'lawyer', detail } : { page: 'not-found' };
    }
  }
}
