// `npm start`: make sure the client build is the one of the sources as they are (built under a
// lock into a folder of its own when missing, scripts/lib/clientBuild.mjs), then run the server
// on it (which locks DATA_DIR, migrates the database and checks the content). Outside production,
// unless OUTSIDE_PROVIDER_URL names one already, it first starts the outside game provider
// Outpost Games as a process of its own (scripts/lib/outsideProvider.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './lib/clientBuild.mjs';
import { startOutsideProvider } from './lib/outsideProvider.mjs';

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
let provider;
try {
  provider = await startOutsideProvider({
    root,
    env: process.env,
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(
    `The outside game provider did not start; the server was not started: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    env: { ...process.env, ...provider?.env },
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    server.kill(signal);
    provider?.child.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  provider?.child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
provider?.child.on('exit', (code, signal) => {
  // The site keeps running without it: its rounds left open are voided (README "Casino").
  console.error(`Outpost Games stopped (${signal ?? code}); its games are unavailable`);
});
