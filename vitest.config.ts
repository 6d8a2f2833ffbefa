import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { schemaValidatorsPlugin } from './runtime/schema/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), schemaValidatorsPlugin()],
  test: {
    // vitest's default on a 2-core machine is one worker (cores - 1). Most files wait on PGlite,
    // PostgreSQL, Redis or a spawned server rather than compute, so two run side by side.
    maxWorkers: 2,
    // Migrated database templates made once per run (tests/server/databaseTemplates.ts).
    globalSetup: ['tests/globalSetup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{server,domain,scripts,schema}/**/*.test.ts'],
          // One module graph per worker, not per file: each server file imported the whole server
          // anew (about 2 s of CPU a file, 430 s of a run); shared, it is imported once a worker
          // (43 s). What a file builds it closes (its servers, databases and timers), and what the
          // server keeps per process is either per app (WeakMaps by app or database) or safe to
          // share (compiled route schemas, server/http/requestValidation.ts).
          isolate: false,
          // Caps, not measures: many tests open a fresh database (every migration on PGlite)
          // inside their body, which took 35 s on a CI machine at a load of 18; a cap of 30 s
          // failed one such run.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/{runtime,widgets,stores,app}/**/*.test.{ts,tsx}'],
          // A cap, not a measure: vitest's 5 s default failed a lotto widget test that took 9.5 s
          // on a machine at a load of 11.
          testTimeout: 30_000,
          setupFiles: ['tests/domSetup.ts'],
        },
      },
    ],
  },
});
