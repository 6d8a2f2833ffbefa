// Mines of the built-in provider as its frame page plays it (SPEC section 2, fast games): the
// stake through the wallet at the start, the win credited when the round ends, the mines hidden
// while it is in play and the round verifiable once the seed is revealed; actions out of order
// (a cash-out before a tile, a tile twice, a second cash-out) refused with a code, nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { minesMultiplierX100 } from '../../../domain/casino/mines';
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
  roundCount,
  startView,
  type BuiltinServer,
} from './builtinTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('built-in mines on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-mines');
  const begin = (session: string, stake: number, mines: number, id = requestId()) =>
    post(server, 'mines/start', { session, requestId: id, stake, mines });
  const act = (session: string, roundId: string, action: string, tile?: number) =>
    post(server, 'mines/action', {
      session,
      roundId,
      action,
      ...(tile === undefined ? {} : { tile }),
    });

  it('plays real rounds: stake at the start, the win on cash-out, through the ledger', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId);
    expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(view.mines.choices).toEqual([1, 3, 5, 10, 24]);
    expect(view.mines.multipliersX100[3].slice(0, 2)).toEqual([112, 128]);
    expect(view.mines.openRound).toBeNull();
    let stakes = 0;
    let wins = 0;
    let cashed = 0;
    let exploded = 0;
    let last = '';
    for (let i = 0; i < 8; i += 1) {
      const started = await begin(p.sessionId, 1_000, 3);
      expect(started.statusCode, started.body).toBe(200);
      let { round } = started.json();
      expect(round).toMatchObject({ phase: 'playing', opened: [], mineTiles: [], outcome: [] });
      expect(started.json().balance).toBe(100_000 - stakes - 1_000 + wins);
      for (let tile = 0; round.phase === 'playing' && round.opened.length < 2; tile += 1) {
        const res = await act(p.sessionId, round.roundId, 'open', tile);
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        if (round.phase === 'playing') expect(round.mineTiles).toEqual([]);
      }
      if (round.phase === 'playing') {
        const res = await act(p.sessionId, round.roundId, 'cash_out');
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        expect(round.phase).toBe('cashed_out');
        expect(round.win).toBe(10 * minesMultiplierX100(3, 2));
        cashed += 1;
        // A second cash-out is refused and moves nothing.
        const again = await act(p.sessionId, round.roundId, 'cash_out');
        expect(again.statusCode).toBe(409);
        expect(again.json().reason).toBe('round_not_in_play');
      } else {
        expect(round).toMatchObject({ phase: 'exploded', win: 0 });
        expect(round.mineTiles).toContain(round.hit);
        exploded += 1;
      }
      expect(round.mineTiles).toHaveLength(3);
      expect(round.outcome).toHaveLength(25);
      stakes += 1_000;
      wins += round.win;
      last = round.roundId;
    }
    expect(cashed + exploded).toBe(8);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect(detail.serverSeed).toBe(rotated.json().revealed.serverSeed);
    expect((await verifyBuiltinRound({ ...detail, engineKey: 'builtin-mines' })).verified).toBe(
      true,
    );
  });

  it('refuses moves out of order and bad input, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId);
    const rounds = await roundCount(database);
    for (const [stake, mines] of [
      [150, 3],
      [100, 0],
      [100, 25],
      [100, 7],
    ]) {
      expect((await begin(p.sessionId, stake!, mines!)).statusCode).toBe(400);
    }
    expect(await roundCount(database)).toBe(rounds);
    const started = await begin(p.sessionId, 1_000, 1);
    const { round } = started.json();
    // A second round while one is in play.
    const second = await begin(p.sessionId, 1_000, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    // A cash-out before any tile is open.
    const early = await act(p.sessionId, round.roundId, 'cash_out');
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('action_not_allowed');
    expect((await act(p.sessionId, round.roundId, 'open', 25)).statusCode).toBe(400);
    expect((await act(p.sessionId, round.roundId, 'flag', 1)).statusCode).toBe(400);
    expect((await act(p.sessionId, round.roundId, 'open')).statusCode).toBe(409);
    expect((await act(p.sessionId, 'f'.repeat(32), 'open', 1)).statusCode).toBe(404);
    // Nothing moved but the stake; the round is as it was.
    const view = await start(p.sessionId);
    expect(view.balance).toBe(9_000);
    expect(view.mines.openRound).toMatchObject({
      roundId: round.roundId,
      opened: [],
      mineTiles: [],
    });
    // Open a tile; if it is safe, the same tile again is refused.
    const opened = (await act(p.sessionId, round.roundId, 'open', 12)).json().round;
    if (opened.phase === 'playing') {
      const twice = await act(p.sessionId, round.roundId, 'open', 12);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().reason).toBe('action_not_allowed');
    }
  });

  it('pays one of two cash-outs sent at once', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const p = await openPlayer(server, database, 'real', 50_000);
      await start(p.sessionId);
      const { round } = (await begin(p.sessionId, 2_000, 1)).json();
      const opened = (await act(p.sessionId, round.roundId, 'open', 0)).json().round;
      if (opened.phase !== 'playing') continue;
      const both = await Promise.all([0, 1].map(() => act(p.sessionId, round.roundId, 'cash_out')));
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const settled = both.find((r) => r.statusCode === 200)!.json().round;
      expect(settled.win).toBe(20 * minesMultiplierX100(1, 1));
      expect(await accountBalance(database, p.accountId!)).toBe(50_000 - 2_000 + settled.win);
      const moved = await casinoMovements(database, p.accountId!);
      expect(moved).toMatchObject({ casino_bet: -2_000, casino_win: settled.win });
      return;
    }
    throw new Error('no safe first tile in 20 rounds of one mine');
  });

  it('keeps demo rounds in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId);
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const { round } = (await begin(p.sessionId, 500, 24)).json();
    const res = await act(p.sessionId, round.roundId, 'open', 7);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.round.phase).not.toBe('playing');
    expect(after.balance).toBe(DEMO_START_BALANCE - 500 + after.round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
