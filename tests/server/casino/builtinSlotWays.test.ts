// The 243-ways slot of the built-in provider as its frame page plays it (SPEC section 2, slots):
// the session shows the ways rules, real spins move exactly the stakes and wins through the
// wallet, each win the ways evaluation of the stops shown; a stake off the coin refused, nothing
// moved; a spin verifiable once its seed is revealed.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { FRUIT_WAYS } from '../../../domain/casino/slotMachines';
import { evaluateSpin } from '../../../domain/casino/slotSpin';
import type { AppDatabase } from '../../../server/db/index';
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
  type BuiltinServer,
} from './builtinTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('built-in ways slot on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const spin = (session: string, stake: number) =>
    post(server, 'slot/spin', { session, stake, requestId: requestId() });

  it('spins for real: exactly stakes and ways wins through the ledger, verifiable', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const started = await post(server, 'start', {
      session: p.sessionId,
      engineKey: 'builtin-slot-ways',
    });
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json();
    expect(view.stakes).toEqual([25, 50, 100, 250, 500, 1_000, 2_500, 5_000]);
    expect(view.slot).toMatchObject({ reels: 5, rows: 3, paylines: [], waysCoins: 25 });
    expect(view.slot.rtpPercent).toBe(96.78);
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 12; i += 1) {
      const stake = i % 2 === 0 ? 250 : 1_000;
      const res = await spin(p.sessionId, stake);
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round.win).toBe(evaluateSpin(FRUIT_WAYS, round.stops, stake).win);
      for (const w of round.wins) expect(w.line === -2 || w.line === -1).toBe(true);
      stakes += stake;
      wins += round.win;
      expect(balance).toBe(100_000 - stakes + wins);
      last = round.roundId;
    }
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    // A stake that is not a whole number of coins, or not offered, changes nothing.
    const rounds = await roundCount(database);
    for (const stake of [10, 30, 100_000]) {
      expect((await spin(p.sessionId, stake)).statusCode).toBe(400);
    }
    expect(await roundCount(database)).toBe(rounds);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect((await verifyBuiltinRound({ ...detail, engineKey: 'builtin-slot-ways' })).verified).toBe(
      true,
    );
  });
});
