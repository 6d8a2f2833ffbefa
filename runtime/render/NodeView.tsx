import { Component, createElement, useEffect, useState, type ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { RuleContextContext } from './contexts';
import type { PreparedNode } from './preparedNode';
import type { RuleContext } from './types';
import { traceVisibility } from './visibilityTrace';
import { WidgetFallback } from './WidgetFallback';

interface NodeViewProps {
  node: PreparedNode;
}

interface BoundaryState {
  error: Error | null;
}

// Shared by every healthy node: no state object allocated per widget.
const HEALTHY: BoundaryState = Object.freeze({ error: null }) as BoundaryState;

/**
 * One widget inside its own error boundary: the boundary and the node renderer are the same
 * class, so a widget costs exactly one extra component.
 */
export class NodeView extends Component<NodeViewProps, BoundaryState> {
  override state = HEALTHY;
  /** Set once a render went through the pending path, so the widget never remounts. */
  pending = false;

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    const node = this.props.node;
    if (node.env.dev) return; // React already logs it, the fallback shows it
    node.env.report({
      kind: 'widget-error',
      message: `${node.widget}: ${error instanceof Error ? error.message : String(error)}`,
      path: node.path,
    });
  }

  override render(): ReactNode {
    return renderWidget(this, this.props.node);
  }
}

/** A node with a visibleIf rule: the only kind that reads the rule context. */
export class RuledNodeView extends NodeView {
  static override contextType = RuleContextContext;
  declare context: RuleContext | null;

  override render(): ReactNode {
    const node = this.props.node;
    const rule = node.rule!;
    const visible = rule.test(this.context);
    if (node.env.dev) traceVisibility(node.widget, node.path, rule, this.context, visible);
    if (visible) return renderWidget(this, node);
    return node.env.hiddenView ? node.env.hiddenView(node, this.context) : null;
  }
}

function renderWidget(view: NodeView, node: PreparedNode): ReactNode {
  const error = view.state.error;
  if (error !== null) {
    return node.env.dev
      ? createElement(WidgetFallback, {
          widget: node.widget,
          path: node.path,
          message: error.message,
        })
      : null;
  }
  if (view.pending) return createElement(PendingWidget, { node });
  if (node.widgetElement !== null) return node.widgetElement;
  const component = node.entry!.component;
  if (component !== null) {
    // jsx() hands the prepared renderProps to the widget as they are, no copy per element.
    node.widgetElement = jsx(component, node.renderProps);
    return node.widgetElement;
  }
  view.pending = true;
  return createElement(PendingWidget, { node });
}

/** A lazy widget whose component is not loaded yet: its skeleton, then the widget. */
function PendingWidget({ node }: NodeViewProps): ReactNode {
  const entry = node.entry!;
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (entry.component || entry.failure) return;
    let mounted = true;
    void entry.ensureLoaded().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, [entry, node]);
  if (entry.failure) throw entry.failure;
  if (entry.component) {
    node.widgetElement ??= jsx(entry.component, node.renderProps);
    return node.widgetElement;
  }
  return entry.skeleton;
}

/** Unknown widget or invalid props: named in development, nothing (and a report) in production. */
export function ProblemNodeView({ node }: NodeViewProps): ReactNode {
  if (!node.env.dev || !node.problem) return null;
  return createElement(WidgetFallback, {
    widget: node.widget,
    path: node.path,
    message: node.problem.message,
  });
}
