// The live RNG tables of the built-in provider (SPEC section 2, live casino): roulette and baccarat
// rounds on the shared schedule. A real and a demo session see the same round and the same
// simulated seats (those seated so far while bets are taken, all once it closes, recomputable from
// the revealed seed); a bet in the window is debited once (a replayed request id answers the first
// bet), the win credited once when the round closes, the ledger moving by exactly stake and win;
// a bet after the close or on another round, bad bets, a stake beyond the balance and a
// self-excluded customer's bet are refused with nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { liveSeats, liveWin, LIVE_PERIOD_MS } from '../../../domain/casino/liveTables';
import { LIMIT_TYPE } from '../../../domain/limits/index';
import type { AppDatabase } from '../../../server/db/index';
import { DEMO_START_BALANCE } from '../../../server/casino/builtin/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountBalance,
  builtinServerFor,
  casinoMovements,
  openPlayer,
  post,
  postOk,
  requestId,
  startView,
  type BuiltinServer,
} from './builtinTestKit';

afterAll(removeTempDirs);

const closesAt = (drawNo: number) => (drawNo + 1) * LIVE_PERIOD_MS;

describe.each(databaseBackends())('built-in live RNG tables on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const state = (session: string) => postOk(server, 'live-table/state', { session });
  const bet = (session: string, drawNo: number, bets: unknown, id = requestId()) =>
    post(server, 'live-table/bet', { session, requestId: id, drawNo, bets });
  const toClose = (drawNo: number) =>
    server.clock.advance(closesAt(drawNo) - server.clock.now().getTime());

  it('live roulette: one round for every viewer; a bet debited once, its win credited once', async () => {
    const real = await openPlayer(server, database, 'real', 100_000);
    const demo = await openPlayer(server, database, 'demo');
    const view = await startView(server, real.sessionId, 'builtin-live-roulette');
    expect(view.liveTable).toMatchObject({ periodMs: LIVE_PERIOD_MS, seats: 7, ownSeat: 4 });
    expect(view.liveTable.bets[0].rtpPercent).toBe(97.2973);
    await startView(server, demo.sessionId, 'builtin-live-roulette');
    const seen = await state(real.sessionId);
    expect((await state(demo.sessionId)).draw).toEqual(seen.draw);
    expect(seen.draw.serverSeed).toBeNull();
    const drawNo = seen.draw.drawNo;
    const bets = [
      { kind: 'red', stake: 1_000 },
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'dozen', numbers: [3], stake: 500 },
    ];
    const id = requestId();
    const placed = await bet(real.sessionId, drawNo, bets, id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ bet: { stake: 1_600, settled: false }, balance: 98_400 });
    // A replay of the same request answers the first bet and debits nothing more.
    const replay = await bet(real.sessionId, drawNo, bets, id);
    expect(replay.json().bet.betId).toBe(placed.json().bet.betId);
    expect(await accountBalance(database, real.accountId!)).toBe(98_400);
    expect((await bet(demo.sessionId, drawNo, [{ kind: 'black', stake: 200 }])).statusCode).toBe(
      200,
    );
    const early = await bet(real.sessionId, drawNo + 1, bets);
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('bets_closed');

    toClose(drawNo);
    const late = await bet(real.sessionId, drawNo, bets);
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('bets_closed');
    const after = await state(real.sessionId);
    expect(after.draw.drawNo).toBe(drawNo + 1);
    const closed = after.recent.find((d: { drawNo: number }) => d.drawNo === drawNo);
    expect(closed.serverSeedHash).toBe(seen.draw.serverSeedHash);
    const check = await verifyBuiltinRound({ ...closed, engineKey: 'builtin-live-roulette' });
    expect(check.verified).toBe(true);
    // The simulated seats of the round: all of them, recomputed from the revealed seed.
    const seats = await liveSeats('live-roulette', closed.serverSeed, drawNo);
    expect(closed.seats.map((s: { seat: number }) => s.seat)).toEqual(seats.map((s) => s.seat));
    expect(closed.seats.every((s: { win: number | null }) => s.win !== null)).toBe(true);
    const win = liveWin('live-roulette', bets as never, closed.outcome);
    expect(after.bets[0]).toMatchObject({ drawNo, stake: 1_600, win, settled: true });
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_600 + win);
    expect(await casinoMovements(database, real.accountId!)).toMatchObject({
      casino_bet: -1_600,
      casino_win: win,
      casino_rollback: 0,
    });
    const demoAfter = await state(demo.sessionId);
    expect(demoAfter.recent[0]).toEqual(closed);
    expect(demoAfter.balance).toBe(
      DEMO_START_BALANCE -
        200 +
        liveWin('live-roulette', [{ kind: 'black', stake: 200 }], closed.outcome),
    );
    // Settled once: more viewers and sweeps move nothing.
    await state(real.sessionId);
    await state(demo.sessionId);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_600 + win);
  });

  it('live baccarat: simulated seats appear during the window; the coup pays by the baccarat rules', async () => {
    const real = await openPlayer(server, database, 'real', 50_000);
    const view = await startView(server, real.sessionId, 'builtin-live-baccarat');
    expect(view.liveTable.bets.map((b: { kind: string }) => b.kind)).toEqual([
      'player',
      'banker',
      'tie',
    ]);
    // At the window's start no seat has sat down yet (they sit within its first 17 s).
    const opens = (Math.floor(server.clock.now().getTime() / LIVE_PERIOD_MS) + 1) * LIVE_PERIOD_MS;
    server.clock.advance(opens - server.clock.now().getTime());
    const first = await state(real.sessionId);
    const drawNo = first.draw.drawNo;
    server.clock.advance(LIVE_PERIOD_MS - 2_500);
    const later = await state(real.sessionId);
    expect(later.draw.drawNo).toBe(drawNo);
    expect(later.draw.seats.length).toBeGreaterThanOrEqual(first.draw.seats.length);
    expect(later.draw.seats.every((s: { win: null }) => s.win === null)).toBe(true);
    const bets = [
      { kind: 'banker', stake: 2_000 },
      { kind: 'tie', stake: 100 },
    ];
    const placed = await bet(real.sessionId, drawNo, bets);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().balance).toBe(47_900);
    toClose(drawNo);
    const after = await state(real.sessionId);
    const closed = after.recent[0];
    expect(closed.drawNo).toBe(drawNo);
    expect(closed.outcome).toHaveLength(6);
    expect(closed.seats.length).toBe(
      (await liveSeats('live-baccarat', closed.serverSeed, drawNo)).length,
    );
    expect(closed.seats.length).toBeGreaterThanOrEqual(later.draw.seats.length);
    expect(
      (await verifyBuiltinRound({ ...closed, engineKey: 'builtin-live-baccarat' })).verified,
    ).toBe(true);
    const win = liveWin('live-baccarat', bets, closed.outcome);
    expect(await accountBalance(database, real.accountId!)).toBe(50_000 - 2_100 + win);
    expect(await casinoMovements(database, real.accountId!)).toMatchObject({
      casino_bet: -2_100,
      casino_win: win,
    });
  });

  it('refuses bad bets, a stake beyond the balance and a self-excluded customer, moving nothing', async () => {
    const p = await openPlayer(server, database, 'real', 1_000);
    await startView(server, p.sessionId, 'builtin-live-baccarat');
    const { draw } = await state(p.sessionId);
    for (const bets of [
      [],
      [{ kind: 'red', stake: 100 }],
      [{ kind: 'banker', stake: 150 }],
      [{ kind: 'nope', stake: 100 }],
      [
        { kind: 'tie', stake: 100 },
        { kind: 'tie', stake: 100 },
      ],
      'all',
    ]) {
      const res = await bet(p.sessionId, draw.drawNo, bets);
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
      expect(res.json().reason).toBe('invalid_field');
    }
    const broke = await bet(p.sessionId, draw.drawNo, [{ kind: 'player', stake: 2_000 }]);
    expect(broke.statusCode).toBe(409);
    expect(broke.json().reason).toBe('insufficient_funds');

    const excluded = await openPlayer(server, database, 'real', 10_000);
    await startView(server, excluded.sessionId, 'builtin-live-roulette');
    const now = new Date();
    await database.db
      .insertInto('customer_limits')
      .values({
        user_id: excluded.userId!,
        type: LIMIT_TYPE.selfExclusion,
        value: 30,
        state: 'ACTIVE',
        started_at: new Date(now.getTime() - 1_000),
        ends_at: new Date(now.getTime() + 30 * 86_400_000),
        updated_at: now,
      })
      .execute();
    const blocked = await bet(excluded.sessionId, (await state(excluded.sessionId)).draw.drawNo, [
      { kind: 'red', stake: 100 },
    ]);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().reason).toBe('play_blocked');
    expect(await accountBalance(database, excluded.accountId!)).toBe(10_000);
    // A roulette bet on the baccarat table's session (and the other way) is not on its board.
    const wrong = await bet(p.sessionId, draw.drawNo, [
      { kind: 'straight', numbers: [5], stake: 100 },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(await accountBalance(database, p.accountId!)).toBe(1_000);
    expect((await state(p.sessionId)).bets).toEqual([]);
    expect(await casinoMovements(database, p.accountId!)).toMatchObject({ count: 0 });
  });
});
