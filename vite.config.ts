import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The client: app/main.tsx is the one composition root. Schema validators are precompiled
// (ajv standalone) by the plugin in runtime/schema/vitePlugin.ts so the ajv compiler never
// ships to customers and the CSP needs no 'unsafe-eval'.
export default defineConfig(async ({ command }) => {
  const { schemaValidatorsPlugin } = await import('./runtime/schema/vitePlugin.ts');
  return {
    plugins: [react(), schemaValidatorsPlugin()],
    publicDir: 'public',
    resolve: {
      // react-router's package exports point at its development build only; production builds
      // take the production one (no dev warnings, about a third smaller).
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL(
                    './node_modules/react-router/dist/production/dom-export.mjs',
                    import.meta.url,
                  ),
                ),
              },
            ]
          : [],
    },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      // The budget that matters is the home page's initial JavaScript in gzip, measured by
      // `npm run bench:bundle` (target: at most 170 KB); minified size is not it.
      chunkSizeWarningLimit: 800,
      // Two pages: the site (index.html) and the built-in provider's game frame
      // (builtin-provider.html, app/builtinProvider/), which the site's pages never load.
      rollupOptions: {
        input: {
          main: fileURLToPath(new URL('./index.html', import.meta.url)),
          'builtin-provider': fileURLToPath(new URL('./builtin-provider.html', import.meta.url)),
        },
      },
    },
    server: { port: 5173 },
  };
});
