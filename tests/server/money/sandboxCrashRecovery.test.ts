// A real server process (server/main.ts) killed with SIGKILL while customers decide payments on
// the sandbox hosted page and the provider's callbacks are on their way. Every payment whose
// result page the customer was sent to must reach that outcome after a restart on the same data,
// balances must match the payments, and `ledger:check` must pass. PGlite (DATA_DIR) and, with
// DATABASE_URL, a PostgreSQL database of the test's own.
import { describe, expect, it } from 'vitest';
import type { PaymentOutcome } from '../../../domain/money/paymentStatus';
import {
  killServerProcess,
  PROCESS_START_TIMEOUT_MS,
  runLedgerCheckScript,
  startServerProcess,
  processBackends,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { waitFor } from '../../waitFor';

const CUSTOMERS = 4;
const FUNDING = 1_000_000;
const AMOUNT = 10_000;
/** Decisions answered before the kill; the callbacks of the latest are still owed then. */
const DECIDED_BEFORE_CRASH = 40;
/** Long enough that the kill lands before the callbacks of the latest decisions. */
const CALLBACK_DELAY_MS = '1500';
const OUTCOMES: PaymentOutcome[] = ['success', 'fail', 'cancel'];

interface Customer {
  cookie: string;
}

interface HistoryEntry {
  id: string;
  type: 'deposit' | 'withdraw';
  amount: number;
  status: string;
}

const { backends, track } = processBackends('sandbox-crash', 'pglite');

describe.each(backends)(
  'a server killed while sandbox payments are decided on $name',
  (backend) => {
    it(
      'brings every decided payment to the outcome the customer was shown, and keeps the ledger sound',
      async () => {
        const env = {
          ...(await backend.env()),
          NODE_ENV: 'test',
          PAYMENT_SANDBOX_DELAY_MS: CALLBACK_DELAY_MS,
        };
        const start = async () => track(await startServerProcess(env));

        let server = await start();
        const customers: Customer[] = [];
        for (let i = 0; i < CUSTOMERS; i++) {
          const customer = await register(server);
          const funding = await startPayment(server, customer, 'deposit', FUNDING);
          expect(await decide(server, customer, funding, 'success')).toBe('success');
          customers.push(customer);
        }
        await waitFor(async () => {
          for (const c of customers) if ((await balance(server, c)) !== FUNDING) return false;
          return true;
        }, 'every customer funded');

        // Every customer starts deposits and withdrawals and decides them, one after another, until
        // enough decisions were answered; then the process is killed. The shown outcome is the one
        // in the result page URL the hosted page sent the customer to.
        const shown = new Map<string, PaymentOutcome>();
        let crashed = false;
        const decideLoop = async (customer: Customer, n: number) => {
          for (let round = 0; !crashed; round++) {
            try {
              const kind = round % 2 === 0 ? 'withdraw' : 'deposit';
              const paymentId = await startPayment(server, customer, kind, AMOUNT);
              const outcome = OUTCOMES[(round + n) % OUTCOMES.length]!;
              const answered = await decide(server, customer, paymentId, outcome);
              expect(answered).toBe(outcome);
              shown.set(paymentId, answered);
            } catch (err) {
              if (!crashed) throw err;
              return; // cut by the crash
            }
          }
        };
        const loops = customers.map((c, n) => decideLoop(c, n));
        await waitFor(
          () => shown.size >= DECIDED_BEFORE_CRASH || crashed,
          `${DECIDED_BEFORE_CRASH} decided payments before the crash`,
          120_000,
        );
        crashed = true;
        await killServerProcess(server);
        await Promise.all(loops);

        // Restarted on the same data: the owed callbacks are delivered, every shown outcome holds.
        server = await start();
        await waitFor(
          async () => {
            const statuses = new Map<string, string>();
            for (const c of customers) {
              for (const entry of await history(server, c)) statuses.set(entry.id, entry.status);
            }
            return [...shown].every(([id, outcome]) => statuses.get(id) === outcome);
          },
          'every shown outcome after the restart',
          90_000,
        );

        // Each balance is its successful deposits less its withdrawals settled or still reserved.
        for (const customer of customers) {
          const entries = await history(server, customer);
          const expected = entries.reduce((sum, e) => {
            if (e.type === 'deposit') return e.status === 'success' ? sum + e.amount : sum;
            return ['success', 'created', 'pending'].includes(e.status) ? sum - e.amount : sum;
          }, 0);
          expect(await balance(server, customer)).toBe(expected);
        }

        await stopServerProcess(server);
        const check = runLedgerCheckScript(env);
        expect(check.code, check.stdout + check.stderr).toBe(0);
      },
      PROCESS_START_TIMEOUT_MS * 2 + 180_000,
    );
  },
);

async function register(server: ServerProcess): Promise<Customer> {
  const res = await fetch(`${server.base}/web-api/auth/register`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  return { cookie };
}

async function startPayment(
  server: ServerProcess,
  customer: Customer,
  kind: 'deposit' | 'withdraw',
  amount: number,
): Promise<string> {
  const res = await fetch(`${server.base}/web-api/payments/${kind}`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json', cookie: customer.cookie },
    body: JSON.stringify({ amount, lng: 'en' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payment_id: string }).payment_id;
}

/** Chooses on the hosted page; answers the outcome of the result page it sends the browser to. */
async function decide(
  server: ServerProcess,
  customer: Customer,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<PaymentOutcome> {
  const res = await fetch(`${server.base}/sandbox-pay/${paymentId}`, {
    method: 'POST',
    headers: { cookie: customer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const match = /\/payment\/(?:withdraw\/)?(success|fail|pending|cancel)\?/.exec(location);
  expect(match, location).not.toBeNull();
  return match![1] as PaymentOutcome;
}

async function balance(server: ServerProcess, customer: Customer): Promise<number> {
  const res = await fetch(`${server.base}/web-api/account/data`, {
    headers: { cookie: customer.cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

async function history(server: ServerProcess, customer: Customer): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${server.base}/web-api/office/payments/history?pageNumber=${page}&isIncludeArchive=true`,
      { headers: { cookie: customer.cookie } },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entities: HistoryEntry[]; total_count: number };
    entries.push(...body.entities);
    if (entries.length >= body.total_count || body.entities.length === 0) return entries;
  }
}
