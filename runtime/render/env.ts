import type { ClientReport } from '../api/types';
import { createChunkReloadGuard, type ChunkReloadGuard } from './chunkReload';

/** What the renderer needs from its surroundings; fixed for the life of a registry. */
export interface RenderEnv {
  /** Development shows fallbacks naming the widget; production renders nothing and reports. */
  readonly dev: boolean;
  readonly report: (r: ClientReport) => void;
  readonly chunkReload: ChunkReloadGuard;
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
