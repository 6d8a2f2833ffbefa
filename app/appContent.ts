import type { PreparedLayout, WidgetRegistry } from '../runtime/render';
import { preparePage, widgetNamesOf } from '../runtime/render';
import type { LayoutId, LayoutSchema, RouteTable } from '../runtime/schema/types';
import { LAYOUT_IDS } from './boot';

export interface AppContentSnapshot {
  readonly routes: RouteTable;
  readonly layouts: Partial<Record<LayoutId, PreparedLayout>>;
}

/** The route table and the prepared layouts; replaced as a whole on hot reload. */
export class AppContent {
  private snapshot: AppContentSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(routes: RouteTable, layouts: Partial<Record<LayoutId, PreparedLayout>>) {
    this.snapshot = { routes, layouts };
  }

  readonly get = (): AppContentSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setRoutes(routes: RouteTable): void {
    this.update({ ...this.snapshot, routes });
  }

  setLayout(id: LayoutId, layout: PreparedLayout): void {
    this.update({ ...this.snapshot, layouts: { ...this.snapshot.layouts, [id]: layout } });
  }

  private update(next: AppContentSnapshot): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

export function prepareLayout(
  id: LayoutId,
  layout: LayoutSchema | { error: string },
  registry: WidgetRegistry,
): PreparedLayout {
  if ('error' in layout) return { ok: false, message: layout.error };
  return {
    ok: true,
    root: preparePage(layout.body, registry, undefined, `layouts/${id}.json#/body`),
  };
}

/** Loads the components every layout uses, so the first page renders without skeletons. */
export function preloadLayouts(
  layouts: Partial<Record<LayoutId, PreparedLayout>>,
  registry: WidgetRegistry,
): Promise<void> {
  const names = new Set<string>();
  for (const id of LAYOUT_IDS) {
    const layout = layouts[id];
    if (layout?.ok) widgetNamesOf(layout.root, names);
  }
  return registry.preload(names);
}
