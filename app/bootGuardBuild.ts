// Build side: public/boot-guard.js, the classic script that recovers from a main script that never
// ran, is written for people to read (comments, long names) and copied as it is from public/.
// Every page loads it before anything else, so the build minifies the copy (Vite's own minifier,
// oxc): 1.4 KB gzip as written, 0.7 KB minified (`npm run bench:bundle`). Before the precompress
// plugin's writeBundle, so the brotli and gzip copies are of the minified file.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

export const BOOT_GUARD_FILE = 'boot-guard.js';

export function bootGuardPlugin(): Plugin {
  let file = '';
  return {
    name: 'boot-guard-minify',
    apply: 'build',
    configResolved(config) {
      file = config.build.copyPublicDir
        ? path.join(path.resolve(config.root, config.build.outDir), BOOT_GUARD_FILE)
        : '';
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (!file || !existsSync(file)) return;
        const result = await minify(BOOT_GUARD_FILE, readFileSync(file, 'utf8'), {
          compress: {},
          mangle: { toplevel: false },
          module: false,
        });
        if (result.errors.length > 0) {
          throw new Error(
            `${BOOT_GUARD_FILE} did not minify: ${result.errors.map((e) => e.message).join('; ')}`,
          );
        }
        writeFileSync(file, result.code);
      },
    },
  };
}
