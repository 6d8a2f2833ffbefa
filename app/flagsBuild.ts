// Country flags (widgets/shared/flags.ts): the build copies every 4:3 SVG of the flag-icons
// package to the path the widgets ask for; the development server answers that path from the
// package. The widgets' JavaScript holds no flag, only the path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { FLAG_ICONS_VERSION, FLAGS_BASE_PATH } from '../widgets/shared/flags.ts';

/**
 * A flag drawn in more detail than this (bytes, compressed) carries a coat of arms no one sees at
 * the 20 px a flag is shown: Spain's is 81 KB (12 KB compressed), Serbia's 181 KB. Such a flag
 * ships as a picture of itself, RASTER_WIDTH pixels wide (three pixels a CSS pixel at 20 px
 * wide, two at 32), inside an SVG file of the same name, so every flag keeps one address. The
 * simple ones (most, a few hundred bytes) stay vectors.
 */
const DETAILED_FLAG_BYTES = 2048;
const RASTER_WIDTH = 64;

export function builtFlag(svg: Buffer): Buffer {
  const original = compressedSize(svg);
  if (original <= DETAILED_FLAG_BYTES) return svg;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: RASTER_WIDTH } }).render().asPng();
  const picture = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">' +
      `<image width="640" height="480" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  );
  // Some detailed flags (a few fine lines) are lighter as vectors still.
  return compressedSize(picture) < original ? picture : svg;
}

/** Bytes a file travels as (brotli). */
export function compressedSize(file: Buffer): number {
  return brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
}

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
            source: builtFlag(readFileSync(path.join(dir, file))),
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
