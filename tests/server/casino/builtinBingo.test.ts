// Bingo of the built-in provider (SPEC section 2, bingo): one draw on the shared schedule for every
// viewer, its seed's hash shown while it sells tickets and the seed once it closes; tickets of a
// real and a demo session dealt at purchase, each purchase debited through the wallet and settled
// by the draw's balls when it closes (the ledger moves by exactly stakes and wins; demo stays off
// it); a purchase after the close or on another draw refused with a code and nothing moved; bad
// purchases refused.
import { afterAll, describe, expect, it } from 'vitest';
import { bingoWin, BINGO_BALLS, BINGO_CLIENT_SEED } from '../../../domain/casino/bingo';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
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

describe.each(databaseBackends())('built-in bingo on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-bingo');
  const state = (session: string) => postOk(server, 'bingo/state', { session });
  const buy = (
    session: string,
    drawNo: number,
    tickets: unknown,
    stake: unknown,
    id = requestId(),
  ) => post(server, 'bingo/buy', { session, requestId: id, drawNo, tickets, stake });

  it('pays every ticket of a draw by its one fair set of balls, through the wallet', async () => {
    const real = await openPlayer(server, database, 'real', 100_000);
    const demo = await openPlayer(server, database, 'demo');
    const view = await start(real.sessionId);
    expect(view.bingo).toMatchObject({ balls: BINGO_BALLS, rtpPercent: 94.8928 });
    await start(demo.sessionId);
    const seen = await state(real.sessionId);
    // Every viewer sees the same draw, its seed hidden until it closes.
    expect((await state(demo.sessionId)).draw).toEqual(seen.draw);
    expect(seen.draw).toMatchObject({
      serverSeed: null,
      outcome: null,
      clientSeed: BINGO_CLIENT_SEED,
    });
    const drawNo = seen.draw.drawNo;
    const id = requestId();
    const bought = await buy(real.sessionId, drawNo, 3, 500, id);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ bet: { stake: 1_500, settled: false }, balance: 98_500 });
    const tickets = bought.json().bet.bets as { ticket: number[]; stake: number }[];
    expect(tickets).toHaveLength(3);
    for (const { ticket } of tickets) expect(new Set(ticket).size).toBe(15);
    // A replayed request answers the first purchase and takes nothing more.
    expect((await buy(real.sessionId, drawNo, 3, 500, id)).json().bet.betId).toBe(
      bought.json().bet.betId,
    );
    expect((await buy(demo.sessionId, drawNo, 1, 2_000)).statusCode).toBe(200);
    // The next draw does not sell yet.
    const early = await buy(real.sessionId, drawNo + 1, 1, 100);
    expect([early.statusCode, early.json().reason]).toEqual([409, 'bets_closed']);

    server.clock.advance(new Date(seen.draw.closesAt).getTime() - server.clock.now().getTime());
    const late = await buy(real.sessionId, drawNo, 1, 100);
    expect([late.statusCode, late.json().reason]).toEqual([409, 'bets_closed']);
    const after = await state(real.sessionId);
    expect(after.draw.drawNo).toBe(drawNo + 1);
    const closed = after.recent.find((d: { drawNo: number }) => d.drawNo === drawNo);
    expect(closed.serverSeedHash).toBe(seen.draw.serverSeedHash);
    expect(new Set(closed.outcome.slice(0, BINGO_BALLS)).size).toBe(BINGO_BALLS);
    const check = await verifyBuiltinRound({ ...closed, engineKey: 'builtin-bingo' });
    expect(check.verified).toBe(true);
    const win = bingoWin(tickets, closed.outcome);
    expect(after.bets[0]).toMatchObject({ drawNo, stake: 1_500, win, settled: true });
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_500 + win);
    expect(await casinoMovements(database, real.accountId!)).toMatchObject({
      casino_bet: -1_500,
      casino_win: win,
      casino_rollback: 0,
    });
    const demoAfter = await state(demo.sessionId);
    expect(demoAfter.recent[0]).toEqual(closed);
    const demoWin = bingoWin(demoAfter.bets[0].bets, closed.outcome);
    expect(demoAfter.balance).toBe(DEMO_START_BALANCE - 2_000 + demoWin);
    // Settled once: another sweep moves nothing.
    await state(real.sessionId);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - 1_500 + win);
  });

  it('refuses bad purchases and a stake beyond the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 1_000);
    await start(p.sessionId);
    const { draw } = await state(p.sessionId);
    for (const [tickets, stake] of [
      [0, 100],
      [5, 100],
      [1.5, 100],
      [1, 150],
      [1, 0],
      ['two', 100],
    ]) {
      const res = await buy(p.sessionId, draw.drawNo, tickets, stake);
      expect(res.statusCode, `${tickets} × ${stake}`).toBe(400);
      expect(res.json().reason).toBe('invalid_field');
    }
    const broke = await buy(p.sessionId, draw.drawNo, 1, 2_000);
    expect([broke.statusCode, broke.json().reason]).toEqual([409, 'insufficient_funds']);
    // A bingo session cannot bet on the wheel, nor a draw far away.
    const other = await post(server, 'money-wheel/state', { session: p.sessionId });
    expect(other.statusCode).toBe(409);
    const far = await buy(p.sessionId, draw.drawNo - 5, 1, 100);
    expect([far.statusCode, far.json().reason]).toEqual([409, 'bets_closed']);
    expect(await accountBalance(database, p.accountId!)).toBe(1_000);
    expect((await state(p.sessionId)).bets).toEqual([]);
    expect(await casinoMovements(database, p.accountId!)).toMatchObject({
      casino_bet: 0,
      casino_win: 0,
      count: 0,
    });
  });
});
