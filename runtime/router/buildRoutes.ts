import { createElement, type ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { parseQuery } from '../render/device';
import type { RuleContext } from '../render/types';
import type { RouteEntry, RouteTable } from '../schema/types';
import { compileParamConstraints } from './constraints';
import { GUARDS, runGuards, type Guard } from './guards';
import { resolveLanguagePath, type LanguageOptions } from './language';
import { toRouterPath } from './paths';
import { resolveRedirect } from './redirects';
import { notFound, unknownMiddleware } from './routeErrors';
import { RouteErrorView, type ErrorPageComponentProps } from './RouteErrorView';

export interface RouteMatchInfo {
  lng: string;
  params: Record<string, string>;
  query: Record<string, string>;
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
  /** import.meta.env.PROD by default. */
  production?: boolean;
  /** Replaces the guard set (tests); the route table's names are looked up here. */
  guards?: Readonly<Record<string, Guard>>;
}

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
        if (outcome.kind === 'notFound') throw notFound();
        if (outcome.kind === 'redirect') throw redirect(outcome.to);
        return deps.loadRoute(entry, { lng, params: values, query });
      },
      element: createElement(deps.PageElement),
    };
  });

  const unknownRoute: RouteObject = {
    id: 'not-found',
    path: '*',
    Component: EmptyFallback, // never shown: the loader always throws
    loader: async ({ request }: LoaderFunctionArgs) => {
      await resolveLanguage(request);
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
