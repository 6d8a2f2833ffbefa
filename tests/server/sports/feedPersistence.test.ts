// The simulated feed's games outlive its process (server/sports/feed/feedPersistence.ts): a real
// server process takes coupons on line games and stops; the next process on the same data goes on
// with the same games (same ids, teams, start times and prices), and the coupons on them settle as
// usual when the games end. PGlite (DATA_DIR) and, with DATABASE_URL, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { couponContentRoot } from '../coupon/couponTestKit';
import {
  balance,
  control,
  fundedCustomer,
  history,
  linePicks,
  placeExpress,
  type LinePick,
} from '../processCustomers';
import {
  PROCESS_START_TIMEOUT_MS,
  processBackends,
  runLedgerCheckScript,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { waitFor } from '../../waitFor';

const DEPOSIT = 500_000;
/** Major units, as the place body takes them. */
const STAKE = 10;

interface GameView {
  id: number;
  startAt: number;
  opponents: { name: string }[];
  markets: { outcomes: { id: number; coef: number }[] }[];
}

async function gameOf(server: ServerProcess, gameId: number): Promise<GameView | undefined> {
  const res = await fetch(`${server.base}/web-api/sports/games/${gameId}`);
  if (res.status !== 200) return undefined;
  const body = (await res.json()) as GameView | { game: GameView };
  return 'game' in body ? body.game : body;
}

const { backends, track } = processBackends('feed-persistence');

describe.each(backends)('the feed after a restart on $name', (backend) => {
  it(
    'goes on with the games that were running, and settles the coupons placed on them',
    async () => {
      const env = {
        ...(await backend.env()),
        CONTENT_DIR: couponContentRoot(),
        NODE_ENV: 'test',
        TEST_CONTROL: '1',
        FEED_SEED: '31',
      };
      let server = track(await startServerProcess(env));
      const customer = await fundedCustomer(server, DEPOSIT);
      const picks: LinePick[] = await linePicks(server, 3);
      const before = await Promise.all(picks.map((p) => gameOf(server, p.gameId)));
      const placed = await placeExpress(server, customer, picks, 'before-restart', STAKE);
      expect(placed.status, await placed.clone().text()).toBe(200);
      const couponId = ((await placed.json()) as { coupons: { id: number }[] }).coupons[0]!.id;
      await stopServerProcess(server);

      // The next process: the same games, teams, kick-offs and prices; the coupon still open.
      server = track(await startServerProcess(env));
      const after: (GameView | undefined)[] = [];
      await waitFor(
        async () => {
          after.splice(
            0,
            after.length,
            ...(await Promise.all(picks.map((p) => gameOf(server, p.gameId)))),
          );
          return after.every((game) => game !== undefined);
        },
        'the games bet on, served by the restarted process',
        60_000,
      );
      for (const [i, game] of after.entries()) {
        expect(game!.opponents).toEqual(before[i]!.opponents);
        expect(game!.startAt).toBe(before[i]!.startAt);
        const outcome = game!.markets
          .flatMap((m) => m.outcomes)
          .find((o) => o.id === picks[i]!.outcomeId);
        expect(outcome?.coef).toBe(picks[i]!.coef);
      }
      expect((await history(server, customer)).find((c) => c.id === couponId)?.status).toBe('open');

      // The games end: the coupon settles as usual, once.
      for (const pick of picks) {
        await control(server, 'sports/finish', { gameId: pick.gameId, home: 2, away: 0 });
      }
      let status = '';
      let payout = 0;
      await waitFor(
        async () => {
          const coupon = (await history(server, customer)).find((c) => c.id === couponId);
          status = coupon?.status ?? '';
          payout = Math.round((coupon?.payout ?? 0) * 100);
          return status === 'won';
        },
        'the coupon settled',
        60_000,
      );
      expect(payout).toBeGreaterThan(STAKE * 100);
      expect(await balance(server, customer)).toBe(DEPOSIT - STAKE * 100 + payout);

      await stopServerProcess(server);
      const check = runLedgerCheckScript(env);
      expect(check.code, check.stdout + check.stderr).toBe(0);
    },
    PROCESS_START_TIMEOUT_MS * 2 + 120_000,
  );
});

const shared = backends.find((backend) => backend.name === 'postgres');
const withRedis = Boolean(process.env.REDIS_URL);

describe.skipIf(!shared || !withRedis)(
  'a takeover of the feed by another process (needs DATABASE_URL and REDIS_URL)',
  () => {
    it(
      'goes on with the games the killed leader ran, and settles the coupons placed on them',
      async () => {
        // Two processes on one database and one Redis, as a deployment runs them.
        const env = {
          ...(await shared!.env()),
          CONTENT_DIR: couponContentRoot(),
          NODE_ENV: 'test',
          TEST_CONTROL: '1',
          FEED_SEED: '41',
        };
        const leader = track(await startServerProcess(env));
        await waitFor(async () => (await roleOf(leader)) === 'leader', 'a leader', 60_000);
        const follower = track(await startServerProcess(env));
        await waitFor(async () => (await roleOf(follower)) === 'follower', 'a follower', 60_000);
        const customer = await fundedCustomer(follower, DEPOSIT);
        const picks = await linePicks(follower, 3);
        const placed = await placeExpress(follower, customer, picks, 'before-takeover', STAKE);
        expect(placed.status, await placed.clone().text()).toBe(200);
        const couponId = ((await placed.json()) as { coupons: { id: number }[] }).coupons[0]!.id;
        const before = await Promise.all(picks.map((p) => gameOf(follower, p.gameId)));

        // The leader dies holding the lease; the follower takes the feed over once it expires.
        leader.child.kill('SIGKILL');
        await waitFor(async () => (await roleOf(follower)) === 'leader', 'the takeover', 60_000);
        for (const [i, pick] of picks.entries()) {
          const game = await gameOf(follower, pick.gameId);
          expect(game?.opponents, `game ${pick.gameId} goes on`).toEqual(before[i]!.opponents);
        }
        for (const pick of picks) {
          await control(follower, 'sports/finish', { gameId: pick.gameId, home: 1, away: 0 });
        }
        await waitFor(
          async () =>
            (await history(follower, customer)).find((c) => c.id === couponId)?.status === 'won',
          'the coupon settled by the new leader',
          60_000,
        );

        await stopServerProcess(follower);
        const check = runLedgerCheckScript(env);
        expect(check.code, check.stdout + check.stderr).toBe(0);
      },
      PROCESS_START_TIMEOUT_MS * 2 + 180_000,
    );
  },
);

async function roleOf(server: ServerProcess): Promise<string | undefined> {
  const res = await fetch(`${server.base}/web-api/sports/live/stats`).catch(() => undefined);
  if (res?.status !== 200) return undefined;
  return ((await res.json()) as { role?: string }).role;
}
