import { createContext } from 'react';
import type { LayoutId, PageMeta } from '../schema/types';
import type { PageHeadAnswer } from './pageHead';
import type { PreparedNode } from './preparedNode';
import type { RuleContext } from './types';

/** The parts of the rule context that do not depend on the route. */
export interface RuleBase {
  config: RuleContext['config'];
  user: RuleContext['user'];
  brand: RuleContext['brand'];
  visitor: RuleContext['visitor'];
  /** As measured (viewport); the page may force mobile by query. */
  device: RuleContext['device'];
}

export type PreparedLayout = { ok: true; root: PreparedNode } | { ok: false; message: string };

/** What the composition root hands the pages: the rule base and the prepared layouts. */
export interface PageRuntime {
  base: RuleBase;
  /** Development: error views name what is wrong. */
  dev: boolean;
  layouts: Partial<Record<LayoutId, PreparedLayout>>;
}

export const PageRuntimeContext = createContext<PageRuntime | null>(null);

/** A route's loader data as the page view reads it. */
export interface PageRouteData {
  route: { id: string; path: string; params: Record<string, string> };
  page: PreparedPage | null;
  /** Why the page cannot be shown (invalid at run time); the layout still renders. */
  problem: string | null;
  /**
   * The page's head from the server (runtime/render/pageHead.ts), applied when the page shows;
   * 'served' when the HTML the server sent already carries it (the first page).
   */
  head?: PageHeadAnswer | 'served';
}

export interface PreparedPage {
  id: string;
  layout: LayoutId;
  meta: PageMeta;
  body: PreparedNode;
}
