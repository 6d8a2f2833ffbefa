// The production build's resolution of two libraries (app/libraryBuilds.ts): react-router's
// modules to the production build the package ships, the useSyncExternalStore shim to the
// package's entry for React 18 and later. Resolved here as Node resolves the packages.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { libraryBuildsPlugin, productionBuildOf } from '../../app/libraryBuilds';

const require = createRequire(import.meta.url);

interface Resolved {
  id: string;
  external?: boolean;
}

/** Runs the plugin's resolveId handler with Node's resolution standing in for Vite's. */
async function resolveWithPlugin(source: string): Promise<Resolved | null> {
  const hook = libraryBuildsPlugin().resolveId as {
    filter: { id: RegExp };
    handler: (this: unknown, source: string, importer?: string, options?: object) => unknown;
  };
  if (!hook.filter.id.test(source)) return null;
  const context = { resolve: async (id: string) => ({ id: require.resolve(id) }) };
  return (await hook.handler.call(context, source, undefined, {})) as Resolved | null;
}

describe('the production build resolves', () => {
  it("react-router and react-router/dom to the package's production build", async () => {
    for (const source of ['react-router', 'react-router/dom']) {
      const resolved = await resolveWithPlugin(source);
      expect(resolved?.id, source).toMatch(/\/react-router\/dist\/production\//);
      expect(readFileSync(resolved!.id, 'utf8')).toContain('react-router v');
    }
  });

  it("the useSyncExternalStore shim to the entry that hands back React 19's own hook", async () => {
    const resolved = await resolveWithPlugin('use-sync-external-store/shim');
    expect(resolved?.id).toBe(require.resolve('use-sync-external-store'));
    const entry = require(resolved!.id) as { useSyncExternalStore: unknown };
    const react = require('react') as { useSyncExternalStore: unknown };
    expect(entry.useSyncExternalStore).toBe(react.useSyncExternalStore);
  });

  it('every other import as it is', async () => {
    expect(await resolveWithPlugin('react')).toBeNull();
    expect(await resolveWithPlugin('use-sync-external-store/with-selector')).toBeNull();
    expect(productionBuildOf('/x/node_modules/react-dom/index.js')).toBeNull();
  });
});
