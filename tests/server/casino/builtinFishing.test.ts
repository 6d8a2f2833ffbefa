// Fishing of the built-in provider as its frame page plays it (SPEC section 2, fishing and
// hunting): each shot's stake through the wallet and a catch credited at the fish's multiplier
// (exactly stake and win in the ledger), shots verifiable once the seed is revealed; bad input
// refused with a code, nothing moved; demo shots kept in the demo balance.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { fishingWin } from '../../../domain/casino/fishing';
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

describe.each(databaseBackends('both'))('built-in fishing on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string, engineKey: string) => startView(server, sessionId, engineKey);
  const shoot = (session: string, stake: number, fish: unknown, id = requestId()) =>
    post(server, 'fishing/shoot', { session, requestId: id, stake, fish });

  it('takes real shots: exactly stake and catch through the ledger, verifiable', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId, 'builtin-fishing');
    expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(view.fishing).toEqual({
      multipliers: [2, 5, 10, 25, 100],
      chancesMillionths: [485_000, 194_000, 97_000, 38_800, 9_700],
      rtpPercent: 97,
    });
    let stakes = 0;
    let wins = 0;
    let caught = 0;
    let last = '';
    for (let i = 0; i < 16; i += 1) {
      const fish = i % 2 === 0 ? 0 : i % 5;
      const res = await shoot(p.sessionId, 200, fish);
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round.fish).toBe(fish);
      expect(round.multiplier).toBe([2, 5, 10, 25, 100][fish]);
      expect(round.outcome).toHaveLength(1);
      expect(round.win).toBe(fishingWin(fish, round.outcome, 200));
      expect(round.caught).toBe(round.win > 0);
      if (round.caught) caught += 1;
      stakes += 200;
      wins += round.win;
      expect(balance).toBe(100_000 - stakes + wins);
      last = round.roundId;
    }
    expect(caught).toBeGreaterThan(0);
    // The same request again answers the same shot; nothing moves.
    const id = requestId();
    const first = (await shoot(p.sessionId, 500, 2, id)).json();
    const again = await shoot(p.sessionId, 500, 2, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().round).toEqual(first.round);
    stakes += 500;
    wins += first.round.win;
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect(detail.serverSeed).toBe(rotated.json().revealed.serverSeed);
    const check = await verifyBuiltinRound({ ...detail, engineKey: 'builtin-fishing' });
    expect(check.verified).toBe(true);
  });

  it('refuses bad input and a shot above the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 300);
    await start(p.sessionId, 'builtin-fishing');
    const rounds = await roundCount(database);
    for (const [stake, fish] of [
      [150, 0],
      [0, 0],
      [100, 5],
      [100, -1],
      [100, 1.5],
      [100, '2'],
      [100, null],
    ] as const) {
      const res = await shoot(p.sessionId, stake, fish);
      expect(res.statusCode, `${stake} ${String(fish)}`).toBe(400);
      expect(res.json().reason).toBe('invalid_field');
    }
    expect(
      (await post(server, 'fishing/shoot', { session: p.sessionId, stake: 100, requestId: 'x' }))
        .statusCode,
    ).toBe(400);
    const poor = await shoot(p.sessionId, 500, 0);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().reason).toBe('insufficient_funds');
    // A scratch ticket from a fishing session is refused.
    const wrong = await post(server, 'scratch/buy', {
      session: p.sessionId,
      requestId: requestId(),
      stake: 100,
    });
    expect(wrong.statusCode).toBe(409);
    expect(await roundCount(database)).toBe(rounds);
    expect(await accountBalance(database, p.accountId!)).toBe(300);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: 0, casino_win: 0, count: 0 });
    // A fishing shot from another title's session is refused.
    const q = await openPlayer(server, database, 'real', 1_000);
    await start(q.sessionId, 'builtin-scratch');
    const other = await shoot(q.sessionId, 100, 0);
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('conflict');
  });

  it('keeps demo shots in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId, 'builtin-fishing');
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const shot = (await shoot(p.sessionId, 1_000, 0)).json();
    expect(shot.balance).toBe(DEMO_START_BALANCE - 1_000 + shot.round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
