// The QA matrix's URLs (scripts/qa-matrix.ts): every route of the route table, with example
// parameters for parameterised routes (harvested from the pages' links, else synthetic), and which
// same-origin links are broken, by route matching, not by loading them.
import { routeMatch, routeTableMatches } from '../../runtime/router/routeTableMatch';
import { compileParamConstraints } from '../../runtime/router/constraints';
import { fillPath, paramNames } from '../../runtime/router/paths';
import type { RouteTable } from '../../runtime/schema/types';
import type { QaCase, QaReport } from '../../domain/qa/report';

type Route = RouteTable['routes'][number];

/** A route's params that are not optional. */
export function requiredParams(path: string): string[] {
  return [...path.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map((m) => m[1] as string);
}

/** The route table with only one route: to ask whether a path is that route's. */
function only(route: Route): RouteTable {
  return { schemaVersion: 1, routes: [route] } as unknown as RouteTable;
}

export function routeServes(route: Route, rest: string): boolean {
  return routeTableMatches(only(route), rest);
}

/**
 * A value that satisfies a param's constraint, when one is easy to read off it: the first word
 * of an alternation (`^(success|fail)$` → success), '1' for a digit pattern, else a slug; when
 * that does not fit, the first of '1', a slug or a UUID that does.
 */
export function syntheticValue(pattern: string | undefined): string {
  if (pattern === undefined) return 'example';
  const bare = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const inner = /^\(([^()]*)\)$/.exec(bare)?.[1] ?? bare;
  const words = inner.split('|');
  const first = words.every((w) => /^[a-z0-9-]+$/i.test(w))
    ? (words[0] as string)
    : /^\[0-9\]/.test(bare)
      ? '1'
      : 'example';
  // The first guess may not fit (a number from 1, an id that is a UUID): then the first of the
  // usual shapes that does.
  const fits = (value: string) => {
    try {
      return new RegExp(`^(?:${bare})$`).test(value);
    } catch {
      return false;
    }
  };
  if (fits(first)) return first;
  return SYNTHETIC_SHAPES.find(fits) ?? first;
}

const SYNTHETIC_SHAPES = ['1', 'example', '00000000-0000-4000-8000-000000000001'];

/**
 * The values the links gave each param name, whatever route took them: a brand that shows its
 * bonus pages under bonuses-offers/ (promoBonusToOffer, SPEC section 5) links only there, and the
 * other brand only under bonuses/, yet both routes take the same promotionId.
 */
function paramValuesOf(table: RouteTable, links: readonly string[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rest of links) {
    for (const [name, value] of Object.entries(routeMatch(table, rest)?.params ?? {})) {
      const known = values.get(name) ?? [];
      if (!known.includes(value)) values.set(name, [...known, value]);
    }
  }
  return values;
}

/** A route's path with its required params filled from the links' values, when they fit. */
function harvestedPath(route: Route, valuesByName: Map<string, string[]>): string | undefined {
  const filled: Record<string, string> = {};
  for (const name of requiredParams(route.path)) {
    const fits = compileParamConstraints(route.params);
    const value = (valuesByName.get(name) ?? []).find((v) => fits({ [name]: v }));
    if (value === undefined) return undefined;
    filled[name] = value;
  }
  const rest = fillPath(route.path, filled);
  return routeServes(route, rest) ? rest : undefined;
}

/** The URL paths (below /{lng}/) to render for each route, harvested links preferred. */
export function exampleRests(
  table: RouteTable,
  harvested: Iterable<string>,
): {
  cases: { routeId: string; rest: string; example: QaCase['example'] }[];
  skipped: QaReport['skipped'];
} {
  const links = [...new Set(harvested)].sort();
  const valuesByName = paramValuesOf(table, links);
  const cases: { routeId: string; rest: string; example: QaCase['example'] }[] = [];
  const skipped: QaReport['skipped'] = [];
  for (const route of table.routes) {
    if (requiredParams(route.path).length === 0) {
      cases.push({ routeId: route.id, rest: fillPath(route.path, {}), example: 'none' });
      continue;
    }
    const found = links.find((rest) => routeServes(route, rest));
    if (found !== undefined) {
      cases.push({ routeId: route.id, rest: found, example: 'harvested' });
      continue;
    }
    const fromLinks = harvestedPath(route, valuesByName);
    if (fromLinks !== undefined) {
      cases.push({ routeId: route.id, rest: fromLinks, example: 'harvested' });
      continue;
    }
    const values = Object.fromEntries(
      paramNames(route.path)
        .filter((name) => requiredParams(route.path).includes(name))
        .map((name) => [name, syntheticValue(route.params?.[name])]),
    );
    const rest = fillPath(route.path, values);
    if (routeServes(route, rest)) cases.push({ routeId: route.id, rest, example: 'synthetic' });
    else skipped.push({ routeId: route.id, reason: `no example for ${route.path}` });
  }
  return { cases, skipped };
}

/** Routes that take required params (rendered once links have been harvested). */
export function isParameterised(route: Route): boolean {
  return requiredParams(route.path).length > 0;
}

/**
 * Whether a same-origin link's path is served: '/', '/{lng}' and '/{lng}/<rest>' where the rest
 * matches a route or a redirect of the table. Other paths are the server's (answered by
 * `serverPath`, e.g. a HEAD request, cached by the caller).
 */
export function linkVerdict(
  table: RouteTable,
  languages: readonly string[],
  pathname: string,
): 'ok' | 'broken' | 'server' {
  if (pathname === '/' || pathname === '') return 'ok';
  const [first, ...others] = pathname.replace(/^\//, '').split('/');
  if (first === undefined || !languages.includes(first)) return 'server';
  return routeTableMatches(table, others.join('/')) ? 'ok' : 'broken';
}

/** The rest of a same-language path below /{lng}/, or undefined for another page. */
export function restOf(pathname: string, lng: string): string | undefined {
  const prefix = `/${lng}/`;
  if (pathname === `/${lng}`) return '';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : undefined;
}
