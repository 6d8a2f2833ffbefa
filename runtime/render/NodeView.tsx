import {
  Component,
  createElement,
  Fragment,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { jsx } from 'react/jsx-runtime';
import { RuleContextContext } from './contexts';
import type { PreparedNode } from './preparedNode';
import type { RuleContext, WidgetRenderProps } from './types';
import { traceVisibility } from './visibilityTrace';
import { useNearViewport } from './useNearViewport';
import { WidgetFallback } from './WidgetFallback';

type RenderProps = WidgetRenderProps<Record<string, unknown>>;

interface NodeViewProps {
  node: PreparedNode;
  /** Thrown inside the node's own boundary: its rule failed when the parent evaluated it. */
  failure?: unknown;
}

interface BoundaryState {
  error: Error | null;
}

// Shared by every healthy node: no state object allocated per widget.
const HEALTHY: BoundaryState = Object.freeze({ error: null }) as BoundaryState;

/**
 * A node with children (or a leaf that needs one, see SlotBoundary) in its own error boundary;
 * the boundary and the node renderer are the same class. A leaf sits in its parent's slot as
 * the widget element itself, so a page of leaves costs one component per widget, as if written
 * by hand.
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
    return renderNode(this, this.props.node, null);
  }
}

interface SlotBoundaryProps {
  nodes: readonly PreparedNode[];
  /** What each node puts in the slot (see placeChild). */
  entries: readonly ReactNode[];
}

/**
 * The boundary of a slot's leaves, which have none of their own: what one throws lands here,
 * and the slot renders again with each leaf in its own boundary (NodeView), where the failing
 * one is caught, shown as a fallback (nothing in production) and reported, while its siblings
 * render (remounted once, inside their boundaries).
 */
export class SlotBoundary extends Component<SlotBoundaryProps, { isolated: boolean }> {
  override state = { isolated: false };

  static getDerivedStateFromError(): { isolated: boolean } {
    return { isolated: true };
  }

  override render(): ReactNode {
    const { nodes, entries } = this.props;
    if (!this.state.isolated) return entries;
    return entries.map((entry, i) => {
      const node = nodes[i]!;
      return entry !== null && entry === node.placement ? node.view : entry;
    });
  }
}

/** A node with a visibleIf rule in its slots: the only kind that reads the rule context. */
export class RuledNodeView extends NodeView {
  static override contextType = RuleContextContext;
  declare context: RuleContext | null;

  override render(): ReactNode {
    return renderNode(this, this.props.node, this.context);
  }
}

/** A tree's root with a visibleIf rule: no parent evaluates it. */
export function RuledRootView({ node }: { node: PreparedNode }): ReactNode {
  const standIn = standInFor(node, useContext(RuleContextContext));
  return standIn === SHOWN ? node.view : standIn;
}

function renderNode(view: NodeView, node: PreparedNode, context: RuleContext | null): ReactNode {
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
  const failure = view.props.failure;
  if (failure !== undefined) return jsx(Rethrow, { error: failure });
  const props = renderPropsOf(node, context);
  if (view.pending) return createElement(PendingWidget, { node, props });
  if (node.entry!.component !== null) return widgetElementOf(node, props);
  view.pending = true;
  return createElement(PendingWidget, { node, props });
}

/**
 * The widget's render props with its slots as they show now. A leaf's never change; a node with
 * children keeps the previous ones (so its widget skips rendering) while every child shows the
 * same as before.
 */
function renderPropsOf(node: PreparedNode, context: RuleContext | null): RenderProps {
  const last = node.rendered;
  const children = node.children;
  if (children.length === 0) return last.props;
  const entries: ReactNode[] = new Array(children.length);
  let changed = last.entries.length !== children.length;
  for (let i = 0; i < children.length; i++) {
    entries[i] = placeChild(children[i]!, context);
    if (entries[i] !== last.entries[i]) changed = true;
  }
  if (!changed) return last.props;
  const slots: Record<string, ReactNode> = {};
  let start = 0;
  for (const slot of node.slots) {
    const slotEntries = entries.slice(start, start + slot.nodes.length);
    slots[slot.name] = slot.hasLeaves
      ? jsx(SlotBoundary, { nodes: slot.nodes, entries: slotEntries })
      : slotEntries;
    start += slot.nodes.length;
  }
  const props: RenderProps = { props: last.props.props, slots, path: node.path };
  node.rendered = { props, entries, element: null };
  return props;
}

/** What a child puts in its parent's slot: itself, or what stands in for it. */
function placeChild(node: PreparedNode, context: RuleContext | null): ReactNode {
  if (node.rule !== null) {
    const standIn = standInFor(node, context);
    if (standIn !== SHOWN) return standIn;
  }
  return (node.placement ??=
    node.children.length === 0 && node.problem === null && node.entry!.component !== null
      ? widgetElementOf(node, node.rendered.props)
      : node.view);
}

const SHOWN = Symbol('shown');

/**
 * SHOWN when the node's rule lets it show; otherwise what shows in its place: nothing, the
 * preview's outline, or its own boundary with the rule's failure (a failing rule is the node's
 * failure, not its parent's).
 */
function standInFor(node: PreparedNode, context: RuleContext | null): ReactNode | typeof SHOWN {
  const rule = node.rule!;
  let visible: boolean;
  try {
    visible = rule.test(context);
  } catch (failure) {
    return jsx(viewType(node), { node, failure }, node.key);
  }
  if (node.env.dev) traceVisibility(node.widget, node.path, rule, context, visible);
  if (visible) return SHOWN;
  const hiddenView = node.env.hiddenView;
  return hiddenView ? jsx(Fragment, { children: hiddenView(node, context) }, node.key) : null;
}

/** The component that renders a node in its own boundary (see preparePage). */
export function viewType(node: PreparedNode): typeof NodeView | typeof ProblemNodeView {
  return node.problem ? ProblemNodeView : node.rulesInSlots ? RuledNodeView : NodeView;
}

/** The widget's element for these render props, built once per props object. */
function widgetElementOf(node: PreparedNode, props: RenderProps): ReactElement {
  const rendered = node.rendered;
  // jsx() hands the props to the widget as they are, no copy per element.
  if (rendered.props !== props) return jsx(node.entry!.component!, props, node.key);
  return (rendered.element ??= jsx(node.entry!.component!, props, node.key));
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazy widget whose component is not loaded yet: its skeleton, then the widget. A widget
 * defined `whenNear` waits, in a placeholder, until that comes near the viewport.
 */
function PendingWidget({ node, props }: { node: PreparedNode; props: RenderProps }): ReactNode {
  const entry = node.entry!;
  const [, setLoaded] = useState(false);
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const waiting = entry.definition?.whenNear === true && !near;
  useEffect(() => {
    if (entry.component || entry.failure || waiting) return;
    let mounted = true;
    void entry.ensureLoaded().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, [entry, node, waiting]);
  if (entry.failure) throw entry.failure;
  if (entry.component) return widgetElementOf(node, props);
  if (waiting) return jsx('div', { ref: placeholder, children: entry.skeleton });
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
