import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { SiteConfig } from '../schema/types';

/** The rule context every visibleIf and guard sees (ARCHITECTURE.md, step 3). */
export interface RuleContext {
  config: SiteConfig;
  user: {
    isAuthenticated: boolean;
    userId?: number;
    banLevel: number;
    banVersion?: number;
    isTermsChanged: boolean;
    /** SPEC section 3 "User config": line or live closed to this customer (the user config). */
    disallowLineSport?: boolean;
    disallowLiveSport?: boolean;
    /** SPEC section 6: the brand (office) this customer needs a transfer to (the session's). */
    transferBrand?: string;
  };
  route: {
    id: string;
    path: string;
    params: Record<string, string>;
    meta: Record<string, unknown>;
  };
  query: Record<string, string>;
  device: { type: 'desktop' | 'mobile'; width: number };
  brand: { id: string; name: string };
  /** The visitor's A/B bucket, 0 to 99, kept in a first-party cookie (domain/experiments). */
  visitor: { bucket: number };
}

/** Props every widget component receives besides its own schema-checked props. */
export interface WidgetRenderProps<P> {
  props: P;
  /** Rendered children of each named slot. */
  slots: Record<string, ReactNode>;
  /** Where this node sits in its schema, e.g. 'pages/home.json#/body/slots/main/0'. */
  path: string;
}

export interface WidgetDefinition<P = Record<string, unknown>> {
  name: string;
  /** Lazily loaded component; loaded only when a page renders the widget. */
  load: () => Promise<{ default: ComponentType<WidgetRenderProps<P>> }>;
  /** Shown while the component loads. */
  skeleton?: ComponentType;
  /**
   * A `lazy` placement loads the component when it comes near the viewport (useNearViewport), not
   * as soon as it renders: for content far down a page, which a first load need not carry.
   */
  whenNear?: boolean;
}

/**
 * A widget with its props schema: the catalog the build, the server's checks and the studio read.
 * Customers' pages register the definitions alone (their props were checked on the server, or by
 * the validators generated at build time), so no schema travels in their scripts.
 */
export interface CatalogWidget<P = Record<string, unknown>> extends WidgetDefinition<P> {
  /** JSON Schema (2020-12) of the widget's props. */
  propsSchema: Record<string, unknown>;
}

/** A widget node of an example (the page schema's node shape, without rules). */
export interface WidgetExampleNode {
  widget: string;
  props?: Record<string, unknown>;
  slots?: Record<string, WidgetExampleNode[]>;
}

/** One example of a widget: props valid against its props schema; for a layout widget, its slots. */
export interface WidgetExample {
  title: string;
  props: Record<string, unknown>;
  slots?: Record<string, WidgetExampleNode[]>;
  note?: string;
}

/**
 * What the catalogue says about a widget, in `widgets/<Name>/docs.ts` beside its definition so
 * that customer bundles never carry it: what it is for, each prop in words, and examples.
 */
export interface WidgetDocs {
  /** The registered name (WidgetDefinition.name). */
  widget: string;
  description: string;
  /** A description of every property of the props schema, by name. */
  props: Record<string, string>;
  examples: WidgetExample[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget has its own props type
export type AnyWidgetComponent = ComponentType<WidgetRenderProps<any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalog mixes props types
export type AnyWidgetDefinition = WidgetDefinition<any>;

/** One registered widget and its load state; the component is loaded once and cached here. */
export interface RegistryEntry {
  readonly name: string;
  readonly definition: AnyWidgetDefinition | null;
  component: AnyWidgetComponent | null;
  failure: Error | null;
  loading: Promise<void> | null;
  /** The skeleton element, created once and shared by every pending instance. */
  readonly skeleton: ReactElement | null;
  /** Loads the component once; never rejects (a failure lands in `failure`). */
  ensureLoaded(): Promise<void>;
}
