import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client: app/main.tsx is the one composition root. Schema validators are precompiled
// (ajv standalone) by the plugin in runtime/schema/vitePlugin.ts so the ajv compiler never
// ships to customers and the CSP needs no 'unsafe-eval'.
export default defineConfig(async () => {
  const { schemaValidatorsPlugin } = await import('./runtime/schema/vitePlugin.ts');
  return {
    plugins: [react(), schemaValidatorsPlugin()],
    publicDir: 'public',
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
    },
    server: { port: 5173 },
  };
});
