// The money wheel of the built-in provider (SPEC section 2, TV games): one draw on the shared
// schedule for every viewer, its seed's hash shown while it takes bets and the seed once it
// closes; bets of a real and a demo session on the same draw, each debited through the wallet
// when placed and settled by the one segment when the draw closes (the ledger moves by exactly
// stakes and wins; demo stays off it); a bet after the draw closed, or on another draw, refused
// with a code and nothing moved; bad bets refused.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { wheelClosesAt, wheelWin, WHEEL_CLIENT_SEED } from '../../../domain/casino/moneyWheel';
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

describe.each(databaseBackends())('built-in money wheel on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-money-wheel');
  const state = (session: string) => postOk(server, 'money-wheel/state', { session });
  const bet = (session: string, drawNo: number, bets: unknown) =>
    post(server, 'money-wheel/bet', { session, requestId: requestId(), drawNo, bets });

  it('settles every bet of a draw by its one fair segment, through the wallet', async () => {
    const real = await openPlayer(server, database, 'real', 100_000);
    const demo = await openPlayer(server, database, 'demo');
    const view = await start(real.sessionId);
    expect(view.moneyWheel.segments).toHaveLength(54);
    expect(view.moneyWheel.rtpPercentByValue['1']).toBe(96.2963);
    await start(demo.sessionId);
    const seen = await state(real.sessionId);
    const other = await state(demo.sessionId);
    // Every viewer sees the same draw, its seed hidden until it closes.
    expect(other.draw).toEqual(seen.draw);
    expect(seen.draw.serverSeed).toBeNull();
    expect(seen.draw.clientSeed).toBe(WHEEL_CLIENT_SEED);
    const drawNo = seen.draw.drawNo;
    const realBets = [
      { value: 1, stake: 1_000 },
      { value: 3, stake: 500 },
      { value: 50, stake: 100 },
    ];
    const placed = await bet(real.sessionId, drawNo, realBets);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ bet: { stake: 1_600, settled: false }, balance: 98_400 });
    const demoBets = [{ value: 6, stake: 2_000 }];
    expect((await bet(demo.sessionId, drawNo, demoBets)).statusCode).toBe(200);
    // A bet on the next draw is not taken yet.
    const early = await bet(real.sessionId, drawNo + 1, realBets);
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('bets_closed');

    server.clock.advance(wheelClosesAt(drawNo) - server.clock.now().getTime());
    // A bet on the closed draw is refused and moves nothing.
    const late = await bet(real.sessionId, drawNo, realBets);
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('bets_closed');
    const after = await state(real.sessionId);
    expect(after.draw.drawNo).toBe(drawNo + 1);
    const closed = after.recent.find((d: { drawNo: number }) => d.drawNo === drawNo);
    expect(closed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.serverSeedHash).toBe(seen.draw.serverSeedHash);
    const check = await verifyBuiltinRound({
      ...closed,
      engineKey: 'builtin-money-wheel',
      outcome: [closed.segment],
    });
    expect(check.verified).toBe(true);
    const win = wheelWin(realBets, closed.segment);
    expect(after.bets[0]).toMatchObject({ drawNo, stake: 1_600, win, settled: true });
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_600 + win);
    const moved = await casinoMovements(database, real.accountId!);
    expect(moved).toMatchObject({ casino_bet: -1_600, casino_win: win, casino_rollback: 0 });
    const demoAfter = await state(demo.sessionId);
    expect(demoAfter.recent[0]).toEqual(closed);
    expect(demoAfter.balance).toBe(DEMO_START_BALANCE - 2_000 + wheelWin(demoBets, closed.segment));
    // Settled once: another sweep moves nothing.
    await state(real.sessionId);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_600 + win);
  });

  it('refuses bad bets and a stake beyond the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 1_000);
    await start(p.sessionId);
    const { draw } = await state(p.sessionId);
    for (const bets of [
      [],
      [{ value: 2, stake: 100 }],
      [{ value: 1, stake: 150 }],
      [
        { value: 1, stake: 100 },
        { value: 1, stake: 100 },
      ],
      [{ value: 1, stake: 200_000 }],
      'all',
    ]) {
      const res = await bet(p.sessionId, draw.drawNo, bets);
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
      expect(res.json().reason).toBe('invalid_field');
    }
    const broke = await bet(p.sessionId, draw.drawNo, [{ value: 1, stake: 2_000 }]);
    expect(broke.statusCode).toBe(409);
    expect(broke.json().reason).toBe('insufficient_funds');
    expect(await accountBalance(database, p.accountId!)).toBe(1_000);
    expect((await state(p.sessionId)).bets).toEqual([]);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: 0, casino_win: 0, count: 0 });
  });
});
