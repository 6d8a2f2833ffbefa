// The router in React: the provider, links and hooks widgets use.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type Context,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { NavigateOptions, Page, Params, Router, RouterLocation } from './router';

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<RouterLocation | null>(null);
const PageContext = createContext<Page | null>(null);
const NO_PARAMS: Params = {};

/** The params of the page on screen (RouterProvider gives them); a test may give its own. */
export const ParamsContext = createContext<Params>(NO_PARAMS);

/**
 * Renders `page` once the URL on screen has loaded (nothing before the first load), or `error`
 * when its load threw. Every page of the app is one element reading its loader data.
 */
export function RouterProvider(p: {
  router: Router;
  page: ReactNode;
  error?: ReactNode;
}): ReactNode {
  const { router } = p;
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const shown = state.page;
  if (shown === null) return null;
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={state.location}>
        <PageContext.Provider value={shown}>
          <ParamsContext.Provider value={shown.ok ? shown.params : NO_PARAMS}>
            {shown.ok ? p.page : p.error}
          </ParamsContext.Provider>
        </PageContext.Provider>
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

function useRequired<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (value === null) throw new Error('router hooks need a <RouterProvider> above');
  return value;
}

export function useLocation(): RouterLocation {
  return useRequired(LocationContext);
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

/** The router's navigate: a path, or a step through history (-1 is back). */
export function useNavigate(): Router['navigate'] {
  return useRequired(RouterContext).navigate;
}

export type SearchParamsInit = URLSearchParams | Record<string, string>;

/** The query of the URL on screen, and a setter that opens the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** What the load of the page on screen resolved with. */
export function useLoaderData(): unknown {
  const page = useRequired(PageContext);
  return page.ok ? page.data : undefined;
}

/** What the load of the URL on screen threw (in the error view). */
export function useRouteError(): unknown {
  const page = useRequired(PageContext);
  return page.ok ? undefined : page.error;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path ('/en/about?x=1'). */
  to: string;
  /** Replaces the entry on screen; by default only a link to the URL on screen does. */
  replace?: boolean;
  /** Leaves the click to the browser: the URL opens as a new document. */
  reloadDocument?: boolean;
}

/**
 * An `<a href>` the router follows on a plain left click; a click with a modifier key (new tab,
 * new window, download), another button or another target is the browser's, and so is one whose
 * `onClick` prevented the default.
 */
export function Link({ to, replace, reloadDocument, onClick, ...anchor }: LinkProps): ReactNode {
  const router = useRequired(RouterContext);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (anchor.target !== undefined && anchor.target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    const { pathname, search, hash } = router.state.location;
    void router.navigate(to, { replace: replace ?? to === pathname + search + hash });
  };
  return <a {...anchor} href={to} onClick={click} />;
}

/** Navigates once rendered (a page that moved). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
