// Route table checks beyond its JSON Schema: pages that exist, unique ids, paths that cannot
// shadow each other, constraints on real params, known guards, redirects that land somewhere.
import { GUARD_NAMES } from '../../router/guardNames.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { didYouMean } from '../suggest.ts';
import type { GuardRef, RouteEntry, RouteTable } from '../types.ts';
import { checkJsonLogicRule } from './jsonLogicCheck.ts';
import { redirectContext } from './ruleContext.ts';
import {
  misplacedOptional,
  paramNames,
  parseRoutePath,
  pathVariants,
  satisfiesConstraint,
  shapeKey,
  showPath,
  type PathSegment,
} from './routePaths.ts';

export function checkRouteTable(
  table: RouteTable,
  file: string,
  pageIds: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  const report = (pointer: string, message: string) => findings.push({ file, pointer, message });
  const firstById = new Map<string, number>();
  const checkGuards = (guards: readonly GuardRef[] | undefined, at: (g: number) => string) =>
    (guards ?? []).forEach((guard, g) => {
      const name = typeof guard === 'string' ? guard : guard.name;
      if (!(GUARD_NAMES as readonly string[]).includes(name)) {
        const hint = didYouMean(name, GUARD_NAMES) || ` (known: ${GUARD_NAMES.join(', ')})`;
        report(at(g), `unknown guard '${name}'${hint}`);
      }
    });
  checkGuards(table.defaults?.guards, (g) => pointerJoin('/defaults/guards', g));

  table.routes.forEach((route, i) => {
    const at = (...t: (string | number)[]) => pointerJoin('/routes', i, ...t);
    if (!pageIds.has(route.page)) {
      report(
        at('page'),
        `page '${route.page}' does not exist in schemas/pages${didYouMean(route.page, pageIds)}`,
      );
    }
    const first = firstById.get(route.id);
    if (first === undefined) firstById.set(route.id, i);
    else report(at('id'), `duplicate route id '${route.id}' (first at /routes/${first})`);

    const segments = parseRoutePath(route.path);
    const misplaced = misplacedOptional(segments);
    if (misplaced >= 0) {
      report(
        at('path'),
        `optional param '${showPath([segments[misplaced]!])}' must be followed by optional params only`,
      );
    }
    const names = paramNames(route.path);
    for (const name of Object.keys(route.params ?? {})) {
      if (!names.includes(name)) {
        report(
          at('params', name),
          `params constraint '${name}' names no param of path '${route.path}'${didYouMean(name, names)}`,
        );
      }
    }
    checkGuards(route.guards, (g) => at('guards', g));
  });

  findings.push(...pathConflicts(table.routes, file));
  (table.redirects ?? []).forEach((redirect, r) => {
    const at = (...t: (string | number)[]) => pointerJoin('/redirects', r, ...t);
    const fromParams = paramNames(redirect.from);
    for (const field of ['to', 'otherwise'] as const) {
      const target = redirect[field];
      if (target === undefined) continue;
      for (const name of paramNames(target)) {
        if (!fromParams.includes(name)) {
          report(
            at(field),
            `redirect target '${target}' uses param '{${name}}', which 'from' ('${redirect.from}') does not have`,
          );
        }
      }
      if (!table.routes.some((route) => targetMatchesRoute(target, route))) {
        report(at(field), `redirect target '${target}' matches no route`);
      }
    }
    if (redirect.when !== undefined) {
      findings.push(
        ...checkJsonLogicRule(redirect.when, {
          file,
          pointer: at('when'),
          context: redirectContext(fromParams),
          label: 'redirect condition',
        }),
      );
    }
  });
  return findings;
}

function pathConflicts(routes: readonly RouteEntry[], file: string): Finding[] {
  const findings: Finding[] = [];
  routes.forEach((later, j) => {
    for (let i = 0; i < j; i++) {
      const earlier = routes[i]!;
      const describe = conflictBetween(earlier, later);
      if (describe !== undefined) {
        findings.push({
          file,
          pointer: pointerJoin('/routes', j, 'path'),
          message: describe(`route '${earlier.id}' (/routes/${i})`),
        });
        return; // one conflict per route is enough to act on
      }
    }
  });
  return findings;
}

/** Describes how `b` conflicts with the earlier `a`, given words naming `a`'s route. */
function conflictBetween(a: RouteEntry, b: RouteEntry): ((route: string) => string) | undefined {
  const aSegments = parseRoutePath(a.path);
  const bSegments = parseRoutePath(b.path);
  if (
    shapeKey(aSegments) === shapeKey(bSegments) &&
    showOptional(aSegments) === showOptional(bSegments)
  ) {
    return a.path === b.path
      ? (route) => `duplicate path '${b.path}': ${route} has the same path`
      : (route) => `path '${b.path}' has the same shape as '${a.path}' of ${route}`;
  }
  const aVariants = pathVariants(aSegments);
  const bVariants = pathVariants(bSegments);
  for (const bv of bVariants) {
    const shared = aVariants.find((av) => shapeKey(av) === shapeKey(bv));
    if (shared !== undefined) {
      return (route) =>
        `path '${b.path}' conflicts with '${a.path}' of ${route}: both match '${showPath(bv)}'`;
    }
  }
  const overlap =
    paramOverlap(a, aVariants, b, bVariants) ?? paramOverlap(b, bVariants, a, aVariants);
  if (overlap !== undefined) {
    return (route) =>
      `path '${b.path}' conflicts with '${a.path}' of ${route}: both match the URL '${overlap}'`;
  }
  return undefined;
}

function showOptional(segments: readonly PathSegment[]): string {
  return segments.map((s) => (s.kind === 'param' && s.optional ? '?' : '.')).join('');
}

/**
 * A URL both match where a param of `x`, optional or not, takes the place of a static segment of
 * `y` ('rules/{id?}' and 'rules/all', 'casino/{category}' and 'casino/brand'), honouring param
 * constraints: a param beside a static sibling must be constrained so it cannot match it. Returns
 * that URL.
 */
function paramOverlap(
  x: RouteEntry,
  xVariants: PathSegment[][],
  y: RouteEntry,
  yVariants: PathSegment[][],
): string | undefined {
  for (const xv of xVariants) {
    for (const yv of yVariants) {
      if (xv.length !== yv.length) continue;
      let paramMeetsStatic = false;
      const url: string[] = [];
      const compatible = xv.every((xs, k) => {
        const ys = yv[k]!;
        if (xs.kind === 'static' && ys.kind === 'static') {
          url.push(xs.value);
          return xs.value === ys.value;
        }
        if (xs.kind === 'param' && ys.kind === 'static') {
          paramMeetsStatic = true;
          url.push(ys.value);
          return satisfiesConstraint(ys.value, x.params?.[xs.name]);
        }
        if (xs.kind === 'static' && ys.kind === 'param') {
          url.push(xs.value);
          return satisfiesConstraint(xs.value, y.params?.[ys.name]);
        }
        url.push(`{${(xs as { name: string }).name}}`);
        return true;
      });
      if (compatible && paramMeetsStatic) return url.join('/');
    }
  }
  return undefined;
}

/** Whether a redirect target ('rules/1', 'casino/{slug}') is served by a route. */
function targetMatchesRoute(target: string, route: RouteEntry): boolean {
  const targetSegments = parseRoutePath(target);
  return pathVariants(parseRoutePath(route.path)).some(
    (variant) =>
      variant.length === targetSegments.length &&
      variant.every((rs, k) => {
        const ts = targetSegments[k]!;
        if (ts.kind === 'param') return true;
        if (rs.kind === 'static') return rs.value === ts.value;
        return satisfiesConstraint(ts.value, route.params?.[rs.name]);
      }),
  );
}
