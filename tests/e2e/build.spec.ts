// The build as `npm start` makes it, end to end: two starts at once on one folder whose build is
// missing build it once (the other waits for the lock), both serve working pages, and the build is
// byte for byte the one `npm run build` made of the same commit (scripts/lib/clientBuild.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { header } from './helpers';

const ROOT = path.join(import.meta.dirname, '..', '..');

interface Started {
  process: ChildProcess;
  output: () => string;
  port: Promise<number>;
}

function startServer(distDir: string, dataDir: string): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'BRAND',
    'CONTENT_DIR',
    'NODE_ENV',
    'TEST_CONTROL',
  ]) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { process: child, output: () => output, port };
}

/** Every file under `dir`, relative, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const visit = (relative: string) => {
    const absolute = path.join(dir, relative);
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute).sort()) visit(path.join(relative, name));
    } else {
      files.set(relative, readFileSync(absolute));
    }
  };
  visit('');
  return files;
}

test('two starts at once build once, both serve pages, and the build is byte-identical to npm run build', async ({
  page,
}) => {
  // Two production builds on a loaded machine, and two servers migrating a fresh database.
  test.setTimeout(600_000);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'build-e2e-'));
  const distDir = path.join(scratch, 'dist');
  const servers = [
    startServer(distDir, path.join(scratch, 'data-a')),
    startServer(distDir, path.join(scratch, 'data-b')),
  ];
  try {
    const ports = await Promise.all(servers.map((server) => server.port));
    const logs = servers.map((server) => server.output());
    // One start built the client; the other waited for its lock and used that build.
    expect(logs.filter((log) => log.includes('Building the client'))).toHaveLength(1);

    for (const port of ports) {
      await page.goto(`http://localhost:${port}/en/about`);
      await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible({
        timeout: 30_000,
      });
    }

    const built = filesOf(realpathSync(path.join(distDir, 'client')));
    const reference = filesOf(realpathSync(path.join(ROOT, 'dist', 'client')));
    expect(
      path.basename(realpathSync(path.join(ROOT, 'dist', 'client'))),
      'dist/client is the build of these sources (npm run build before the end-to-end tests)',
    ).toBe(path.basename(realpathSync(path.join(distDir, 'client'))));
    expect([...built.keys()]).toEqual([...reference.keys()]);
    const differing = [...built].filter(([file, bytes]) => !bytes.equals(reference.get(file)!));
    expect(differing.map(([file]) => file)).toEqual([]);
  } finally {
    await Promise.all(
      servers.map(async ({ process: child }) => {
        if (child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
    rmSync(scratch, { recursive: true, force: true });
  }
});
