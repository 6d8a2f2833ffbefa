import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandRouteDefaults } from '../../runtime/schema/routeDefaults';
import type { RouteTable } from '../../runtime/schema/types';

const table = (over: Partial<RouteTable>): RouteTable => ({
  schemaVersion: 1,
  routes: [],
  ...over,
});

describe('expandRouteDefaults', () => {
  it("puts the defaults' guards before each route's own, in order, and drops the defaults", () => {
    const expanded = expandRouteDefaults(
      table({
        defaults: { guards: ['maintenance', { name: 'configFlag', args: { flag: 'x' } }] },
        routes: [
          { id: 'a', path: 'a', page: 'a', guards: ['auth'] },
          { id: 'b', path: 'b', page: 'b' },
        ],
      }),
    );
    expect(expanded.defaults).toBeUndefined();
    expect(expanded.routes.map((r) => r.guards)).toEqual([
      ['maintenance', { name: 'configFlag', args: { flag: 'x' } }, 'auth'],
      ['maintenance', { name: 'configFlag', args: { flag: 'x' } }],
    ]);
  });

  it('leaves a route that opts out alone, and adds no guard a route names itself', () => {
    const expanded = expandRouteDefaults(
      table({
        defaults: { guards: ['maintenance', 'banned'] },
        routes: [
          { id: 'e', path: '500', page: 'e', inheritDefaults: false },
          { id: 'd', path: 'd', page: 'd', guards: ['notProduction'], inheritDefaults: false },
          { id: 'c', path: 'c', page: 'c', guards: ['auth', { name: 'banned', args: {} }] },
        ],
      }),
    );
    expect(expanded.routes).toEqual([
      { id: 'e', path: '500', page: 'e' },
      { id: 'd', path: 'd', page: 'd', guards: ['notProduction'] },
      {
        id: 'c',
        path: 'c',
        page: 'c',
        guards: ['maintenance', 'auth', { name: 'banned', args: {} }],
      },
    ]);
  });

  it('changes nothing the second time', () => {
    const once = expandRouteDefaults(
      table({
        defaults: { guards: ['maintenance'] },
        routes: [{ id: 'a', path: 'a', page: 'a', guards: ['auth'] }],
      }),
    );
    expect(expandRouteDefaults(once)).toEqual(once);
  });

  it('gives every shipped route but the error pages and the debugger the maintenance guard first', () => {
    const shipped = JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as RouteTable;
    const expanded = expandRouteDefaults(shipped);
    const first = (r: RouteTable['routes'][number]) => {
      const g = r.guards?.[0];
      return typeof g === 'object' ? g.name : g;
    };
    const without = expanded.routes.filter((r) => first(r) !== 'maintenance').map((r) => r.id);
    expect(without).toEqual(['oldbrowser', 'error-500', 'debugger']);
    expect(expanded.routes.length).toBeGreaterThan(150);
  });
});
