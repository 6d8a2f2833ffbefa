import type { ReactElement, ReactNode } from 'react';
import type { ClientReport } from '../api/types';
import type { ChunkReloadGuard } from './chunkReload';
import type { CompiledRule } from './rules';
import type { RegistryEntry, RuleContext, WidgetRenderProps } from './types';

/** Draws a node its visibleIf hides (the studio preview's outline); unset, a hidden node is nothing. */
export type HiddenNodeView = (node: PreparedNode, context: RuleContext | null) => ReactNode;

/** What the renderer needs from its surroundings; fixed for the life of a registry. */
export interface RenderEnv {
  /** Development shows fallbacks naming the widget; production renders nothing and reports. */
  readonly dev: boolean;
  readonly report: (r: ClientReport) => void;
  readonly chunkReload: ChunkReloadGuard;
  /** Set before the first render by the preview mode only. */
  hiddenView?: HiddenNodeView;
}

export type NodeProblemKind = 'unknown-widget' | 'invalid-props';

/** One named slot of a node: its child nodes, in order. */
export interface PreparedSlot {
  readonly name: string;
  readonly nodes: readonly PreparedNode[];
  /** Some node of the slot is a leaf: the slot has a boundary for them (SlotBoundary). */
  readonly hasLeaves: boolean;
}

/** The render props a widget element was last built with, and what its slots held then. */
export interface RenderedWidget {
  readonly props: WidgetRenderProps<Record<string, unknown>>;
  /** What each child contributed to the slots (all slots, in order), to tell when they change. */
  readonly entries: readonly unknown[];
  /** The widget's element for `props`, built once its component is loaded. */
  element: ReactElement | null;
}

/**
 * A schema node after preparePage: looked up, props checked, rule compiled. A node with children
 * renders in its own error boundary (NodeView), which also evaluates its children's rules and
 * fills its widget's slots; a leaf sits in its parent's slot as the widget itself, under the
 * slot's boundary, and gets one of its own only once it or a sibling has thrown (SlotBoundary).
 */
export interface PreparedNode {
  readonly widget: string;
  readonly path: string;
  /** The element key: the schema's `key`, else the index in the slot. */
  readonly key: string;
  readonly entry: RegistryEntry | undefined;
  readonly rule: CompiledRule | null;
  readonly problem: { readonly kind: NodeProblemKind; readonly message: string } | null;
  readonly slots: readonly PreparedSlot[];
  /** Every child node, all slots in order. */
  readonly children: readonly PreparedNode[];
  /** Some child has a visibleIf rule: the node's view reads the rule context. */
  readonly rulesInSlots: boolean;
  /** The schema's `lazy`: left out of the page's preload; loads when first rendered. */
  readonly lazy: boolean;
  readonly env: RenderEnv;
  /** This node rendered on its own (a tree's root): its view, under its rule if it has one. */
  element: ReactElement;
  /** This node in its own error boundary (<NodeView node={this} />), built once. */
  view: ReactElement;
  /**
   * What the parent puts in its slot when the node is visible, decided at the parent's first
   * render and kept (so the node never remounts): the widget element itself for a leaf whose
   * component is loaded by then, otherwise `view`.
   */
  placement: ReactElement | null;
  /** The widget's render props (for a node with children: as last rendered, see NodeView). */
  rendered: RenderedWidget;
}

/** Validation errors in the shape ajv reports them. */
export interface PropsValidatorError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface PropsValidator {
  (data: unknown): boolean;
  errors?: PropsValidatorError[] | null;
}

export type PropsValidators = Readonly<Record<string, PropsValidator>>;
