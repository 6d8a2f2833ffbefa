import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_PAGES } from '../../../domain/access/blockNavigation';
import type { RouteTable } from '../../../runtime/schema/types';
import { expandRouteDefaults } from '../../../runtime/schema/routeDefaults';

// The table as the server serves it: each route with the table's default guards.
const table = expandRouteDefaults(
  JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as RouteTable,
);
const guardNames = (id: string) =>
  (table.routes.find((r) => r.id === id)?.guards ?? []).map((g) =>
    typeof g === 'string' ? g : g.name,
  );
// Pages a banned customer may still see: block and maintenance pages, errors, the appeal page.
const OPEN_TO_BANNED = new Set<string>([
  ...BLOCK_PAGES,
  'maintenance',
  'internal-vpn',
  'block-appeal-history',
  'oldbrowser',
  'error-500',
  'debugger',
]);

describe('the route table and access (SPEC sections 2 and 4)', () => {
  it('has a route for every block page, each on the blocked layout', () => {
    for (const page of BLOCK_PAGES) {
      const route = table.routes.find((r) => r.path === page);
      expect(route, page).toBeDefined();
      const schema = JSON.parse(readFileSync(`schemas/pages/${route?.page}.json`, 'utf8')) as {
        layout: string;
      };
      expect(schema.layout, page).toBe('blocked');
    }
  });

  it('sends banned customers away from every other page (SPEC section 4 "Bans")', () => {
    const unguarded = table.routes
      .filter((r) => !OPEN_TO_BANNED.has(r.id) && !guardNames(r.id).includes('banned'))
      .map((r) => r.id);
    expect(unguarded).toEqual([]);
  });

  it('has the remaining routes of SPEC section 2', () => {
    const paths = table.routes.map((r) => r.path);
    for (const path of [
      'internal-vpn',
      'block-appeal-history',
      'user/accountverify',
      'user/stopnewsletter',
      'mobile',
      'desktop',
      'oldbrowser',
      '500',
      'debugger',
    ]) {
      expect(paths).toContain(path);
    }
    // A banned customer's appeals: sign-in needed, and the route is flagged restricted, so a
    // customer who is not banned goes home (SPEC section 4 "Bans").
    expect(guardNames('block-appeal-history')).toEqual(['maintenance', 'auth', 'restricted']);
    expect(guardNames('debugger')).toContain('notProduction');
    const redirects = (table.redirects ?? []).map((r) => r.from);
    expect(redirects).toEqual(expect.arrayContaining(['poker/view/{game}', 'vulkan']));
  });
});
