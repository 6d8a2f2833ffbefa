import type { ClientReport } from '../api/types';
import type { ReactNode } from 'react';
import { createChunkReloadGuard, type ChunkReloadGuard } from './chunkReload';
import type { PreparedNode } from './preparedNode';
import type { RuleContext } from './types';

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

export interface RenderEnvOptions {
  dev?: boolean;
  report?: (r: ClientReport) => void;
  chunkReload?: ChunkReloadGuard;
}

export function createRenderEnv(options: RenderEnvOptions = {}): RenderEnv {
  return {
    dev: options.dev ?? import.meta.env.DEV,
    report: options.report ?? (() => undefined),
    chunkReload: options.chunkReload ?? createChunkReloadGuard(),
  };
}
