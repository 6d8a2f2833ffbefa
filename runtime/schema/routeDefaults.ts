// The route table's defaults: `defaults.guards` run before every route's own guards, so a guard
// nearly every page takes (maintenance) is written once. A route with `"inheritDefaults": false`
// (the error and old-browser pages, the debugger) takes only its own. The server expands the
// table once when it loads it (server/content/contentFromSet.ts); every reader after that (the
// client's router, the first HTML's access check, SEO, the sitemap, the QA matrix) sees each
// route's whole guard list, and the studio keeps editing the table as written.
import type { GuardRef, RouteTable } from './types.ts';

const guardName = (guard: GuardRef): string => (typeof guard === 'string' ? guard : guard.name);

/**
 * The table with each route's guards in full (the defaults first, in their order, but for a
 * guard the route names itself) and no `defaults` left: expanding an expanded table changes
 * nothing.
 */
export function expandRouteDefaults(table: RouteTable): RouteTable {
  const { defaults, ...rest } = table;
  const inherited = defaults?.guards ?? [];
  return {
    ...rest,
    routes: table.routes.map(({ inheritDefaults, ...route }) => {
      if (inheritDefaults === false || inherited.length === 0) return route;
      const own = route.guards ?? [];
      const named = new Set(own.map(guardName));
      return { ...route, guards: [...inherited.filter((g) => !named.has(guardName(g))), ...own] };
    }),
  };
}
