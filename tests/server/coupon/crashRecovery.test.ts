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
import {
  balance,
  control,
  fundedCustomer as fundedProcessCustomer,
  get,
  history,
  linePicks,
  placeExpress as placeExpressOf,
  resultsStored,
  type HistoryCoupon,
  type LinePick,
  type ProcessCustomer as Customer,
} from '../processCustomers';
import { couponContentRoot } from './couponTestKit';
import { waitFor } from '../../waitFor';

const CUSTOMERS = 6;
const DEPOSIT = 500_000;
/** Major units, as the place body takes them. */
const STAKE = 10;
const STAKE_MINOR = STAKE * 100;
/** Accepted placements before the first crash; the crash lands among those still in flight. */
const ACCEPTED_BEFORE_CRASH = 30;

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

      // The restarted feed goes on with the games the first process ran: the coupons on them
      // stay on the games they were placed on (server/sports/feed/feedPersistence.ts).
      for (const pick of picks) {
        const game = await fetch(`${server.base}/web-api/sports/games/${pick.gameId}`);
        expect(game.status, `game ${pick.gameId} goes on after the crash`).toBe(200);
      }
      // New coupons on those games; the games are finished and the process is killed while
      // settlement runs. The next process settles what is left, each coupon once.
      const secondPicks = await linePicks(server, 3);
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

function fundedCustomer(server: ServerProcess): Promise<Customer> {
  return fundedProcessCustomer(server, DEPOSIT);
}

function placeExpress(
  server: ServerProcess,
  customer: Customer,
  picks: LinePick[],
  key: string,
): Promise<Response> {
  return placeExpressOf(server, customer, picks, key, STAKE);
}
