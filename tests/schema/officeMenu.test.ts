import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The office shell: every office page's body is an OfficeShell (the side menu comes with it, from
// the one list in schemas/parts/office-menu.json), no page carries its own menu or a copy of the
// list, and every office route is an entry of the list or a sub-page of one (activeFor).
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

interface MenuItem {
  to: string;
  activeFor?: string[];
}

const menu = readJson<{ body: Node }>(join(root, 'parts', 'office-menu.json'));
const menuItems = nodesOf(menu.body)
  .filter((n) => n.widget === 'OfficeMenu')
  .flatMap((n) => (n.props?.items as MenuItem[]) ?? []);

const officePages = readdirSync(join(root, 'pages')).filter((f) => f.startsWith('office-'));

describe('the office menu list', () => {
  it('is one OfficeMenu list', () => {
    expect(nodesOf(menu.body).filter((n) => n.widget === 'OfficeMenu')).toHaveLength(1);
    expect(menuItems.length).toBeGreaterThan(0);
  });

  it('links every office route, or names it as a sub-page of an entry', () => {
    expect(officeRoutes.length).toBeGreaterThan(0);
    for (const route of officeRoutes) {
      const fixed = route.path!.replace(/\/\{.*$/, '');
      const covered = menuItems.some(
        (item) =>
          item.to === route.path ||
          (item.activeFor ?? []).some((p) => fixed === p || fixed.startsWith(`${p}/`)),
      );
      expect(covered, `${route.path} is in the office menu`).toBe(true);
    }
  });

  it('links only routes that exist', () => {
    const paths = new Set(officeRoutes.map((r) => r.path));
    for (const item of menuItems) expect(paths, item.to).toContain(item.to);
  });

  it('has a page file behind every office route, each one placed in the shell', () => {
    for (const route of officeRoutes) expect(officePages).toContain(`${route.page}.json`);
  });
});

describe.each(officePages)('%s', (file) => {
  const page = readJson<{ body: Node }>(join(root, 'pages', file));
  const nodes = nodesOf(page.body);

  it('is placed in the one office shell', () => {
    const shells = nodes.filter((n) => n.widget === 'OfficeShell');
    expect(shells).toHaveLength(1);
    // The page's own widgets are inside the shell's content.
    const inside = new Set(nodesOf(shells[0]!));
    const outside = nodes.filter((n) => !inside.has(n));
    expect(outside.map((n) => n.widget).every((w) => w === 'Container')).toBe(true);
    expect(shells[0]!.slots?.content?.length ?? 0).toBeGreaterThan(0);
  });

  it('carries no menu of its own', () => {
    // A page may place a part of its own content (office, promo-code-store), never the menu.
    expect(
      nodes.filter((n) => n.widget === 'RemotePart' && n.props?.name === 'office-menu'),
    ).toEqual([]);
    expect(nodes.filter((n) => n.widget === 'OfficeMenu')).toEqual([]);
    const ownLinks = nodes
      .filter((n) => n.widget === 'LinkList')
      .flatMap((n) => (n.props?.items as { to: string }[]) ?? [])
      .filter((item) => item.to.startsWith('office/'));
    expect(ownLinks).toEqual([]);
  });
});
