// The entry: the browser paints the server's HTML before the app's bundle is fetched and run. Fetched at once
// (modulepreload, even preload), the bundle was compiled and run before the first paint, and the page's text waited
// for it on a phone (Lighthouse's mobile LCP 2.0–2.2 s; 1.0–1.2 s this way, reach-ssr.md). The page is readable from the
// HTML; hydration follows. The stylesheet stays the entry's: a link in index.html, which the server inlines into pages.
import './index.css';

let started = false;
const run = () => {
  if (started) return;
  started = true;
  void import('./start').then((app) => app.start());
};
// After the first paint; a page that cannot paint yet (a tab opened in the background) starts on a timer.
if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    run();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(run, 1_000);
} else requestAnimationFrame(() => requestAnimationFrame(run));
