// The built-in crash game on the server clock (moved by hand here): a cash-out before the crash
// point wins stake × the multiplier of the moment the request arrives, after it the stake is lost,
// an automatic cash-out pays its target, one round at a time, every movement through the wallet;
// and the crash point verifies from the revealed seed. On every backend.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import {
  crashTimeMs,
  crashWin,
  msToReach,
  multiplierX100At,
} from '../../../domain/casino/crashGame';
import type { AppDatabase } from '../../../server/db/index';
import { DEMO_START_BALANCE } from '../../../server/casino/builtin/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountBalance,
  builtinServerFor,
  casinoMovements,
  get,
  openPlayer,
  post,
  requestId,
  type BuiltinServer,
  type Player,
} from './builtinTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('built-in crash game on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  async function startCrash(p: Player) {
    const res = await post(server, 'start', { session: p.sessionId, engineKey: 'builtin-crash' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The hidden crash point of a round, read from the provider's table (the test's privilege). */
  async function crashPointOf(roundId: string): Promise<number> {
    const row = await database.db
      .selectFrom('builtin_rounds')
      .select('outcome')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    const outcome = typeof row.outcome === 'string' ? JSON.parse(row.outcome) : row.outcome;
    return (outcome as number[])[0]!;
  }

  async function bet(p: Player, stake: number, extra: Record<string, unknown> = {}) {
    const res = await post(server, 'crash/bet', {
      session: p.sessionId,
      stake,
      requestId: requestId(),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Lets a round run past its end and reads it settled. */
  async function finish(p: Player, roundId: string, crash: number) {
    server.clock.advance(crashTimeMs(crash) + 10);
    const res = await get(server, 'crash/round', { session: p.sessionId, roundId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Bets until a round's crash point is at least `atLeast` (lost rounds are let crash). */
  async function betReaching(p: Player, stake: number, atLeast: number) {
    for (;;) {
      const placed = await bet(p, stake);
      const crash = await crashPointOf(placed.round.roundId);
      if (crash >= atLeast) return { placed, crash };
      await finish(p, placed.round.roundId, crash);
    }
  }

  it('pays stake × the multiplier at the server time of the cash-out, through the wallet', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await startCrash(p);
    expect(view.crash).toMatchObject({ houseEdgePercent: 3, minCashOut: 1.01, openRound: null });
    const before = await accountBalance(database, p.accountId!);
    const lostBefore = await casinoMovements(database, p.accountId!);
    const { placed, crash } = await betReaching(p, 1000, 150);
    expect(placed.round).toMatchObject({ status: 'running', crashPoint: null, stake: 1000 });
    const spentOnLosses =
      -(await casinoMovements(database, p.accountId!)).casino_bet + lostBefore.casino_bet - 1000;

    const elapsed = msToReach(150);
    server.clock.advance(elapsed);
    const res = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: placed.round.roundId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = res.json();
    const multiplier = multiplierX100At(elapsed);
    expect(round).toMatchObject({
      status: 'cashed_out',
      cashedOutAt: multiplier / 100,
      crashPoint: crash / 100,
      win: crashWin(1000, multiplier),
    });
    expect(balance).toBe(before - spentOnLosses - 1000 + round.win);
    expect(await accountBalance(database, p.accountId!)).toBe(balance);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved.casino_win).toBe(round.win);
    // A second cash-out of the same round pays nothing more.
    const twice = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: placed.round.roundId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('round_over');
    expect((await casinoMovements(database, p.accountId!)).casino_win).toBe(round.win);
  });

  it('refuses a cash-out after the crash: the stake is lost, the round is over', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await startCrash(p);
    const placed = await bet(p, 500);
    const crash = await crashPointOf(placed.round.roundId);
    server.clock.advance(crashTimeMs(crash));
    const res = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: placed.round.roundId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('round_over');
    const settled = (
      await get(server, 'crash/round', { session: p.sessionId, roundId: placed.round.roundId })
    ).json();
    expect(settled.round).toMatchObject({ status: 'crashed', win: 0, crashPoint: crash / 100 });
    expect(await accountBalance(database, p.accountId!)).toBe(10_000 - 500);
    const rounds = await database.db
      .selectFrom('casino_rounds')
      .select(['status', 'stake_total', 'win_total'])
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(rounds).toEqual([expect.objectContaining({ status: 'closed' })]);
  });

  it('refuses a cash-out below 1.01 and a second bet while a round runs', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await startCrash(p);
    const placed = await bet(p, 100);
    const early = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: placed.round.roundId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('cash_out_too_early');
    const second = await post(server, 'crash/bet', {
      session: p.sessionId,
      stake: 100,
      requestId: requestId(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    const rotate = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().reason).toBe('round_in_progress');
    // The page reopened mid-round finds it.
    expect((await startCrash(p)).crash.openRound.roundId).toBe(placed.round.roundId);
    await finish(p, placed.round.roundId, await crashPointOf(placed.round.roundId));
    expect((await startCrash(p)).crash.openRound).toBeNull();
  });

  it('pays an automatic cash-out at its target when the round gets there', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    await startCrash(p);
    for (let i = 0; i < 6; i += 1) {
      const placed = await bet(p, 200, { autoCashOut: 1.3 });
      const crash = await crashPointOf(placed.round.roundId);
      const done = await finish(p, placed.round.roundId, crash);
      if (crash >= 130) {
        expect(done.round).toMatchObject({ status: 'cashed_out', cashedOutAt: 1.3, win: 260 });
      } else {
        expect(done.round).toMatchObject({ status: 'crashed', win: 0 });
      }
    }
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved.casino_bet).toBe(-1200);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - 1200 + moved.casino_win);
  });

  it('verifies a crash round from the revealed seed', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await startCrash(p);
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const placed = await bet(p, 100);
    const hidden = (
      await get(server, 'round', { session: p.sessionId, roundId: placed.round.roundId })
    ).json();
    expect(hidden.outcome).toEqual([]);
    const crash = await crashPointOf(placed.round.roundId);
    await finish(p, placed.round.roundId, crash);
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (
      await get(server, 'round', { session: p.sessionId, roundId: placed.round.roundId })
    ).json();
    expect(detail.outcome).toEqual([crash]);
    expect(await verifyBuiltinRound(detail)).toMatchObject({ verified: true, outcome: [crash] });
  });

  it('keeps demo crash money in the provider only', async () => {
    const p = await openPlayer(server, database, 'demo');
    await startCrash(p);
    const { placed } = await betReaching(p, 1000, 120);
    server.clock.advance(msToReach(110));
    const res = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: placed.round.roundId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const walletRows = await database.db
      .selectFrom('casino_wallet_transactions')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(walletRows).toHaveLength(0);
    const session = await database.db
      .selectFrom('builtin_sessions')
      .select('demo_balance')
      .where('session_id', '=', p.sessionId)
      .executeTakeFirstOrThrow();
    expect(Number(session.demo_balance)).toBe(res.json().balance);
  });

  it('refuses bad crash input: stake, target, unknown round, a slot session', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await startCrash(p);
    for (const body of [
      { stake: 15 },
      { stake: 100, autoCashOut: 1.0 },
      { stake: 100, autoCashOut: 100_001 },
      { stake: 100, autoCashOut: 'x' },
    ]) {
      const res = await post(server, 'crash/bet', {
        session: p.sessionId,
        requestId: requestId(),
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await post(server, 'crash/cash-out', {
      session: p.sessionId,
      roundId: 'f'.repeat(32),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await accountBalance(database, p.accountId!)).toBe(10_000);
    const slot = await openPlayer(server, database, 'demo');
    await post(server, 'start', { session: slot.sessionId, engineKey: 'builtin-slot' });
    const wrong = await post(server, 'crash/bet', {
      session: slot.sessionId,
      stake: 100,
      requestId: requestId(),
    });
    expect(wrong.statusCode).toBe(409);
  });
});
