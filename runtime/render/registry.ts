import { createElement } from 'react';
import { BUILT_IN_WIDGET_SCHEMAS } from './builtInWidgets';
import { loadWithRetry, type ChunkRetryOptions } from './chunkRetry';
import { createRenderEnv, type RenderEnv, type RenderEnvOptions } from './env';
import { PageOutlet } from './PageOutlet';
import { RemotePart } from '../parts/RemotePart';
import type { AnyWidgetComponent, AnyWidgetDefinition, RegistryEntry } from './types';

export type { RegistryEntry } from './types';

export interface WidgetRegistry {
  readonly env: RenderEnv;
  get(name: string): RegistryEntry | undefined;
  names(): string[];
  /** Loads a widget's component once; never rejects (a failure lands in entry.failure). */
  load(entry: RegistryEntry): Promise<void>;
  /** Loads the components of the named widgets, so a prepared page renders with no skeleton. */
  preload(names: Iterable<string>): Promise<void>;
  /**
   * Fetches the components of the named widgets ahead of need (SPEC section 9 idle prefetch).
   * A failure records nothing and reloads nothing: the widget's own load, when it shows, retries.
   */
  prefetch(names: Iterable<string>): Promise<void>;
}

export function createWidgetRegistry(
  definitions: readonly AnyWidgetDefinition[],
  envOptions: RenderEnvOptions = {},
  chunkRetry: ChunkRetryOptions = {},
): WidgetRegistry {
  const env = createRenderEnv(envOptions);
  const entries = new Map<string, RegistryEntry>();
  entries.set('PageOutlet', builtIn('PageOutlet', PageOutlet));
  entries.set('RemotePart', builtIn('RemotePart', RemotePart as AnyWidgetComponent));
  for (const definition of definitions) {
    if (definition.name in BUILT_IN_WIDGET_SCHEMAS) {
      throw new Error(`Widget name ${definition.name} is reserved for a built-in widget`);
    }
    if (entries.has(definition.name)) {
      throw new Error(`Widget ${definition.name} is registered twice`);
    }
    const entry: RegistryEntry = {
      name: definition.name,
      definition,
      component: null,
      failure: null,
      loading: null,
      skeleton: definition.skeleton ? createElement(definition.skeleton) : null,
      ensureLoaded: () => load(entry),
    };
    entries.set(definition.name, entry);
  }

  function load(entry: RegistryEntry): Promise<void> {
    if (entry.component || entry.failure || !entry.definition) return Promise.resolve();
    const definition = entry.definition;
    // SPEC section 9: retried 5 times, 1 s apart, before the reload guard and the error view.
    entry.loading ??= loadWithRetry(() => definition.load(), chunkRetry).then(
      (module) => {
        entry.component = module.default as AnyWidgetComponent;
      },
      (error: unknown) => {
        // Still failing after the retries: a stale chunk after a deploy, reload (SPEC section 8).
        if (env.chunkReload.tryReload()) return new Promise<void>(() => undefined);
        entry.failure = new Error(
          `Could not load widget ${entry.name}: ${error instanceof Error ? error.message : String(error)}`,
        );
        entry.loading = null;
      },
    );
    return entry.loading;
  }

  return {
    env,
    get: (name) => entries.get(name),
    names: () => [...entries.keys()],
    load,
    async preload(names) {
      const pending: Promise<void>[] = [];
      for (const name of names) {
        const entry = entries.get(name);
        if (entry && !entry.component) pending.push(load(entry));
      }
      await Promise.all(pending);
    },
    async prefetch(names) {
      const pending: Promise<void>[] = [];
      for (const name of names) {
        const entry = entries.get(name);
        const definition = entry?.definition;
        if (!entry || !definition || entry.component || entry.failure || entry.loading) continue;
        pending.push(
          definition.load().then(
            (module) => {
              if (!entry.component && !entry.failure)
                entry.component = module.default as AnyWidgetComponent;
            },
            () => undefined,
          ),
        );
      }
      await Promise.all(pending);
    },
  };
}

function builtIn(name: string, component: AnyWidgetComponent): RegistryEntry {
  return {
    name,
    definition: null,
    component,
    failure: null,
    loading: null,
    skeleton: null,
    ensureLoaded: () => Promise.resolve(),
  };
}
