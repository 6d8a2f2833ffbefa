// The tower of the built-in provider as its frame page plays it (SPEC section 2, skill games):
// the stake through the wallet at the start, the win credited when the round ends (exactly stake
// and win in the ledger), the traps of floors not climbed hidden while in play, rounds verifiable
// once the seed is revealed; bad input, a second cash-out and moves out of order refused with a
// code, nothing moved; one of two cash-outs at once paid; demo rounds off the ledger.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { towerMultiplierX100 } from '../../../domain/casino/tower';
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

describe.each(databaseBackends('both'))('built-in tower on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-tower');
  const begin = (session: string, stake: number, id = requestId()) =>
    post(server, 'tower/start', { session, requestId: id, stake });
  const act = (session: string, roundId: string, action: string) =>
    post(server, 'tower/action', { session, roundId, action });

  it('plays real rounds: stake at the start, the win on cash-out, through the ledger', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId);
    expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(view.tower).toEqual({
      floors: 5,
      doors: 3,
      multipliersX100: [144, 216, 324, 486, 729],
      rtpPercent: 96,
      openRound: null,
    });
    let stakes = 0;
    let wins = 0;
    let cashed = 0;
    let last = '';
    for (let i = 0; i < 10; i += 1) {
      const started = await begin(p.sessionId, 1_000);
      expect(started.statusCode, started.body).toBe(200);
      let { round } = started.json();
      expect(round).toMatchObject({ phase: 'playing', picks: [], traps: [], outcome: [], win: 0 });
      expect(round.nextX100).toBe(144);
      expect(started.json().balance).toBe(100_000 - stakes - 1_000 + wins);
      while (round.phase === 'playing' && round.picks.length < 2) {
        const res = await act(p.sessionId, round.roundId, `door_${i % 3}`);
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        if (round.phase === 'playing') {
          expect(round.multiplierX100).toBe(towerMultiplierX100(round.picks.length));
          expect(round.outcome).toEqual([]);
          // Only the floors climbed show their trap.
          expect(round.traps).toHaveLength(round.picks.length);
        }
      }
      if (round.phase === 'playing') {
        const res = await act(p.sessionId, round.roundId, 'cash_out');
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        expect(round).toMatchObject({ phase: 'cashed_out', win: 2_160 });
        cashed += 1;
        const again = await act(p.sessionId, round.roundId, 'cash_out');
        expect(again.statusCode).toBe(409);
        expect(again.json().reason).toBe('round_not_in_play');
        const door = await act(p.sessionId, round.roundId, 'door_0');
        expect(door.statusCode).toBe(409);
        expect(door.json().reason).toBe('round_not_in_play');
      } else {
        expect(round).toMatchObject({ phase: 'lost', win: 0 });
        expect(round.traps[round.picks.length - 1]).toBe(round.picks[round.picks.length - 1]);
      }
      expect(round.outcome).toHaveLength(5);
      expect(round.traps).toEqual(round.outcome);
      stakes += 1_000;
      wins += round.win;
      last = round.roundId;
    }
    expect(cashed).toBeGreaterThan(0);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect(detail.serverSeed).toBe(rotated.json().revealed.serverSeed);
    const check = await verifyBuiltinRound({ ...detail, engineKey: 'builtin-tower' });
    expect(check.verified).toBe(true);
  });

  it('refuses moves out of order and bad input, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId);
    const rounds = await roundCount(database);
    for (const stake of [150, 0, 10_000_000]) {
      expect((await begin(p.sessionId, stake)).statusCode).toBe(400);
    }
    expect(
      (await post(server, 'tower/start', { session: p.sessionId, stake: 100 })).statusCode,
    ).toBe(400);
    expect(await roundCount(database)).toBe(rounds);
    const { round } = (await begin(p.sessionId, 1_000)).json();
    const second = await begin(p.sessionId, 1_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    const early = await act(p.sessionId, round.roundId, 'cash_out');
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('action_not_allowed');
    for (const bad of ['door_3', 'higher', '']) {
      expect((await act(p.sessionId, round.roundId, bad)).statusCode).toBe(400);
    }
    expect((await act(p.sessionId, 'f'.repeat(32), 'door_0')).statusCode).toBe(404);
    // A hi-lo move from a tower session is refused.
    const wrong = await post(server, 'hilo/action', {
      session: p.sessionId,
      roundId: round.roundId,
      action: 'higher',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().reason).toBe('conflict');
    expect(await roundCount(database)).toBe(rounds + 1);
    const view = await start(p.sessionId);
    expect(view.balance).toBe(9_000);
    expect(view.tower.openRound).toMatchObject({
      roundId: round.roundId,
      picks: [],
      traps: [],
      outcome: [],
    });
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -1_000, casino_win: 0, count: 1 });
  });

  it('pays one of two cash-outs sent at once', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const p = await openPlayer(server, database, 'real', 50_000);
      await start(p.sessionId);
      const { round } = (await begin(p.sessionId, 2_000)).json();
      const climbed = (await act(p.sessionId, round.roundId, 'door_1')).json().round;
      if (climbed.phase !== 'playing') continue;
      const both = await Promise.all([0, 1].map(() => act(p.sessionId, round.roundId, 'cash_out')));
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const settled = both.find((r) => r.statusCode === 200)!.json().round;
      expect(settled.win).toBe(2_880);
      expect(await accountBalance(database, p.accountId!)).toBe(50_000 - 2_000 + 2_880);
      const moved = await casinoMovements(database, p.accountId!);
      expect(moved).toMatchObject({ casino_bet: -2_000, casino_win: 2_880, casino_rollback: 0 });
      return;
    }
    throw new Error('no first floor cleared in 20 rounds');
  });

  it('keeps demo rounds in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId);
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const { round } = (await begin(p.sessionId, 500)).json();
    let after = (await act(p.sessionId, round.roundId, 'door_2')).json();
    if (after.round.phase === 'playing') {
      after = (await act(p.sessionId, round.roundId, 'cash_out')).json();
    }
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
