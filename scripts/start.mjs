// `npm start`: make sure the client build is the one of the sources as they are (built under a
// lock into a folder of its own when missing, scripts/lib/clientBuild.mjs), then run the server
// on it (which locks DATA_DIR, migrates the database and checks the content).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './lib/clientBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const distDir = process.env.DIST_DIR?.trim();
  const build = await ensureClientBuild({
    root,
    ...(distDir ? { distDir: path.resolve(distDir) } : {}),
    log: (line) => console.log(line),
  });
  if (build.built) console.log(`Built the client ${build.id}.`);
} catch (error) {
  console.error(
    `The client build failed; the server was not started: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

// The server serves the build dist/client points at now for its whole life (server/app.ts), so a
// later build never takes files from under the pages it has served.
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
