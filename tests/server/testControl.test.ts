// The test-control surface (ARCHITECTURE "Test control"): /test-control/* exists only when the
// server is built with it (TEST_CONTROL=1), finishes games through the feed (result stored,
// coupons settled before the answer), prices outcomes and scores goals as the feed would (state,
// placement and the live push see it), moves the feed clock and lists the messages sent.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStatus, type GameDelta, type GameDetails } from '../../domain/sports/types';
import type { AppDatabase } from '../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../server/money/houseAccounts';
import { ManualFeedClock, OffsetFeedClock } from '../../server/sports/feed/clock';
import { SimulatedFeed } from '../../server/sports/feed/simulatedFeed';
import {
  balanceOf,
  betOf,
  couponContentRoot,
  expectRefused,
  fundedCustomer,
  linePicks,
  place,
  START,
  type Customer,
  type Pick,
} from './coupon/couponTestKit';
import { SseClient } from './live/sseTestClient';
import { PROCESS_START_TIMEOUT_MS } from './serverProcess';
import {
  buildTestServer,
  databaseBackends,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDirs,
} from './testServer';

afterAll(removeTempDirs);

const ORIGIN = { origin: 'http://localhost' };

function post(app: FastifyInstance, url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: ORIGIN, payload });
}

async function gameOf(app: FastifyInstance, gameId: number): Promise<GameDetails> {
  const res = await app.inject({ url: `/web-api/sports/games/${gameId}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<GameDetails | { game: GameDetails }>();
  return 'game' in body ? body.game : body;
}

describe('without test control', () => {
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    let database: AppDatabase;
    ({ database, drop } = await databaseBackends()[0]!.open());
    const clock = new ManualFeedClock(START);
    app = await buildTestServer({
      database,
      sports: { feed: new SimulatedFeed({ seed: 5, clock }), seed: 5, clock },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it.each([
    ['POST', '/test-control/sports/finish', { gameId: 1_000_001, home: 1, away: 0 }],
    ['POST', '/test-control/sports/coef', { outcomeId: 100_000_100, coef: 2 }],
    ['POST', '/test-control/sports/goal', { gameId: 1_000_001, side: 'home' }],
    ['POST', '/test-control/clock/advance', { ms: 1000 }],
    ['GET', '/test-control/messages', undefined],
    ['GET', '/test-control/anything?x=1', undefined],
  ] as const)('%s %s is a JSON 404', async (method, url, payload) => {
    const res = await app.inject({ method, url, headers: ORIGIN, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});

describe.each(databaseBackends())('test control on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let pool: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    clock = new ManualFeedClock(START);
    app = await buildTestServer({
      database,
      contentRoot: couponContentRoot(),
      sports: { feed: new SimulatedFeed({ seed: 7, clock }), seed: 7, clock },
      // Sweeps far apart: a settled coupon below was settled by the finish call itself.
      settlement: { sweepEveryMs: 3_600_000 },
      testControl: true,
    });
    await app.ready();
    await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
    await houseAccountId(database.db, HOUSE_ACCOUNT.sportsbook, 643);
    pool = await linePicks(app, 12);
    customer = await fundedCustomer(app, database, 10_000_000);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const take = (n: number) => pool.splice(0, n);

  it('finish stores the result and settles a placed coupon before answering, once', async () => {
    const picks = take(2);
    const res = await place(app, customer, {
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: 100,
      changeCoefAction: 2,
      bets: picks.map((p) => betOf(p)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json<{ coupons: { id: number; possibleWin: number }[] }>().coupons[0]!;
    const afterStake = await balanceOf(database, customer.mainAccountId);

    for (const p of picks) {
      const finished = await post(app, '/test-control/sports/finish', {
        gameId: p.game.id,
        home: 2,
        away: 1,
        periods: [
          { home: 1, away: 0 },
          { home: 1, away: 1 },
        ],
      });
      expect(finished.statusCode, finished.body).toBe(200);
      expect(finished.json()).toEqual({
        gameId: p.game.id,
        status: GameStatus.Finished,
        score: '2:1 (1:0, 1:1)',
        cancelled: false,
      });
    }
    // No waiting: the answer came after the settlement pass.
    const win = Math.round(coupon.possibleWin * 100);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(afterStake + win);
    const shown = await app.inject({
      url: `/web-api/coupon/${coupon.id}`,
      headers: customer.headers,
    });
    expect(shown.json()).toMatchObject({ status: 'won', payout: coupon.possibleWin });

    // The game left play as a finished game does: finished in the state, every price blocked.
    const game = await gameOf(app, picks[0]!.game.id);
    expect(game).toMatchObject({ status: GameStatus.Finished, isFinished: true });
    expect(game.markets.every((m) => m.outcomes.every((o) => o.isBlocked))).toBe(true);
    const row = await database.db
      .selectFrom('sport_results')
      .select(['score_home', 'score_away', 'periods', 'cancelled'])
      .where('game_id', '=', picks[0]!.game.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      score_home: 2,
      score_away: 1,
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
      cancelled: false,
    });

    // Finishing again changes nothing and says why; the win stays credited once.
    const again = await post(app, '/test-control/sports/finish', {
      gameId: picks[0]!.game.id,
      home: 0,
      away: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Game ${picks[0]!.game.id} has finished already`);
    // The simulator no longer plays it: time passes, the score stays.
    clock.advance(60_000);
    expect((await gameOf(app, picks[0]!.game.id)).score.full).toBe('2:1');
    expect(await balanceOf(database, customer.mainAccountId)).toBe(afterStake + win);
  });

  it('finish with cancelled voids the bets on the game (stake back)', async () => {
    const [pick] = take(1);
    const res = await place(app, customer, {
      typeId: 9,
      accountId: customer.mainAccountId,
      amount: 25,
      changeCoefAction: 2,
      bets: [betOf(pick!)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ coupons: { id: number }[] }>().coupons[0]!.id;
    const before = await balanceOf(database, customer.mainAccountId);
    const finished = await post(app, '/test-control/sports/finish', {
      gameId: pick!.game.id,
      home: 0,
      away: 0,
      cancelled: true,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ status: GameStatus.Cancelled, cancelled: true });
    expect((await gameOf(app, pick!.game.id)).status).toBe(GameStatus.Cancelled);
    const shown = await app.inject({ url: `/web-api/coupon/${id}`, headers: customer.headers });
    expect(shown.json()).toMatchObject({ status: 'void', payout: 25 });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before + 2_500);
  });

  it('coef prices an outcome: the state, the live push and placement see the new price', async () => {
    const [pick] = take(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const stream = await SseClient.open(`${url}/web-api/sports/live/stream?games=${pick!.game.id}`);
    try {
      await stream.waitFor(() => stream.of('snapshot').length === 1);
      const newCoef = pick!.outcome.coef >= 5 ? pick!.outcome.coef - 1 : pick!.outcome.coef + 1.37;
      const coef = Math.round(newCoef * 100) / 100;
      const set = await post(app, '/test-control/sports/coef', {
        outcomeId: pick!.outcome.id,
        coef,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({
        outcomeId: pick!.outcome.id,
        gameId: pick!.game.id,
        coef,
        isBlocked: false,
      });

      const pushed = () =>
        stream
          .of('delta')
          .map((e) => JSON.parse(e.data) as GameDelta)
          .flatMap((d) => d.outcomes ?? [])
          .some((o) => o.id === pick!.outcome.id && o.coef === coef);
      await stream.waitFor(pushed);
      const outcome = (await gameOf(app, pick!.game.id)).markets
        .flatMap((m) => m.outcomes)
        .find((o) => o.id === pick!.outcome.id);
      expect(outcome?.coef).toBe(coef);

      // The model no longer moves a price test control set.
      clock.advance(120_000);
      const later = (await gameOf(app, pick!.game.id)).markets
        .flatMap((m) => m.outcomes)
        .find((o) => o.id === pick!.outcome.id);
      expect(later?.coef).toBe(coef);

      // A coupon with the old price and "refuse any change" is refused with the new one.
      const body = {
        typeId: 9,
        accountId: customer.mainAccountId,
        amount: 10,
        changeCoefAction: 0,
        bets: [betOf(pick!)],
      };
      const refusals = await expectRefused(await place(app, customer, body), 'odds_changed');
      expect(refusals).toContainEqual({
        code: 'odds_changed',
        outcomeId: pick!.outcome.id,
        newCoef: coef,
      });
      const placed = await place(app, customer, { ...body, bets: [{ ...betOf(pick!), coef }] });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().coupons[0].legs[0].coef).toBe(coef);
    } finally {
      stream.close();
    }
  });

  it('goal scores for a side of a game in play: the score and the prices it moves, in one delta', async () => {
    const live = await app.inject({ url: '/web-api/sports/games?type=live&limit=300' });
    const game = live
      .json<{ games: GameDetails[] }>()
      .games.find(
        (g) =>
          g.sportId === 1 &&
          g.status === GameStatus.InPlay &&
          g.markets[0]?.outcomes.every((o) => !o.isBlocked),
      );
    expect(game).toBeDefined();
    const before = await gameOf(app, game!.id);
    const homeBefore = before.markets[0]!.outcomes[0]!;
    const res = await post(app, '/test-control/sports/goal', { gameId: game!.id, side: 'home' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      gameId: game!.id,
      home: before.score!.home + 1,
      away: before.score!.away,
    });
    const after = await gameOf(app, game!.id);
    expect(after.score).toMatchObject({ home: before.score!.home + 1, away: before.score!.away });
    // A home goal makes a home win likelier: its price shortens.
    expect(after.markets[0]!.outcomes[0]!.coef).toBeLessThan(homeBefore.coef);

    const line = await app.inject({ url: '/web-api/sports/games?type=line&limit=1' });
    const notStarted = line.json<{ games: GameDetails[] }>().games[0]!;
    const early = await post(app, '/test-control/sports/goal', {
      gameId: notStarted.id,
      side: 'away',
    });
    expect(early.statusCode, early.body).toBe(409);
    const unknown = await post(app, '/test-control/sports/goal', {
      gameId: 999_999_999,
      side: 'home',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(app, '/test-control/sports/goal', { gameId: game!.id, side: 'left' });
    expect(bad.statusCode).toBe(400);
  });

  it('advance moves the feed clock: line games whose start has passed go live', async () => {
    const before = clock.now();
    const line = await app.inject({ url: '/web-api/sports/games?type=line&limit=300' });
    const games = line.json<{ games: GameDetails[] }>().games;
    const soonest = Math.min(...games.map((g) => g.startAt * 1000));
    const ms = soonest - before + 5_000;
    const res = await post(app, '/test-control/clock/advance', { ms });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ nowMs: before + ms, now: new Date(before + ms).toISOString() });
    expect(clock.now()).toBe(before + ms);
    const started = games.find((g) => g.startAt * 1000 === soonest)!;
    expect((await gameOf(app, started.id)).status).not.toBe(GameStatus.NotStarted);
  });

  it('messages lists the SMS and e-mail the server sent, all or to one address', async () => {
    const sent = await post(app, '/web-api/auth/sms/send', {
      'phone-number': '9161112299',
      'phone-code': '+7',
      purpose: 'phone_reg',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const to = await app.inject({ url: '/test-control/messages?to=79161112299' });
    expect(to.statusCode).toBe(200);
    const messages = to.json<{ messages: { channel: string; to: string; text: string }[] }>()
      .messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '79161112299' });
    expect(messages[0]!.text).toMatch(/\d{6}/);
    const all = await app.inject({ url: '/test-control/messages' });
    expect(all.json().messages).toContainEqual(messages[0]);
    const none = await app.inject({ url: '/test-control/messages?to=nobody@example.com' });
    expect(none.json()).toEqual({ messages: [] });
  });

  it('answers 404 for an unknown game or outcome', async () => {
    const game = await post(app, '/test-control/sports/finish', { gameId: 42, home: 1, away: 0 });
    expect(game.statusCode).toBe(404);
    expect(game.json()).toEqual({
      error: 'Not Found',
      message: 'No game 42 in the line or live',
      reason: 'not_found',
    });
    const outcome = await post(app, '/test-control/sports/coef', { outcomeId: 42, coef: 2 });
    expect(outcome.statusCode).toBe(404);
    expect(outcome.json().message).toBe('No outcome 42 in the line or live');
  });

  it.each([
    [
      '/test-control/sports/finish',
      { gameId: 1_000_001, away: 0 },
      "must have required property 'home'",
    ],
    ['/test-control/sports/finish', { gameId: 'x', home: 1, away: 0 }, 'body/gameId'],
    ['/test-control/sports/finish', { gameId: 1_000_001, home: -1, away: 0 }, 'body/home'],
    [
      '/test-control/sports/finish',
      { gameId: 1_000_001, home: 1, away: 0, cancelled: 'no' },
      'body/cancelled',
    ],
    [
      '/test-control/sports/finish',
      { gameId: 1_000_001, home: 2, away: 0, periods: [{ home: 1, away: 0 }] },
      'body/periods must add up to body/home and body/away',
    ],
    ['/test-control/sports/finish', { gameId: 1_000_001, home: 1, away: 0, extra: 1 }, "'extra'"],
    ['/test-control/sports/coef', { outcomeId: 1 }, "must have required property 'coef'"],
    ['/test-control/sports/coef', { outcomeId: 1, coef: 1 }, 'body/coef'],
    ['/test-control/sports/coef', { outcomeId: 1, coef: 2.345 }, 'body/coef must be a coefficient'],
    ['/test-control/clock/advance', { ms: -5 }, 'body/ms'],
    ['/test-control/clock/advance', { ms: 1.5 }, 'body/ms'],
    ['/test-control/clock/advance', {}, "must have required property 'ms'"],
  ])('POST %s %j is a 400 naming the field', async (url, payload, message) => {
    const before = clock.now();
    const res = await post(app, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(clock.now()).toBe(before);
  });

  it('GET /test-control/messages with an empty `to` is a 400', async () => {
    const res = await app.inject({ url: '/test-control/messages?to=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring/to');
  });
});

describe('the offset feed clock (test control in a real-time server)', () => {
  it('is real time plus what advance added, and refuses going back', () => {
    const clock = new OffsetFeedClock();
    const before = Date.now();
    clock.advance(3_600_000);
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it('is the feed clock of a server built with test control and no clock of its own', async () => {
    const { database, drop } = await databaseBackends()[0]!.open();
    const app = await buildTestServer({ database, testControl: true });
    try {
      await app.ready();
      const before = Date.now();
      const res = await post(app, '/test-control/clock/advance', { ms: 86_400_000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ nowMs: number }>().nowMs).toBeGreaterThanOrEqual(before + 86_400_000);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('a production start', () => {
  it('refuses TEST_CONTROL=1, naming the variable, before it opens a database', () => {
    const dataDir = makeTempDir('production-test-control');
    const { DATABASE_URL: _omit, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        TEST_CONTROL: '1',
        PAYMENT_PROVIDER: 'sandbox',
        DATA_DIR: dataDir,
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: PROCESS_START_TIMEOUT_MS,
    });
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toContain('TEST_CONTROL=1 with NODE_ENV=production');
    expect(result.stdout).not.toContain('Listening on');
    // Refused before the database: nothing was created in DATA_DIR.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('is refused by buildServer too, whoever builds it', async () => {
    const { database, drop } = await databaseBackends()[0]!.open();
    try {
      await expect(
        buildTestServer({ database, production: true, testControl: true }),
      ).rejects.toThrow('TEST_CONTROL=1 with NODE_ENV=production');
    } finally {
      await drop();
    }
  });
});
