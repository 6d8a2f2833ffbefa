import type { ReactNode } from 'react';

/** Development only: tells QA which widget, where in which schema, and what is wrong. */
export function WidgetFallback(p: { widget: string; path: string; message: string }): ReactNode {
  return (
    <div className="widget-fallback" role="alert" data-widget={p.widget} data-path={p.path}>
      <strong>{p.widget}</strong> at <code>{p.path}</code>: {p.message}
    </div>
  );
}
