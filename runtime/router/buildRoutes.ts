import { createElement, type ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { parseQuery } from '../render/device';
import type { RuleContext } from '../render/types';
import type { RouteEntry, RouteTable } from '../schema/types';
import { compileParamConstraints } from './constraints';
import { GUARDS, runGuards, type Guard, type GuardOutcome } from './guards';
import { resolveLanguagePath, type LanguageOptions } from './language';
import { toRouterPath } from './paths';
import { resolveRedirect } from './redirects';
import { notFound, unknownMiddleware } from './routeErrors';
import { RouteErrorView, type ErrorPageComponentProps } from './RouteErrorView';

export interface RouteMatchInfo {
  lng: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The URL's path, language included ('/en/about'). */
  pathname: string;
}

export interface RouterDeps {
  table: RouteTable;
  /** Current languages of the brand and whether the visitor is signed in. */
  languageOptions(): LanguageOptions;
  /** The visitor's language wish when the URL names none (the lng cookie). */
  preferredLanguage?(): string | undefined;
  /** Switches to the URL's language and loads the main dictionary (before any error shows). */
  prepareLanguage(lng: string): Promise<void>;
  /** The rule context guards see for a route (meta is not known before the page loads). */
  ruleContext(route: RuleContext['route'], query: Record<string, string>): RuleContext;
  /** Loads what the page element shows (its data becomes the route's loader data). */
  loadRoute(entry: RouteEntry, match: RouteMatchInfo): Promise<unknown>;
  PageElement: ComponentType;
  ErrorPage: ComponentType<ErrorPageComponentProps>;
  /** The path and query on screen (the router's location), or null before the first page. */
  currentLocation?(): string | null;
  /** import.meta.env.PROD by default. */
  production?: boolean;
  /** Replaces the guard set (tests); the route table's names are looked up here. */
  guards?: Readonly<Record<string, Guard>>;
  /**
   * Runs before the guards of every page route and may wait (server checks such as blocks and
   * redirects, whose results the guards then read): 'allow' goes on to the guards, a redirect or
   * external outcome leaves, 'stay' cancels the navigation (back to where the visitor was).
   */
  beforeGuards?(navigation: PendingNavigation): Promise<NavigationCheck>;
}

export interface PendingNavigation {
  lng: string;
  /** The route being opened; null for a URL no route matches (it is a 404 unless redirected). */
  entry: RouteEntry | null;
  /** The URL being opened: path and query ('/ru/sports?x=1'). */
  url: string;
  /** The path and query on screen before this navigation, or null on the first load. */
  from: string | null;
}

export type NavigationCheck = GuardOutcome | { kind: 'stay' };

/**
 * react-router routes from the route table: every path under /:lng (language rules first),
 * declared redirects, param constraints (404), guards by name, and a 404 for the rest.
 */
export function buildRoutes(deps: RouterDeps): RouteObject[] {
  const production = deps.production ?? import.meta.env.PROD;
  const guards = deps.guards ?? GUARDS;

  async function resolveLanguage(request: Request): Promise<{ lng: string; url: URL }> {
    const url = new URL(request.url);
    const result = resolveLanguagePath(
      url.pathname,
      url.search,
      deps.languageOptions(),
      deps.preferredLanguage?.(),
    );
    if (result.kind === 'redirect') throw redirect(result.to);
    await deps.prepareLanguage(result.lng);
    return { lng: result.lng, url };
  }

  async function checkBeforeGuards(lng: string, entry: RouteEntry | null, url: URL) {
    if (!deps.beforeGuards) return;
    const here = deps.currentLocation?.() ?? null;
    const check = await deps.beforeGuards({
      lng,
      entry,
      url: url.pathname + url.search,
      from: here,
    });
    if (check.kind === 'stay' && here !== null) throw redirect(here, { headers: STAY });
    if (check.kind !== 'allow' && check.kind !== 'stay') throwOutcome(check);
  }

  const redirectRoutes: RouteObject[] = (deps.table.redirects ?? []).map((entry, index) => ({
    id: `redirect:${index}`,
    ...routePath(entry.from),
    Component: EmptyFallback, // never shown: the loader always redirects
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      const { lng, url } = await resolveLanguage(request);
      return redirect(
        resolveRedirect(entry, { lng, params: ownParams(params), search: url.search }),
      );
    },
  }));

  const pageRoutes: RouteObject[] = deps.table.routes.map((entry) => {
    const paramsOk = compileParamConstraints(entry.params);
    return {
      id: entry.id,
      ...routePath(entry.path),
      loader: async ({ request, params }: LoaderFunctionArgs) => {
        const { lng, url } = await resolveLanguage(request);
        const values = ownParams(params);
        if (!paramsOk(values)) throw notFound();
        await checkBeforeGuards(lng, entry, url);
        const query = parseQuery(url.search);
        const context = deps.ruleContext(
          { id: entry.id, path: entry.path, params: values, meta: {} },
          query,
        );
        const outcome = runGuards(
          entry.guards,
          {
            context,
            lng,
            production,
            ...(entry.routeId === undefined ? {} : { routeId: entry.routeId }),
          },
          guards,
        );
        if (outcome.kind === 'unknown') throw unknownMiddleware(outcome.name);
        if (outcome.kind !== 'allow') throwOutcome(outcome);
        return deps.loadRoute(entry, { lng, params: values, query, pathname: url.pathname });
      },
      element: createElement(deps.PageElement),
    };
  });

  const unknownRoute: RouteObject = {
    id: 'not-found',
    path: '*',
    Component: EmptyFallback, // never shown: the loader always throws
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { lng, url } = await resolveLanguage(request);
      // An old address may have a redirect rule (redirect-light) before it is a 404.
      await checkBeforeGuards(lng, null, url);
      throw notFound();
    },
  };

  return [
    {
      id: 'root',
      path: '/',
      errorElement: createElement(RouteErrorView, { ErrorPage: deps.ErrorPage }),
      HydrateFallback: EmptyFallback,
      children: [
        {
          id: 'language-root',
          index: true,
          Component: EmptyFallback, // never shown: '/' always redirects to a language
          loader: ({ request }) => resolveLanguage(request).then(() => null),
        },
        {
          id: 'language',
          path: ':lng',
          children: [...redirectRoutes, ...pageRoutes, unknownRoute],
        },
      ],
    },
  ];
}

/** A guard outcome other than allow, as the loader's throw (an external URL leaves the site). */
function throwOutcome(outcome: Exclude<GuardOutcome, { kind: 'allow' }>): never {
  if (outcome.kind === 'notFound') throw notFound();
  if (outcome.kind === 'external') throw redirect(outcome.url, { headers: RELOAD_DOCUMENT });
  throw redirect(outcome.to);
}

// react-router opens an absolute URL of another origin as a new document; the header says so
// for every external outcome, whatever its origin.
const RELOAD_DOCUMENT = { 'X-Remix-Reload-Document': 'true' };
// A cancelled navigation goes back to the page on screen in place (no new history entry).
const STAY = { 'X-Remix-Replace': 'true' };

function EmptyFallback(): null {
  return null;
}

/** '' is the language's home page (an index route). */
function routePath(path: string): { index: true } | { path: string } {
  return path === '' ? { index: true } : { path: toRouterPath(path) };
}

/** The route's own params (without the language and splat). */
function ownParams(params: LoaderFunctionArgs['params']): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'lng' && name !== '*' && value !== undefined) own[name] = value;
  }
  return own;
}
