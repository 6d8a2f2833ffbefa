// Country flags (widgets/shared/flags.ts): the build copies every 4:3 SVG of the flag-icons
// package to the path the widgets ask for; the development server answers that path from the
// package. The widgets' JavaScript holds no flag, only the path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FLAG_ICONS_VERSION, FLAGS_BASE_PATH } from '../widgets/shared/flags.ts';

function flagsDir(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('flag-icons/package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  if (version !== FLAG_ICONS_VERSION) {
    throw new Error(
      `flag-icons ${version} is installed, widgets/shared/flags.ts names ${FLAG_ICONS_VERSION}: change FLAG_ICONS_VERSION with the package`,
    );
  }
  return path.join(path.dirname(packageJson), 'flags', '4x3');
}

export function flagsPlugin(): Plugin[] {
  return [
    {
      name: 'country-flags-build',
      apply: 'build',
      generateBundle() {
        const dir = flagsDir();
        for (const file of readdirSync(dir)) {
          if (!/^[a-z]{2}\.svg$/.test(file)) continue; // countries only, not regions (gb-eng)
          this.emitFile({
            type: 'asset',
            fileName: `${FLAGS_BASE_PATH.slice(1)}${file}`,
            source: readFileSync(path.join(dir, file)),
          });
        }
      },
    },
    {
      name: 'country-flags-serve',
      apply: 'serve',
      configureServer(server) {
        const dir = flagsDir();
        server.middlewares.use(FLAGS_BASE_PATH, (req, res, next) => {
          const file = /^\/([a-z]{2}\.svg)$/.exec(req.url ?? '')?.[1];
          if (file === undefined || !existsSync(path.join(dir, file))) return next();
          res.setHeader('content-type', 'image/svg+xml');
          res.end(readFileSync(path.join(dir, file)));
        });
      },
    },
  ];
}
