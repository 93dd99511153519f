// Reach as the app sees it: server-rendered public pages, crawling, HTTP caching and compression.

export { cachedRenderer } from './cached-render';
export { COMPRESS_THRESHOLD, registerHttpCache } from './http-cache';
export { reachRoutes } from './routes';
export {
  createPageRenderer,
  GUARDED_PAGE_PATHS,
  PUBLIC_HTML_CACHE,
  PUBLIC_PAGE_PATHS,
  type PublicPage,
  type RenderPublicPage,
} from './ssr';
