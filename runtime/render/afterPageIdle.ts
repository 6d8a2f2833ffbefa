import { firstIdlePrefetch } from './idlePrefetch';

/** House rule: the longest what waits for the page's idle moment waits after the load event. */
export const PAGE_IDLE_FALLBACK_MS = 10_000;

/**
 * Resolves at the page's idle moment: when the first idle prefetch starts (SPEC section 9: the
 * page shown, 2,000 ms, the browser idle), or 10 s after the load event on a page that has nothing
 * to prefetch. For what is no part of the first paint (decoration, the service worker), so its
 * code is not fetched while the page is being shown (docs/performance.md). Right away outside a browser.
 */
export function afterPageIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const fallback = new Promise<void>((resolve) => {
    const wait = () => window.setTimeout(resolve, PAGE_IDLE_FALLBACK_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return Promise.race([firstIdlePrefetch(), fallback]);
}
