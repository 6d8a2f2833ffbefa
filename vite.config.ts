import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The client: app/main.tsx is the one composition root. Schema validators are precompiled
// (ajv standalone) by the plugin in runtime/schema/vitePlugin.ts so the ajv compiler never
// ships to customers and the CSP needs no 'unsafe-eval'.
export default defineConfig(async ({ command }) => {
  const { schemaValidatorsPlugin } = await import('./runtime/schema/vitePlugin.ts');
  // Brotli and gzip copies of the text files, served precompressed (server/web/precompressed.ts).
  const { precompressPlugin } = await import('./server/web/precompressed.ts');
  // The installable app: the offline page and the service worker (app/pwa/).
  const { offlinePagePlugin } = await import('./app/pwa/offlinePage.ts');
  const { serviceWorkerPlugins } = await import('./app/pwa/serviceWorkerBuild.ts');
  // The boot guard (public/boot-guard.js) minified in the build (app/bootGuardBuild.ts).
  const { bootGuardPlugin } = await import('./app/bootGuardBuild.ts');
  // react-router's own production build, React's own useSyncExternalStore (app/libraryBuilds.ts).
  const { libraryBuildsPlugin } = await import('./app/libraryBuilds.ts');
  // Country flags as files of their own (app/flagsBuild.ts).
  const { flagsPlugin } = await import('./app/flagsBuild.ts');
  // What every page loads in two chunks, framework and shell (app/chunkGroups.ts).
  const { chunkGroups } = await import('./app/chunkGroups.ts');
  // The app version: a hash of the build's inputs (scripts/lib/clientBuild.mjs), never a time, so
  // the same commit and dependencies give a byte-identical build.
  const root = fileURLToPath(new URL('.', import.meta.url));
  const { clientBuildId, rootRelativeSourcemapPaths } =
    await import('./scripts/lib/clientBuild.mjs');
  const buildId = process.env.APP_BUILD_ID?.trim() || clientBuildId(root);
  return {
    plugins: [
      react(),
      libraryBuildsPlugin(),
      schemaValidatorsPlugin(),
      buildIdPlugin(buildId),
      offlinePagePlugin(fileURLToPath(new URL('.', import.meta.url))),
      bootGuardPlugin(),
      precompressPlugin(),
      studioBuildPlugin(),
      ...flagsPlugin(),
      ...serviceWorkerPlugins(rootRelativeSourcemapPaths(root)),
    ],
    // The app-update notice compares the running build's id with GET /bff-api/app-version.
    define: command === 'build' ? { __APP_BUILD_ID__: JSON.stringify(buildId) } : {},
    publicDir: 'public',
    // A brand with isFlexibleAssetPath takes the build's files from the CDN a deployment names
    // (ASSET_CDN_URL, server/web/assetCdn.ts): the server points the page's script and style
    // tags there, and every file those load is named relative to the file that loads it (a
    // chunk's lazy chunks and style sheets to the chunk's own URL, a stylesheet's fonts and
    // pictures to the sheet's), so they come from the host the page's tags named, decided at
    // run time with no global to set. index.html keeps /assets/ paths for the server to rewrite.
    experimental: {
      renderBuiltUrl: (_file: string, { hostType, type }: { hostType: string; type: string }) =>
        hostType !== 'html' && type === 'asset' ? { relative: true } : undefined,
    },
    build: {
      // `npm run build` and `npm start` pass a folder of their own (dist/builds/<id>, see
      // scripts/lib/clientBuild.mjs); a bare `vite build` never writes into a served build.
      outDir: 'dist/vite-build',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      // The budget that matters is the home page's initial JavaScript in gzip, measured by
      // `npm run bench:bundle` (target: at most 200 KB, docs/performance.md); minified size is not it.
      chunkSizeWarningLimit: 800,
      // The entry carried, for every lazy chunk of the site, the list of the JavaScript
      // chunks it imports (about 180 file names and their index lists, 1.3 KB gzip of home's
      // first load) so that they were fetched alongside it. A lazy chunk's own imports are now
      // fetched when it is (one round trip later, mostly inside the idle prefetch); the style
      // sheets of a lazy chunk are still listed and fetched with it, and the entry's own chunks
      // are still preloaded by index.html. No polyfill: every browser the es2022 target admits
      // knows modulepreload (0.4 KB and a request).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'js' ? [] : deps,
      },
      // Two pages: the site (index.html) and the built-in provider's game frame
      // (builtin-provider.html, app/builtinProvider/), which the site's pages never load. The
      // operators' studio (studio.html) is a third page, built apart (vite.studio.config.ts).
      rollupOptions: {
        output: {
          sourcemapPathTransform: rootRelativeSourcemapPaths(root),
          codeSplitting: {
            groups: chunkGroups(fileURLToPath(new URL('./schemas', import.meta.url))),
          },
        },
        input: {
          main: fileURLToPath(new URL('./index.html', import.meta.url)),
          'builtin-provider': fileURLToPath(new URL('./builtin-provider.html', import.meta.url)),
        },
      },
    },
    server: { port: 5173 },
  };
});

/**
 * Writes dist/client/build-id.json ({ version }) beside the build: the server answers it at
 * /bff-api/app-version (domain/access/contract.ts APP_BUILD_ID_FILE), the same id the client
 * was built with (APP_BUILD_ID, else the hash of the build's inputs).
 */
function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'app-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-id.json',
        source: JSON.stringify({ version: buildId }),
      });
    },
  };
}

/** After the site's build, the studio's own (vite.studio.config.ts) into the same folder. */
function studioBuildPlugin(): Plugin {
  let outDir = 'dist/vite-build';
  return {
    name: 'studio-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { build } = await import('vite');
      await build({
        configFile: fileURLToPath(new URL('./vite.studio.config.ts', import.meta.url)),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: false },
      });
    },
  };
}
