// Brotli and gzip copies of the built client's text files, written at build time beside each file
// (`x.js` -> `x.js.br`, `x.js.gz`) and served by @fastify/static's `preCompressed` option
// (server/web/pageRoutes.ts). The Vite plugin is used by both builds that write dist/client: the
// site's (vite.config.ts) and the studio's (vite.studio.config.ts).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are not sent to customers' browsers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** The copies' own suffixes: never listed as files of their own. */
export const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside `file`, each only when smaller
 * than the file itself (a tiny file stays as it is). Returns the encodings written.
 */
export function precompressFile(file: string): ('br' | 'gzip')[] {
  const source = readFileSync(file);
  const written: ('br' | 'gzip')[] = [];
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  if (br.length < source.length) {
    writeFileSync(`${file}.br`, br);
    written.push('br');
  }
  const gz = gzipSync(source, { level: 9 });
  if (gz.length < source.length) {
    writeFileSync(`${file}.gz`, gz);
    written.push('gzip');
  }
  return written;
}

/** Every file under `dir`, as paths relative to it (forward slashes). */
function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Vite plugin: after the bundle is written, compresses this build's own text files (and the
 * public folder's, which the build copied), never another build's: the studio's build writes into
 * the same folder while the site's is finishing.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir && config.build.copyPublicDir ? config.publicDir : '';
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler(_options, bundle) {
        const files = new Set([...Object.keys(bundle), ...walk(publicDir)]);
        for (const file of files) {
          const full = path.join(outDir, file);
          if (isCompressible(file) && existsSync(full)) precompressFile(full);
        }
      },
    },
  };
}
