// The route table (schemas/routes.json) as react-router route objects: one route per table entry
// below /:lng, params written react-router's way ({x} -> :x, {x?} -> :x?), and a splat for the
// rest. Every loader applies what is ours, in the table's order: the language rules (SPEC section
// 2), the declared redirects, the server's matcher with the param constraints (routeTableMatch.ts,
// so client and server agree on a 404), the checks before the guards, and the guards by name.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import {
  Outlet,
  redirect,
  redirectDocument,
  replace,
  ScrollRestoration,
  useBlocker,
  type LoaderFunctionArgs,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { parseQuery } from '../render/device';
import type { RuleContext } from '../render/types';
import type { RouteEntry, RouteTable } from '../schema/types';
import { GUARDS, runGuards, type Guard, type GuardOutcome } from './guards';
import { resolveLanguagePath, type LanguageOptions } from './language';
import { toRouterPath } from './paths';
import { resolveRedirect } from './redirects';
import { notFound, unknownMiddleware } from './routeErrors';
import { RouteErrorView, type ErrorPageComponentProps } from './RouteErrorView';
import { matchPath, routeMatch } from './routeTableMatch';

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
  /** The element of every page route (it reads the loader data). */
  PageElement: ComponentType;
  ErrorPage: ComponentType<ErrorPageComponentProps>;
  /** The path and query on screen (the router's location), or null before the first page. */
  currentLocation?(): string | null;
  /** SPEC section 4: while this holds, navigations are refused and back/forward is undone. */
  navigationLocked?(): boolean;
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

/** The id of the route of URLs no table entry serves (its loader answers redirect or 404). */
export const UNKNOWN_ROUTE_ID = 'not-found';

/**
 * react-router routes from the route table. react-router ranks its matches by specificity while
 * the table's first match wins; every page loader asks the table's own matcher which entry serves
 * the URL, and anything but itself is a 404 (tests/runtime/router/buildRoutes.test.ts holds the
 * shipped table to one answer from both).
 */
export function buildRoutes(deps: RouterDeps): RouteObject[] {
  const production = deps.production ?? import.meta.env.PROD;
  const guards = deps.guards ?? GUARDS;

  /** The language rules and the declared redirects; then the entry serving the URL, if any. */
  async function resolve(request: Request) {
    const url = new URL(request.url);
    const language = resolveLanguagePath(
      url.pathname,
      url.search,
      deps.languageOptions(),
      deps.preferredLanguage?.(),
    );
    if (language.kind === 'redirect') throw redirect(language.to);
    const { lng, rest } = language;
    await deps.prepareLanguage(lng);
    for (const entry of deps.table.redirects ?? []) {
      const params = matchPath(entry.from, rest);
      if (params) throw redirect(resolveRedirect(entry, { lng, params, search: url.search }));
    }
    return { lng, url, served: routeMatch(deps.table, rest) };
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
    // A cancelled navigation opens the page on screen again in its place (no new history entry).
    if (check.kind === 'stay' && here !== null) throw replace(here);
    if (check.kind !== 'allow' && check.kind !== 'stay') throwOutcome(check);
  }

  /** No entry serves the URL: an old address may have a redirect rule (redirect-light) first. */
  async function unknown(lng: string, url: URL): Promise<never> {
    await checkBeforeGuards(lng, null, url);
    throw notFound();
  }

  const pageRoutes: RouteObject[] = deps.table.routes.map((entry) => ({
    id: entry.id,
    ...routePath(entry.path),
    caseSensitive: true,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { lng, url, served } = await resolve(request);
      if (served?.route !== entry) return unknown(lng, url);
      const { params } = served;
      const from = deps.currentLocation?.() ?? null;
      await checkBeforeGuards(lng, entry, url);
      const query = parseQuery(url.search);
      const context = deps.ruleContext({ id: entry.id, path: entry.path, params, meta: {} }, query);
      const outcome = runGuards(
        entry.guards,
        {
          context,
          lng,
          production,
          url: url.pathname + url.search,
          from,
          ...(entry.routeId === undefined ? {} : { routeId: entry.routeId }),
        },
        guards,
      );
      if (outcome.kind === 'unknown') throw unknownMiddleware(outcome.name);
      if (outcome.kind !== 'allow') throwOutcome(outcome);
      return deps.loadRoute(entry, { lng, params, query, pathname: url.pathname });
    },
    element: createElement(deps.PageElement),
  }));

  const unknownRoute: RouteObject = {
    id: UNKNOWN_ROUTE_ID,
    path: '*',
    Component: Empty, // never shown: the loader always throws
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { lng, url } = await resolve(request);
      return unknown(lng, url);
    },
  };

  const errorElement = createElement(RouteErrorView, { ErrorPage: deps.ErrorPage });
  const locked = deps.navigationLocked ?? (() => false);
  return [
    {
      id: 'root',
      path: '/',
      element: createElement(RootRoute, { locked }),
      errorElement,
      HydrateFallback: Empty,
      children: [
        {
          id: 'language-root',
          index: true,
          Component: Empty, // never shown: '/' always redirects to a language
          loader: ({ request }: LoaderFunctionArgs) => resolve(request).then(() => null),
        },
        {
          id: 'language',
          path: ':lng',
          errorElement,
          children: [...pageRoutes, unknownRoute],
        },
      ],
    },
  ];
}

/**
 * Around every page: the navigation lock and the scroll position. A new page opens at the top,
 * back/forward returns where the visitor was; a new query on the same path (filters, dates)
 * keeps the scroll, as the key is the path.
 */
function RootRoute({ locked }: { locked: () => boolean }): ReactNode {
  const blocker = useBlocker(locked);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}

const scrollKey = (location: Location): string => location.pathname;

/** A guard outcome other than allow, as the loader's throw (an external URL leaves the site). */
function throwOutcome(outcome: Exclude<GuardOutcome, { kind: 'allow' }>): never {
  if (outcome.kind === 'notFound') throw notFound();
  if (outcome.kind === 'external') throw redirectDocument(outcome.url);
  throw redirect(outcome.to);
}

function Empty(): null {
  return null;
}

/** '' is the language's home page (an index route). */
function routePath(path: string): { index: true } | { path: string } {
  return path === '' ? { index: true } : { path: toRouterPath(path) };
}
