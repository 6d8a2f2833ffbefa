// The server the QA matrix renders against (scripts/qa-matrix.ts): started as `npm start` does,
// stopped, and driven through its API and test control (a signed-in customer, a ban, maintenance).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as apiRequest, type Browser } from '@playwright/test';

import {
  ROOT,
  PORT,
  DATA_DIR,
  ADMIN_DATABASE_URL,
  QA_DATABASE,
  QA_OPERATOR,
  brands,
} from './settings';

/** The server the matrix renders against, and what it has printed (LOG_LEVEL warn) so far. */
export interface QaServer {
  process: ChildProcess;
  output(): string;
}

export async function startServer(): Promise<QaServer> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  if (ADMIN_DATABASE_URL)
    execFileSync(
      process.execPath,
      ['scripts/fresh-database.mjs', ADMIN_DATABASE_URL, QA_DATABASE],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: ADMIN_DATABASE_URL
        ? Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${QA_DATABASE}` }).toString()
        : '',
      // Not NODE_ENV=production, which refuses TEST_CONTROL: the build served as `npm start` does.
      TEST_CONTROL: '1',
      PAYMENT_PROVIDER: 'sandbox',
      // Off, as production has it (its one-tap prompt would sit on every page).
      SOCIAL_LOCAL_PROVIDER: '0',
      // Messages into the local sinks (the test-control SMS sink; server/messages/).
      MAIL_SINK: '1',
      SMS_SINK: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`http://localhost:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { process: server, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer /healthz within 240 s:\n${output}`);
}

export async function stopServer({ process: server }: QaServer): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A signed-in customer per brand: registered in one click through the API (fast_reg), from the
 * brand's page in Chromium (which resolves *.localhost; Node does not).
 */
export async function signedInState(
  browser: Browser,
  origin: string,
): Promise<{ state: string; userId: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/web-api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
    });
    const check = await fetch('/web-api/auth/check');
    const { user_id } = (await check.json()) as { user_id: number };
    return { status: response.status, body: await response.text(), userId: user_id };
  });
  if (answer.status !== 200)
    throw new Error(`registration at ${origin}: ${answer.status} ${answer.body}`);
  const state = JSON.stringify(await context.storageState());
  await context.close();
  return { state, userId: answer.userId };
}

/** The server's test control and operator API, by its loopback address (cookies kept). */
export async function serverApi() {
  return apiRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
}

export async function expectOk(
  what: string,
  answer: Promise<import('@playwright/test').APIResponse>,
) {
  const res = await answer;
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** Bans a customer at level 45, version 0: off-site everywhere but the withdrawal route. */
export async function ban(userId: number): Promise<void> {
  const api = await serverApi();
  try {
    await expectOk(
      `ban of customer ${userId}`,
      api.put(`/test-control/customers/${userId}/ban`, { data: { level: 45, version: 0 } }),
    );
  } finally {
    await api.dispose();
  }
}

/** Switches every brand's maintenance on (a window open since a minute ago) or off. */
export async function setMaintenance(on: boolean): Promise<void> {
  const api = await serverApi();
  try {
    await expectOk('the QA operator', api.post('/test-control/operators', { data: QA_OPERATOR }));
    await expectOk(
      'operator sign-in',
      api.post('/operator-api/session', {
        data: { login: QA_OPERATOR.login, password: QA_OPERATOR.password },
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    const window = {
      started_at: now - 60,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: 0,
    };
    for (const brand of brands)
      await expectOk(
        `maintenance ${on ? 'on' : 'off'} for ${brand.id}`,
        api.put(`/operator-api/maintenance?brand=${brand.id}`, {
          data: { windows: on ? [window] : [] },
        }),
      );
  } finally {
    await api.dispose();
  }
}
