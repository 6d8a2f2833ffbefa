// Build step: the service worker (app/pwa/sw.ts) through vite-plugin-pwa's injectManifest, with
// a precache list of the shell: the site entry's scripts and styles with their static imports,
// the offline page and the build id (so every build changes sw.js and the browser installs it).
// Lazy chunks are cached as pages load them (sw.ts); the studio, built into the same folder, the
// built-in provider's frame and source maps stay out.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_PAGE_PATH } from '../../domain/app/appIcons';

const ALWAYS = new Set([OFFLINE_PAGE_PATH.slice(1), 'offline.css', 'build-id.json']);

/** How a source map names a source file: vite.config.ts passes scripts/lib/clientBuild.mjs's. */
export type SourcemapPathTransform = (relative: string, sourcemapPath: string) => string;

export function serviceWorkerPlugins(sourcemapPathTransform: SourcemapPathTransform): Plugin[] {
  /** The worker's source map names its sources from the project root, as the site's do. */
  const rootRelativeSourcemaps: Plugin = {
    name: 'service-worker-root-relative-sourcemaps',
    outputOptions(options) {
      return { ...options, sourcemapPathTransform };
    },
  };
  const siteFiles = new Set<string>();
  const recordSiteFiles: Plugin = {
    name: 'service-worker-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || siteFiles.has(fileName)) return;
        siteFiles.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) siteFiles.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'main') add(fileName);
      }
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app/pwa',
    // Built to dist/client/sw.js (SERVICE_WORKER_PATH).
    filename: 'sw.ts',
    // Registered by app/pwa/registerServiceWorker.ts only for a brand with isPwa; the manifest
    // is made per brand by the server (server/web/appManifest.ts).
    injectRegister: false,
    manifest: false,
    injectManifest: {
      buildPlugins: { vite: [rootRelativeSourcemaps] },
      globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.css', 'build-id.json'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((e) => ALWAYS.has(e.url) || siteFiles.has(e.url)),
          warnings: [],
        }),
      ],
    },
  });
  return [recordSiteFiles, ...(pwa as Plugin[])];
}
