// `npm run build`: the client build of the sources as they are (scripts/lib/clientBuild.mjs), made
// only when no build of the same inputs exists; `-- --force` builds again regardless.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './lib/clientBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
try {
  const started = performance.now();
  const distDir = process.env.DIST_DIR?.trim();
  const build = await ensureClientBuild({
    root,
    force,
    ...(distDir ? { distDir: path.resolve(distDir) } : {}),
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    build.built
      ? `Built the client ${build.id} into ${path.relative(root, build.dir)} in ${seconds} s; dist/client points at it.`
      : `The client build ${build.id} is up to date (${path.relative(root, build.dir)}); dist/client points at it.`,
  );
} catch (error) {
  console.error(
    `The client build failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
