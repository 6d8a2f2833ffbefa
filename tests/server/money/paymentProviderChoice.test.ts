// Which payment provider a server serves (PAYMENT_PROVIDER). The sandbox credits whatever amount a
// customer asks for and lets the customer approve it, so a production server refuses to start with
// it unless PAYMENT_PROVIDER=sandbox chooses it, and then warns at the default log level.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { moneyOptionsFromEnv } from '../../../server/money/moneyRoutes';
import { StartupRefusal } from '../../../server/startupRefusal';
import {
  buildTestServer,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDirs,
  openTestDatabase,
} from '../testServer';

let database: AppDatabase;

beforeAll(async () => {
  database = await openTestDatabase('provider');
});

afterAll(async () => {
  await database.close();
  removeTempDirs();
});

/** Pino's JSON lines, as a production server prints them. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    logger: {
      level: 'warn',
      stream: {
        write: (line: string) =>
          void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
    },
  };
}

const PINO_WARN = 40;

describe('PAYMENT_PROVIDER', () => {
  it('refuses to build a production server that has not chosen a payment provider', async () => {
    const build = buildTestServer({ database, production: true });
    await expect(build).rejects.toThrow(StartupRefusal);
    await expect(buildTestServer({ database, production: true })).rejects.toThrow(
      /^NODE_ENV=production needs PAYMENT_PROVIDER: .*PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('serves the sandbox in production when PAYMENT_PROVIDER=sandbox chooses it, with a warning', async () => {
    const { lines, logger } = capturedLogger();
    const app = await buildTestServer({
      database,
      production: true,
      logger,
      payments: { provider: 'sandbox' },
    });
    try {
      expect((await app.inject({ url: '/sandbox-pay/sandbox.css' })).statusCode).toBe(200);
      const warnings = lines.filter((l) => l.level === PINO_WARN);
      expect(warnings.map((w) => w.msg)).toEqual([
        expect.stringMatching(/^PAYMENT_PROVIDER=sandbox in production: /),
      ]);
    } finally {
      await app.close();
    }
  });

  it('keeps the sandbox the default outside production, without a warning', async () => {
    const { lines, logger } = capturedLogger();
    const app = await buildTestServer({ database, logger });
    try {
      expect((await app.inject({ url: '/sandbox-pay/sandbox.css' })).statusCode).toBe(200);
      expect(lines.filter((l) => l.level >= PINO_WARN)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('reads PAYMENT_PROVIDER and refuses a provider that does not exist, naming the variable', () => {
    expect(moneyOptionsFromEnv({ PAYMENT_PROVIDER: 'sandbox' })).toEqual({ provider: 'sandbox' });
    expect(moneyOptionsFromEnv({ PAYMENT_PROVIDER: ' ' })).toEqual({});
    for (const value of ['stripe', 'Sandbox', 'sandbox,stripe']) {
      expect(() => moneyOptionsFromEnv({ PAYMENT_PROVIDER: value })).toThrow(StartupRefusal);
      expect(() => moneyOptionsFromEnv({ PAYMENT_PROVIDER: value })).toThrow(
        `PAYMENT_PROVIDER=${value} is not a payment provider; the one built is sandbox`,
      );
    }
  });

  it('makes `NODE_ENV=production` server/main.ts exit with code 1 and the refusal alone', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: makeTempDir('provider-process'),
      PORT: '0',
      HOST: '127.0.0.1',
    };
    delete env.DATABASE_URL;
    delete env.PAYMENT_PROVIDER;
    // --dev: the refusal comes before the client build is needed (unit tests run before the build).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // A server that started anyway is stopped at once: the test then fails on its exit code.
      if (output.includes('Listening on')) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const code = await exited;
    expect(code, output).toBe(1);
    expect(output).toMatch(/^NODE_ENV=production needs PAYMENT_PROVIDER: /m);
    expect(output).not.toContain('Listening on');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
