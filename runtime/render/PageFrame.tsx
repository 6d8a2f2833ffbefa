import { Fragment, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { LayoutId, PageMeta } from '../schema/types';
import { PageOutletContext, RuleContextContext } from './contexts';
import { parseQuery, resolveDevice } from './device';
import { PageRuntimeContext } from './pageRuntime';
import { RegionError } from './RegionError';
import type { RuleContext } from './types';

export interface PageFrameProps {
  route: { id: string; path: string; params: Record<string, string> };
  layout: LayoutId;
  meta: PageMeta;
  /** Keys the body so a new page never inherits the error state of the previous one. */
  bodyKey: string;
  body: ReactNode;
  search: string;
}

/** A layout with a body in its PageOutlet, under the rule context of the current route. */
export function PageFrame(p: PageFrameProps): ReactNode {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('PageFrame needs a PageRuntimeContext provider');
  const { base, layouts, dev } = runtime;
  const ruleContext = useMemo<RuleContext>(() => {
    const query = parseQuery(p.search);
    return {
      config: base.config,
      user: base.user,
      brand: base.brand,
      visitor: base.visitor,
      device: resolveDevice(query, base.device),
      query,
      route: { ...p.route, meta: p.meta as Record<string, unknown> },
    };
  }, [base, p.route, p.meta, p.search]);
  useEffect(() => {
    document.documentElement.dataset.device = ruleContext.device.type;
  }, [ruleContext.device.type]);

  const layout = layouts[p.layout] ?? layouts.default;
  const body = createElement(Fragment, { key: p.bodyKey }, p.body);
  let content: ReactNode;
  if (layout?.ok) content = layout.root.element;
  else
    content = (
      <>
        <RegionError message={layout?.message ?? `layout ${p.layout} is missing`} dev={dev} />
        {body}
      </>
    );
  return (
    <div className="app-page" data-device={ruleContext.device.type}>
      <RuleContextContext.Provider value={ruleContext}>
        <PageOutletContext.Provider value={body}>{content}</PageOutletContext.Provider>
      </RuleContextContext.Provider>
    </div>
  );
}
