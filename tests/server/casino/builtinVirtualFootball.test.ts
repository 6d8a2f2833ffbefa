// Virtual football of the built-in provider (SPEC section 2, virtual sports): one match on the
// shared schedule for every viewer, priced by the sports feed's goal model before kick-off, its
// seed's hash shown while it takes bets and the seed once it is played; bets of a real and a demo
// session debited through the wallet and settled by the one fair score (the ledger moves by exactly
// stakes and wins; demo stays off it); a bet after kick-off or on another match refused with a code
// and nothing moved; bad bets refused.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import {
  footballMatch,
  footballWin,
  FOOTBALL_CLIENT_SEED,
} from '../../../domain/casino/virtualFootball';
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

describe.each(databaseBackends())('built-in virtual football on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-virtual-football');
  const state = (session: string) => postOk(server, 'virtual-football/state', { session });
  const bet = (session: string, drawNo: number, bets: unknown) =>
    post(server, 'virtual-football/bet', { session, requestId: requestId(), drawNo, bets });

  it('settles every bet of a match by its one fair score, through the wallet', async () => {
    const real = await openPlayer(server, database, 'real', 100_000);
    const demo = await openPlayer(server, database, 'demo');
    const view = await start(real.sessionId);
    expect(view.virtualFootball.rtpPercentByMarket.result).toBeGreaterThan(94.5);
    await start(demo.sessionId);
    const seen = await state(real.sessionId);
    expect((await state(demo.sessionId)).draw).toEqual(seen.draw);
    expect(seen.draw).toMatchObject({ serverSeed: null, clientSeed: FOOTBALL_CLIENT_SEED });
    const matchNo = seen.draw.drawNo;
    // Every outcome of both markets backed: exactly one result and one total win.
    const realBets = [
      { market: 'result', pick: 0, stake: 1_000 },
      { market: 'result', pick: 1, stake: 1_000 },
      { market: 'result', pick: 2, stake: 1_000 },
      { market: 'total', pick: 0, stake: 500 },
      { market: 'total', pick: 1, stake: 500 },
    ] as const;
    const placed = await bet(real.sessionId, matchNo, realBets);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ bet: { stake: 4_000, settled: false }, balance: 96_000 });
    const demoBets = [{ market: 'result', pick: 1, stake: 2_000 }] as const;
    expect((await bet(demo.sessionId, matchNo, demoBets)).statusCode).toBe(200);
    const early = await bet(real.sessionId, matchNo + 1, realBets);
    expect([early.statusCode, early.json().reason]).toEqual([409, 'bets_closed']);

    server.clock.advance(new Date(seen.draw.closesAt).getTime() - server.clock.now().getTime());
    const late = await bet(real.sessionId, matchNo, realBets);
    expect([late.statusCode, late.json().reason]).toEqual([409, 'bets_closed']);
    const after = await state(real.sessionId);
    expect(after.draw.drawNo).toBe(matchNo + 1);
    const played = after.recent.find((d: { drawNo: number }) => d.drawNo === matchNo);
    expect(played.outcome).toHaveLength(2);
    const check = await verifyBuiltinRound({ ...played, engineKey: 'builtin-virtual-football' });
    expect(check.verified).toBe(true);
    const [home, away] = played.outcome as number[];
    const prices = footballMatch(matchNo).prices;
    const result = home! > away! ? 0 : home === away ? 1 : 2;
    const total = home! + away! > 2.5 ? 0 : 1;
    const win = Math.round(1_000 * prices.result[result]! + 500 * prices.total[total]!);
    expect(footballWin(realBets, matchNo, played.outcome)).toBe(win);
    expect(after.bets[0]).toMatchObject({ drawNo: matchNo, stake: 4_000, win, settled: true });
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 4_000 + win);
    expect(await casinoMovements(database, real.accountId!)).toMatchObject({
      casino_bet: -4_000,
      casino_win: win,
      casino_rollback: 0,
    });
    const demoAfter = await state(demo.sessionId);
    expect(demoAfter.recent[0]).toEqual(played);
    expect(demoAfter.balance).toBe(
      DEMO_START_BALANCE - 2_000 + footballWin(demoBets, matchNo, played.outcome),
    );
    await state(real.sessionId);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 4_000 + win);
  });

  it('refuses bad bets and a stake beyond the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 1_000);
    await start(p.sessionId);
    const { draw } = await state(p.sessionId);
    for (const bets of [
      [],
      [{ market: 'corners', pick: 0, stake: 100 }],
      [{ market: 'total', pick: 2, stake: 100 }],
      [{ market: 'result', pick: 0, stake: 150 }],
      [
        { market: 'result', pick: 0, stake: 100 },
        { market: 'result', pick: 0, stake: 100 },
      ],
      [{ market: 'result', pick: 0, stake: 200_000 }],
      'home',
    ]) {
      const res = await bet(p.sessionId, draw.drawNo, bets);
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
      expect(res.json().reason).toBe('invalid_field');
    }
    const broke = await bet(p.sessionId, draw.drawNo, [
      { market: 'result', pick: 0, stake: 2_000 },
    ]);
    expect([broke.statusCode, broke.json().reason]).toEqual([409, 'insufficient_funds']);
    expect(await accountBalance(database, p.accountId!)).toBe(1_000);
    expect((await state(p.sessionId)).bets).toEqual([]);
    expect(await casinoMovements(database, p.accountId!)).toMatchObject({
      casino_bet: 0,
      casino_win: 0,
      count: 0,
    });
  });
});
