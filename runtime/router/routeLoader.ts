import { parseQuery } from '../render/device';
import type { RuleContext } from '../render/types';
import type { RouteEntry, RouteTable } from '../schema/types';
import { GUARDS, runGuards, type Guard, type GuardOutcome } from './guards';
import { resolveLanguagePath, type LanguageOptions } from './language';
import { resolveRedirect } from './redirects';
import { notFound, unknownMiddleware } from './routeErrors';
import { matchPath, routeMatch } from './routeTableMatch';
import { redirect, type Load, type Loaded } from './router';

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
  /** Loads what the page shows (its data becomes the router's loader data). */
  loadRoute(entry: RouteEntry, match: RouteMatchInfo): Promise<unknown>;
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
 * The router's load over the route table: the language rules first (SPEC section 2), then the
 * declared redirects, the routes (param constraints: 404; guards by name) and a 404 for the rest.
 * The first route matching wins, by the server's own matcher (routeTableMatch.ts); a valid table
 * has no two routes serving one URL (runtime/schema/check/routeCheck.ts). A URL whose params a
 * route refuses is a 404 like any unknown URL, after the redirect-light check.
 */
export function routeLoader(deps: RouterDeps): Load {
  const production = deps.production ?? import.meta.env.PROD;
  const guards = deps.guards ?? GUARDS;

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
    if (check.kind === 'stay' && here !== null) throw redirect(here, { replace: true });
    if (check.kind !== 'allow' && check.kind !== 'stay') throwOutcome(check);
  }

  async function loadPage(
    entry: RouteEntry,
    params: Record<string, string>,
    lng: string,
    url: URL,
  ): Promise<Loaded> {
    await checkBeforeGuards(lng, entry, url);
    const query = parseQuery(url.search);
    const context = deps.ruleContext({ id: entry.id, path: entry.path, params, meta: {} }, query);
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
    const data = await deps.loadRoute(entry, { lng, params, query, pathname: url.pathname });
    return { data, params: { lng, ...params } };
  }

  return async (url) => {
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
    // The server's matcher: the first route whose path and param constraints take the URL.
    const match = routeMatch(deps.table, rest);
    if (match) return loadPage(match.route, match.params, lng, url);
    // An old address may have a redirect rule (redirect-light) before it is a 404.
    await checkBeforeGuards(lng, null, url);
    throw notFound();
  };
}

/** A guard outcome other than allow, as the load's throw (an external URL leaves the site). */
function throwOutcome(outcome: Exclude<GuardOutcome, { kind: 'allow' }>): never {
  if (outcome.kind === 'notFound') throw notFound();
  if (outcome.kind === 'external') throw redirect(outcome.url, { document: true });
  throw redirect(outcome.to);
}
