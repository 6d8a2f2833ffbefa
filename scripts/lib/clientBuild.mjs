// The client build as `npm run build` and `npm start` make it: one folder per content hash of the
// build's inputs (dist/builds/<id>), made under a lock in a scratch folder and renamed into place,
// and `dist/client` a symbolic link swapped atomically to the newest. So two starts at once build
// once, a build that fails leaves the served one alone, and a running server keeps every file its
// index.html names (it serves the folder it started with; older folders stay until pruned).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Files and folders (relative to the project root) whose content decides the client build. */
export const BUILD_INPUTS = [
  'app',
  'runtime',
  'widgets',
  'stores',
  'domain',
  'public',
  'schemas',
  'configs',
  'server/web/precompressed.ts',
  'index.html',
  'studio.html',
  'builtin-provider.html',
  'vite.config.ts',
  'vite.studio.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** Builds kept besides the current one, for servers that started on them. */
export const KEEP_OLDER_BUILDS = 3;
/** The file each finished build has (vite.config.ts writes it last of the site's files). */
const BUILD_ID_FILE = 'build-id.json';

/**
 * The build id: a hash of every input file's path and bytes, so the same sources and dependencies
 * give the same id on any machine (the app version the update notice compares).
 * @param {string} root
 * @param {readonly string[]} [inputs]
 */
export function clientBuildId(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  /** @param {string} relative */
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      const entries = readdirSync(absolute)
        .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
        .sort();
      for (const name of entries) visit(path.posix.join(relative, name));
      return;
    }
    hash.update(`${relative}\0${stat.size}\0`);
    hash.update(readFileSync(absolute));
    hash.update('\0');
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where builds live: `<distDir>/builds/<id>`, and `<distDir>/client` the link to the current one.
 * @param {string} distDir
 */
export function buildLayout(distDir) {
  return {
    distDir,
    buildsDir: path.join(distDir, 'builds'),
    currentLink: path.join(distDir, 'client'),
  };
}

/**
 * @param {string} currentLink
 * @param {string} target
 */
function pointsAt(currentLink, target) {
  try {
    return readlinkSync(currentLink) === path.relative(path.dirname(currentLink), target);
  } catch {
    return false;
  }
}

/** @param {string} dir */
function isFinishedBuild(dir) {
  return existsSync(path.join(dir, BUILD_ID_FILE)) && existsSync(path.join(dir, 'index.html'));
}

/**
 * Points `currentLink` at `target` atomically: a new link beside it renamed over it. A real folder
 * left by an older layout is removed first (once).
 * @param {string} currentLink
 * @param {string} target
 */
export function pointCurrentBuild(currentLink, target) {
  const relativeTarget = path.relative(path.dirname(currentLink), target);
  let existing;
  try {
    existing = lstatSync(currentLink);
  } catch {
    existing = undefined;
  }
  if (existing?.isSymbolicLink() && readlinkSync(currentLink) === relativeTarget) return;
  if (existing && !existing.isSymbolicLink()) rmSync(currentLink, { recursive: true, force: true });
  const temporary = `${currentLink}.${process.pid}.${Date.now()}.tmp`;
  symlinkSync(relativeTarget, temporary, 'dir');
  renameSync(temporary, currentLink);
}

/**
 * Records `id` as the newest build used (`<buildsDir>/.order`, oldest first): the builds of one
 * second have the same modification time, so the order is kept apart.
 * @param {string} buildsDir
 * @param {string} id
 */
function markNewest(buildsDir, id) {
  const file = path.join(buildsDir, '.order');
  let order = [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(parsed)) order = parsed.filter((entry) => typeof entry === 'string');
  } catch {
    order = [];
  }
  order = [...order.filter((entry) => entry !== id), id];
  writeFileSync(file, JSON.stringify(order));
  return order;
}

/**
 * Removes scratch folders of builds that died (their lock is gone, so nobody writes them) and all
 * builds but the current one and the `keep` used last before it.
 * @param {string} buildsDir
 * @param {string[]} order build ids, oldest first, the current one last
 * @param {number} keep
 */
export function pruneBuilds(buildsDir, order, keep = KEEP_OLDER_BUILDS) {
  const kept = new Set(order.slice(-(keep + 1)));
  for (const entry of readdirSync(buildsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || kept.has(entry.name)) continue;
    rmSync(path.join(buildsDir, entry.name), { recursive: true, force: true });
  }
}

/**
 * @typedef {object} EnsureBuildOptions
 * @property {string} root the project root
 * @property {string} [distDir] where builds go (default `<root>/dist`)
 * @property {boolean} [force] build again even when a build of these inputs exists
 * @property {(outDir: string, buildId: string) => Promise<void>} [runBuild] makes a build in outDir
 * @property {(line: string) => void} [log]
 */

/**
 * Makes sure the current build is the one of the sources as they are: builds it under the lock
 * when missing, and points `dist/client` at it. Returns the build's folder and id.
 * @param {EnsureBuildOptions} options
 * @returns {Promise<{ dir: string; id: string; built: boolean }>}
 */
export async function ensureClientBuild(options) {
  const { root, force = false, log = () => {} } = options;
  const runBuild = options.runBuild ?? ((outDir, id) => viteBuild(root, outDir, id));
  const { buildsDir, currentLink } = buildLayout(options.distDir ?? path.join(root, 'dist'));
  const id = clientBuildId(root);
  const target = path.join(buildsDir, id);
  mkdirSync(buildsDir, { recursive: true });
  if (!force && isFinishedBuild(target) && pointsAt(currentLink, target)) {
    return { dir: target, id, built: false };
  }
  // Only the lock holder builds, swaps the link, writes the order and prunes.
  const release = await lockfile.lock(buildsDir, {
    // A build takes minutes on a busy machine: wait as long, while the holder keeps its lock fresh.
    retries: { retries: 600, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    stale: 30_000,
    update: 5_000,
    lockfilePath: path.join(buildsDir, '.lock'),
  });
  try {
    if (!force && isFinishedBuild(target)) {
      pointCurrentBuild(currentLink, target);
      markNewest(buildsDir, id);
      return { dir: target, id, built: false };
    }
    const scratch = path.join(buildsDir, `.tmp-${id}-${process.pid}`);
    rmSync(scratch, { recursive: true, force: true });
    log(`Building the client ${id} (no build of these sources yet).`);
    await runBuild(scratch, id);
    if (!isFinishedBuild(scratch))
      throw new Error(`the client build left no ${BUILD_ID_FILE} in ${scratch}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(scratch, target);
    pointCurrentBuild(currentLink, target);
    pruneBuilds(buildsDir, markNewest(buildsDir, id));
    return { dir: target, id, built: true };
  } finally {
    await release();
  }
}

/**
 * `vite build` into outDir with the build id, in a process of its own.
 * @param {string} root
 * @param {string} outDir
 * @param {string} buildId
 * @returns {Promise<void>}
 */
export function viteBuild(root, outDir, buildId) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      // NODE_ENV production whatever the caller runs under (vitest sets 'test'): otherwise the
      // build would carry React's development variant (tests/scripts/builtRenderer.test.ts).
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', APP_BUILD_ID: buildId },
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Rollup's `sourcemapPathTransform` that names sources relative to the project root rather than
 * to the output folder, so a build's bytes do not depend on where it was written.
 * @param {string} root
 * @returns {(relative: string, sourcemapPath: string) => string}
 */
export function rootRelativeSourcemapPaths(root) {
  return (relative, sourcemapPath) =>
    path.relative(root, path.resolve(path.dirname(sourcemapPath), relative));
}
