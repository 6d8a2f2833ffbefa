// `npm start`: build the client when the build is missing or older than its sources, then run
// the server (which locks DATA_DIR, migrates the database and checks the content).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
/** Everything the client bundle is made of. */
const CLIENT_SOURCES = [
  'app',
  'runtime',
  'widgets',
  'stores',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
];

/** The newest modification time under `target` (a file or a folder, walked recursively). */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return 'no build yet';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = CLIENT_SOURCES.find((source) => newestChange(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

const reason = buildIsStale();
if (reason) {
  console.log(`Building the client (${reason}): npx vite build`);
  const build = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error('The client build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    env: process.env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
