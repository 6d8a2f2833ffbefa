// The outside game provider Outpost Games (providers/outpost/server.ts) as a process of its own,
// for `npm start` outside production and for the tests: a fresh shared secret each start, a free
// port, the site's address as its wallet, and the environment the site needs to connect it
// (OUTSIDE_PROVIDER_URL, OUTSIDE_PROVIDER_SECRET; server/casino/outside/outsideEnv.ts).
// Production names its provider itself (OUTSIDE_PROVIDER_URL) and is never given this one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const READY_LINE = /Outpost Games listening on (\S+)/;
const START_TIMEOUT_MS = 30_000;

/**
 * Starts Outpost Games unless production, OUTSIDE_PROVIDER_URL (one is configured), OUTPOST=off
 * or PORT=0; answers the child and the site's environment for it, or undefined. The site is
 * on env.PORT (default 8080); OUTPOST_PORT fixes the provider's port (default: a free one);
 * `secret` the shared secret (default: a fresh random one); `extraEnv` goes to the provider.
 */
export async function startOutsideProvider({ root, env, log = () => {}, extraEnv = {}, secret }) {
  if (env.NODE_ENV === 'production' || env.OUTSIDE_PROVIDER_URL?.trim() || env.OUTPOST === 'off') {
    return undefined;
  }
  const sitePort = env.PORT?.trim() || '8080';
  // A site on a port picked at start (PORT=0) has no address to give the provider beforehand.
  if (sitePort === '0') {
    log('Outside game provider: not started (PORT=0: the site has no known address yet)');
    return undefined;
  }
  const shared = secret ?? randomBytes(32).toString('hex');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'providers', 'outpost', 'server.ts')],
    {
      cwd: root,
      env: {
        ...env,
        PORT: env.OUTPOST_PORT?.trim() || '0',
        HOST: '127.0.0.1',
        WALLET_URL: `http://127.0.0.1:${sitePort}`,
        FRAME_ANCESTORS: `http://localhost:${sitePort} http://127.0.0.1:${sitePort}`,
        OUTSIDE_PROVIDER_SECRET: shared,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('no ready line in 30 s')), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text);
      seen += text;
      const match = READY_LINE.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`it exited (${code})`));
    });
  });
  log(`Outside game provider: Outpost Games on ${url}`);
  return { child, url, env: { OUTSIDE_PROVIDER_URL: url, OUTSIDE_PROVIDER_SECRET: shared } };
}
