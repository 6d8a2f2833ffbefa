import type { ReactElement } from 'react';
import type { RenderEnv } from './env';
import type { RegistryEntry } from './registry';
import type { CompiledRule } from './rules';
import type { WidgetRenderProps } from './types';

export type NodeProblemKind = 'unknown-widget' | 'invalid-props';

/**
 * A schema node after preparePage: looked up, props checked, rule compiled, slot elements
 * built. Rendering one costs a class component and the widget itself, nothing more.
 */
export interface PreparedNode {
  readonly widget: string;
  readonly path: string;
  readonly entry: RegistryEntry | undefined;
  readonly renderProps: WidgetRenderProps<Record<string, unknown>>;
  readonly rule: CompiledRule | null;
  readonly problem: { readonly kind: NodeProblemKind; readonly message: string } | null;
  readonly children: readonly PreparedNode[];
  /** The schema's `lazy`: left out of the page's preload; loads when first rendered. */
  readonly lazy: boolean;
  readonly env: RenderEnv;
  /** This node's own element (<NodeView node={this} />), built once. */
  element: ReactElement;
  /** The widget's element, built once its component is loaded. */
  widgetElement: ReactElement | null;
}

/** Validation errors in the shape ajv (and the client's compactValidator) reports them. */
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
