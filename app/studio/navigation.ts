// The studio's own URL handling (/studio/<section>?...): history.pushState and a hook that
// re-renders on back/forward. Small on purpose: the studio has a handful of screens.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentUrl = () => location.pathname + location.search;

export function useStudioUrl(): URL {
  const href = useSyncExternalStore(subscribe, currentUrl);
  return new URL(href, location.origin);
}

/** Moves to a studio URL; `replace` keeps the history entry (for filter changes). */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (to === currentUrl()) return;
  if (opts.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

/** The same URL with some query parameters set (undefined removes one). */
export function withQuery(url: URL, params: Record<string, string | undefined>): string {
  const next = new URL(url);
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) next.searchParams.delete(k);
    else next.searchParams.set(k, v);
  }
  return next.pathname + next.search;
}
