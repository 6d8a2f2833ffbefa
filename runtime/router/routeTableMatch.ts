import type { RouteEntry, RouteTable } from '../schema/types';
import { compileParamConstraints } from './constraints';

const PARAM_SEGMENT = /^\{([a-zA-Z][a-zA-Z0-9]*)(\?)?\}$/;

/**
 * Whether a path below /{lng}/ (e.g. 'rules/1') is served by a route or a redirect of the table,
 * params checked against their constraints. Pure, so the server can answer 404 for a path no
 * route serves while the client renders its 404 page (guards still decide on the client).
 */
export function routeTableMatches(table: RouteTable, rest: string): boolean {
  const segments = decodedSegments(rest);
  if (segments === undefined) return false;
  if (matchingRoute(table, rest) !== undefined) return true;
  return (table.redirects ?? []).some((redirect) => matchPattern(redirect.from, segments) !== null);
}

/** The first route of the table serving a path below /{lng}/ (params checked), if any. */
export function matchingRoute(table: RouteTable, rest: string): RouteEntry | undefined {
  return routeMatch(table, rest)?.route;
}

/** The first route serving a path below /{lng}/, with the params its path took from it. */
export function routeMatch(
  table: RouteTable,
  rest: string,
): { route: RouteEntry; params: Record<string, string> } | undefined {
  const segments = decodedSegments(rest);
  if (segments === undefined) return undefined;
  for (const route of table.routes) {
    const params = matchPattern(route.path, segments);
    if (params !== null && compileParamConstraints(route.params)(params)) return { route, params };
  }
  return undefined;
}

/**
 * The params `path` takes from `pattern` (the route table's syntax: 'rules/{group}/{chapter?}',
 * 'blog/*'), or null when it does not match; constraints are not checked.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const segments = decodedSegments(path);
  return segments === undefined ? null : matchPattern(pattern, segments);
}

function decodedSegments(rest: string): string[] | undefined {
  const segments = rest.split('/').filter(Boolean).map(safeDecode);
  return segments.includes(undefined) ? undefined : (segments as string[]);
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part === '*') return params; // a splat takes the rest
    const segment = segments[i];
    const param = PARAM_SEGMENT.exec(part);
    if (param) {
      if (segment === undefined) {
        if (param[2] === '?') continue; // an optional param may be missing
        return null;
      }
      params[param[1] as string] = segment;
    } else if (segment !== part) {
      return null;
    }
  }
  return segments.length <= parts.length ? params : null;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
