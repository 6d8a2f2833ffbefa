import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The office menu is one list (schemas/parts/office-menu.json) that every office page places:
// a page never carries its own copy, and every office route is in the list.
const root = join(__dirname, '..', '..', 'schemas');

interface Node {
  widget: string;
  props?: Record<string, unknown>;
  slots?: Record<string, Node[]>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

function nodesOf(node: Node): Node[] {
  return [
    node,
    ...Object.values(node.slots ?? {}).flatMap((children) => children.flatMap(nodesOf)),
  ];
}

interface RouteEntry {
  path?: string;
  page?: string;
  children?: RouteEntry[];
}

function routesOf(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((r) => [r, ...routesOf(r.children ?? [])]);
}

const officeRoutes = routesOf(
  readJson<{ routes: RouteEntry[] }>(join(root, 'routes.json')).routes,
).filter((r) => r.path?.startsWith('office/') && r.page);

const menu = readJson<{ body: Node }>(join(root, 'parts', 'office-menu.json'));
const menuLinks = nodesOf(menu.body)
  .filter((n) => n.widget === 'LinkList')
  .flatMap((n) => (n.props?.items as { to: string }[]) ?? [])
  .map((item) => item.to);

describe('the office menu', () => {
  it('links every office route', () => {
    expect(officeRoutes.length).toBeGreaterThan(0);
    for (const route of officeRoutes) expect(menuLinks).toContain(route.path);
  });

  it.each(readdirSync(join(root, 'pages')).filter((f) => f.startsWith('office-')))(
    '%s places the one office menu and no copy of it',
    (file) => {
      const page = readJson<{ body: Node }>(join(root, 'pages', file));
      const nodes = nodesOf(page.body);
      const parts = nodes.filter((n) => n.widget === 'RemotePart');
      expect(parts.map((n) => n.props?.name)).toContain('office-menu');
      const ownLinks = nodes
        .filter((n) => n.widget === 'LinkList')
        .flatMap((n) => (n.props?.items as { to: string }[]) ?? [])
        .filter((item) => item.to.startsWith('office/'));
      expect(ownLinks).toEqual([]);
    },
  );
});
