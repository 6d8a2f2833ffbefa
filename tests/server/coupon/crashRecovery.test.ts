// Crashes of a real server process (server/main.ts, SIGKILL: no shutdown hooks) while customers
// place coupons and while games are settled. After each restart on the same data: every accepted
// coupon is fully booked (coupon, legs, stake) or absent, no stake moved without its coupon, every
// coupon settles once, and `ledger:check` passes. PGlite (DATA_DIR) and, with DATABASE_URL, a
// PostgreSQL database of the test's own.
import { describe, expect, it } from 'vitest';
import {
  killServerProcess,
  PROCESS_START_TIMEOUT_MS,
  runLedgerCheckScript,
  startServerProcess,
  processBackends,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { couponContentRoot } from './couponTestKit';
import { waitFor } from '../../waitFor';

const CUSTOMERS = 6;
const DEPOSIT = 500_000;
/** Major units, as the place body takes them. */
const STAKE = 10;
const STAKE_MINOR = STAKE * 100;
/** Accepted placements before the first crash; the crash lands among those still in flight. */
const ACCEPTED_BEFORE_CRASH = 30;

interface Customer {
  cookie: string;
  mainAccountId: number;
}

interface GameRow {
  id: number;
  status: number;
  isLiveInLive: boolean;
  startAt: number;
  markets: { kind: number; isBannedExpress: boolean; outcomes: { id: number; coef: number }[] }[];
}

interface HistoryCoupon {
  id: number;
  amount: number;
  status: string;
  payout: number | null;
  legs: unknown[];
}

const { backends, track } = processBackends('crash');

describe.each(backends)('a server killed during placement and settlement on $name', (backend) => {
  it(
    'keeps every accepted coupon booked or absent, settles each once, and the ledger sound',
    async () => {
      const env = {
        ...(await backend.env()),
        CONTENT_DIR: couponContentRoot(),
        NODE_ENV: 'test',
        TEST_CONTROL: '1',
        FEED_SEED: '11',
      };
      const start = async () => track(await startServerProcess(env));

      // Customers registered and funded over HTTP, as a browser would.
      let server = await start();
      const customers: Customer[] = [];
      for (let i = 0; i < CUSTOMERS; i++) customers.push(await fundedCustomer(server));

      // Express coupons from every customer at once, until enough are accepted, then SIGKILL.
      const picks = await linePicks(server, 3);
      const accepted = new Map<number, { customer: Customer; couponId: number }>();
      const inFlight: { customer: Customer; key: string }[] = [];
      let crashed = false;
      const placeLoop = async (customer: Customer, n: number) => {
        for (let round = 0; !crashed; round++) {
          const key = `crash-${n}-${round}`;
          const entry = { customer, key };
          inFlight.push(entry);
          try {
            const res = await placeExpress(server, customer, picks, key);
            inFlight.splice(inFlight.indexOf(entry), 1);
            expect(res.status).toBe(200);
            const body = (await res.json()) as { coupons: { id: number }[] };
            accepted.set(body.coupons[0]!.id, { customer, couponId: body.coupons[0]!.id });
          } catch (err) {
            if (!crashed) throw err;
            return; // cut by the crash: the answer never came (stays in inFlight)
          }
        }
      };
      const loops = customers.map((c, n) => placeLoop(c, n));
      await waitFor(
        () => accepted.size >= ACCEPTED_BEFORE_CRASH || crashed,
        `${ACCEPTED_BEFORE_CRASH} accepted coupons before the crash`,
        120_000,
      );
      crashed = true;
      await killServerProcess(server);
      await Promise.all(loops);
      expect(accepted.size).toBeGreaterThanOrEqual(ACCEPTED_BEFORE_CRASH);

      // Restarted on the same data: each customer's money matches its booked coupons.
      server = await start();
      for (const customer of customers) {
        const coupons = await history(server, customer);
        for (const coupon of coupons) {
          expect(coupon.amount * 100).toBe(STAKE_MINOR);
          expect(coupon.legs).toHaveLength(3);
        }
        expect(await balance(server, customer)).toBe(DEPOSIT - coupons.length * STAKE_MINOR);
      }
      for (const { customer, couponId } of accepted.values()) {
        const res = await get(server, customer, `/web-api/coupon/${couponId}`);
        expect(res.status, `accepted coupon ${couponId} is booked`).toBe(200);
      }
      // A request cut by the crash, sent again with its key, answers once and moves money once.
      for (const { customer, key } of inFlight) {
        const before = await history(server, customer);
        const again = await placeExpress(server, customer, picks, key);
        expect([200, 409]).toContain(again.status);
        const after = await history(server, customer);
        expect(after.length - before.length).toBeLessThanOrEqual(1);
        expect(await balance(server, customer)).toBe(DEPOSIT - after.length * STAKE_MINOR);
      }

      // New coupons on this process's games; the games are finished and the process is killed
      // while settlement runs. The next process settles what is left, each coupon once.
      const secondPicks = await linePicks(server, 3);
      // The restarted feed numbers its games above every game a bet was placed on: a bet of the
      // first process is never settled by a new game's result.
      const firstIds = picks.map((p) => p.gameId);
      expect(Math.min(...secondPicks.map((p) => p.gameId))).toBeGreaterThan(Math.max(...firstIds));
      const settled: number[] = [];
      for (const [n, customer] of customers.entries()) {
        for (let round = 0; round < 3; round++) {
          const res = await placeExpress(server, customer, secondPicks, `settle-${n}-${round}`);
          expect(res.status).toBe(200);
          settled.push(((await res.json()) as { coupons: { id: number }[] }).coupons[0]!.id);
        }
      }
      // The kill comes once every result is stored (what the next process settles from), while
      // the settlement passes of the three games are still running or queued.
      const finishing = secondPicks.map((p) =>
        control(server, 'sports/finish', { gameId: p.gameId, home: 2, away: 0 }).catch(
          () => undefined,
        ),
      );
      await waitFor(
        () => resultsStored(server, secondPicks),
        'the results of the finished games',
        120_000,
      );
      await killServerProcess(server);
      await Promise.all(finishing);

      server = await start();
      let all: HistoryCoupon[] = [];
      await waitFor(
        async () => {
          all = [];
          for (const customer of customers) all.push(...(await history(server, customer)));
          return settled.every((id) => all.find((c) => c.id === id)?.status === 'won');
        },
        'every coupon on a finished game settled after the restart',
        60_000,
      );
      for (const customer of customers) {
        const coupons = await history(server, customer);
        const paid = coupons.reduce((sum, c) => sum + Math.round((c.payout ?? 0) * 100), 0);
        expect(await balance(server, customer)).toBe(DEPOSIT - coupons.length * STAKE_MINOR + paid);
      }

      await stopServerProcess(server);
      const check = runLedgerCheckScript(env);
      expect(check.code, check.stdout + check.stderr).toBe(0);
    },
    PROCESS_START_TIMEOUT_MS * 3 + 180_000,
  );
});

function headers(server: ServerProcess, customer?: Customer): Record<string, string> {
  return {
    origin: server.base,
    'content-type': 'application/json',
    ...(customer ? { cookie: customer.cookie } : {}),
  };
}

function get(server: ServerProcess, customer: Customer, url: string): Promise<Response> {
  return fetch(`${server.base}${url}`, { headers: headers(server, customer) });
}

async function control(server: ServerProcess, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.base}/test-control/${path}`, {
    method: 'POST',
    headers: headers(server),
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function fundedCustomer(server: ServerProcess): Promise<Customer> {
  const registered = await fetch(`${server.base}/web-api/auth/register`, {
    method: 'POST',
    headers: headers(server),
    body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  const accounts = (await (
    await fetch(`${server.base}/web-api/account/data`, { headers: { cookie } })
  ).json()) as { all_accounts: { id: number; type: number }[] };
  const customer: Customer = {
    cookie,
    mainAccountId: accounts.all_accounts.find((a) => a.type === 0)!.id,
  };
  const deposit = await fetch(`${server.base}/web-api/payments/deposit`, {
    method: 'POST',
    headers: headers(server, customer),
    body: JSON.stringify({ amount: DEPOSIT }),
  });
  expect(deposit.status, await deposit.clone().text()).toBe(200);
  const { payment_id } = (await deposit.json()) as { payment_id: string };
  // The paying customer's own session decides on the hosted page.
  const paid = await fetch(`${server.base}/sandbox-pay/${payment_id}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await waitFor(
    async () => (await balance(server, customer)) === DEPOSIT,
    'the deposit on the balance',
  );
  return customer;
}

async function balance(server: ServerProcess, customer: Customer): Promise<number> {
  const res = await get(server, customer, '/web-api/account/data');
  const data = (await res.json()) as { all_accounts: { id: number; money: number }[] };
  return data.all_accounts.find((a) => a.id === customer.mainAccountId)!.money;
}

async function history(server: ServerProcess, customer: Customer): Promise<HistoryCoupon[]> {
  const coupons: HistoryCoupon[] = [];
  for (let page = 1; ; page++) {
    const res = await get(server, customer, `/web-api/bets/history?pageSize=100&page=${page}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: HistoryCoupon[]; total: number };
    coupons.push(...body.items);
    if (coupons.length >= body.total || body.items.length === 0) return coupons;
  }
}

/** Every pick's game is in today's results (sport_results), read through the results API. */
async function resultsStored(server: ServerProcess, picks: LinePick[]): Promise<boolean> {
  const date = new Date().toISOString().slice(0, 10);
  const res = await fetch(`${server.base}/web-api/sports/results?type=zone&date=${date}`);
  if (res.status !== 200) return false;
  const text = await res.text();
  return picks.every((p) => text.includes(`"gameId":${p.gameId},`));
}

interface LinePick {
  gameId: number;
  outcomeId: number;
  coef: number;
}

/**
 * Line games far from kick-off with an open result market: the home outcome of each. Waits for
 * them: a restarted process fills its line from the feed after it starts listening (and, with
 * Redis, only once it holds the feed lease the killed process left behind).
 */
async function linePicks(server: ServerProcess, count: number): Promise<LinePick[]> {
  let picks: LinePick[] = [];
  await waitFor(
    async () => {
      picks = await eligiblePicks(server, count);
      return picks.length === count;
    },
    `${count} line games to bet on`,
    120_000,
  );
  return picks;
}

async function eligiblePicks(server: ServerProcess, count: number): Promise<LinePick[]> {
  const res = await fetch(`${server.base}/web-api/sports/games?type=line&limit=300`);
  if (res.status !== 200) return [];
  const { games } = (await res.json()) as { games: GameRow[] };
  const now = Date.now() / 1000;
  return games
    .filter((g) => g.status === 1 && !g.isLiveInLive && g.startAt - now > 30 * 60)
    .flatMap((g) => {
      const market = g.markets[0];
      const home = market?.outcomes[0];
      if (!market || !home || market.kind !== 1 || market.isBannedExpress) return [];
      return [{ gameId: g.id, outcomeId: home.id, coef: home.coef }];
    })
    .slice(0, count);
}

function placeExpress(
  server: ServerProcess,
  customer: Customer,
  picks: LinePick[],
  key: string,
): Promise<Response> {
  return fetch(`${server.base}/web-api/coupon/place`, {
    method: 'POST',
    headers: { ...headers(server, customer), 'idempotency-key': key },
    body: JSON.stringify({
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: STAKE,
      changeCoefAction: 2,
      bets: picks,
    }),
  });
}
