import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The operators' studio (studio.html, app/studio/) is built on its own, right after the site
// (the studio-build plugin of vite.config.ts runs it): in one build, every module the studio
// shares with the site (React, the widget definitions, the validators) would be split out of the
// site's chunks into shared ones, changing what customers download. Built apart, the site's
// chunks are exactly what they are without the studio; the studio carries its own copies.
export default defineConfig(async (): Promise<UserConfig> => {
  const { schemaValidatorsPlugin } = await import('./runtime/schema/vitePlugin.ts');
  const { precompressPlugin } = await import('./server/web/precompressed.ts');
  const { libraryBuildsPlugin } = await import('./app/libraryBuilds.ts');
  const { rootRelativeSourcemapPaths } = await import('./scripts/lib/clientBuild.mjs');
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    root,
    plugins: [react(), libraryBuildsPlugin(), schemaValidatorsPlugin(), precompressPlugin()],
    // public/ is copied by the site's build.
    publicDir: false,
    build: {
      // The site's build passes its own folder (vite.config.ts studioBuildPlugin).
      outDir: 'dist/vite-build',
      emptyOutDir: false,
      sourcemap: true,
      target: 'es2022',
      // The editor (CodeMirror) is one lazy chunk of an operators' tool, not a customer page.
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        input: { studio: fileURLToPath(new URL('./studio.html', import.meta.url)) },
        output: { sourcemapPathTransform: rootRelativeSourcemapPaths(root) },
      },
    },
  };
});
