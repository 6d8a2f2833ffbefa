import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { schemaValidatorsPlugin } from './runtime/schema/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), schemaValidatorsPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{server,domain,scripts,schema}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/{runtime,widgets,stores,app}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
