import type { ClientReport } from '../api/types';
import { createChunkReloadGuard, type ChunkReloadGuard } from './chunkReload';
import type { RenderEnv } from './preparedNode';

export type { HiddenNodeView, RenderEnv } from './preparedNode';

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
