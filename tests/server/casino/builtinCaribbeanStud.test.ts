// Caribbean Stud of the built-in provider as its frame page plays it (SPEC section 2, poker): the
// ante through the wallet at the deal, the dealer's cards hidden but one until the decision, a
// call debited as its own wallet transaction (twice the ante) and the hand paid by the rules, a
// fold settled at once, the round verifiable once the seed is revealed; a decision out of order
// (before a deal, or a second one) refused with a code, nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { settleStud } from '../../../domain/casino/caribbeanStud';
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

describe.each(databaseBackends())('built-in Caribbean Stud on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-caribbean-stud');
  const deal = (session: string, stake: number) =>
    post(server, 'caribbean-stud/deal', { session, requestId: requestId(), stake });
  const act = (session: string, roundId: string, action: unknown) =>
    post(server, 'caribbean-stud/action', { session, roundId, action });

  it('deals, calls and folds real hands paid by the rules, through the ledger, verifiable', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId);
    expect(view.stakes).toContain(500);
    expect(view.caribbeanStud).toMatchObject({ optimalRtpPercent: 94.78, openRound: null });
    expect(view.caribbeanStud.callPays.royal_flush).toBe(100);
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const dealt = await deal(p.sessionId, 500);
      expect(dealt.statusCode, dealt.body).toBe(200);
      const { round } = dealt.json();
      expect(round).toMatchObject({ phase: 'dealt', outcome: [], stake: 500, ante: 500 });
      expect(round.player).toHaveLength(5);
      expect(round.dealer.slice(1)).toEqual([null, null, null, null]);
      const action = i % 3 === 2 ? 'fold' : 'call';
      const decided = await act(p.sessionId, round.roundId, action);
      expect(decided.statusCode, decided.body).toBe(200);
      const after = decided.json().round;
      expect(after.phase).toBe('settled');
      expect(after.outcome).toHaveLength(10);
      expect(after.outcome.slice(0, 5)).toEqual(round.player);
      expect(after.dealer[0]).toBe(round.dealer[0]);
      const expected = settleStud(after.outcome, action === 'call', 500);
      expect(after).toMatchObject({
        stake: expected.staked,
        win: expected.win,
        result: expected.result,
      });
      // A second decision is refused and moves nothing.
      const again = await act(p.sessionId, round.roundId, 'call');
      expect(again.statusCode).toBe(409);
      expect(again.json().reason).toBe('round_not_in_play');
      stakes += expected.staked;
      wins += expected.win;
      last = round.roundId;
    }
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect(
      (await verifyBuiltinRound({ ...detail, engineKey: 'builtin-caribbean-stud' })).verified,
    ).toBe(true);
  });

  it('refuses a call before a deal, bad input and a call beyond the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 2_500);
    await start(p.sessionId);
    const rounds = await roundCount(database);
    // A call before any deal: no such round.
    const early = await act(p.sessionId, 'f'.repeat(32), 'call');
    expect(early.statusCode).toBe(404);
    expect(early.json().reason).toBe('not_found');
    expect((await deal(p.sessionId, 150)).statusCode).toBe(400);
    expect(await roundCount(database)).toBe(rounds);
    const { round } = (await deal(p.sessionId, 1_000)).json();
    const second = await deal(p.sessionId, 1_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    for (const action of ['raise', 1, null]) {
      const bad = await act(p.sessionId, round.roundId, action);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().reason).toBe('invalid_field');
    }
    // 1,500 left: a call of 2,000 is refused by the wallet, and the hand stays in play.
    const broke = await act(p.sessionId, round.roundId, 'call');
    expect(broke.statusCode).toBe(409);
    expect(broke.json().reason).toBe('insufficient_funds');
    expect(await accountBalance(database, p.accountId!)).toBe(1_500);
    const view = await start(p.sessionId);
    expect(view.caribbeanStud.openRound).toMatchObject({ roundId: round.roundId, phase: 'dealt' });
    expect(view.caribbeanStud.openRound.outcome).toEqual([]);
    const folded = await act(p.sessionId, round.roundId, 'fold');
    expect(folded.statusCode, folded.body).toBe(200);
    expect(folded.json().round).toMatchObject({ result: 'folded', win: 0, stake: 1_000 });
    expect(await accountBalance(database, p.accountId!)).toBe(1_500);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -1_000, casino_win: 0, casino_rollback: 0 });
  });

  it('plays one of two calls sent at once; demo hands stay off the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId);
    expect(view.balance).toBe(DEMO_START_BALANCE);
    const { round } = (await deal(p.sessionId, 1_000)).json();
    const both = await Promise.all([0, 1].map(() => act(p.sessionId, round.roundId, 'call')));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const called = both.find((r) => r.statusCode === 200)!.json();
    expect(called.round.stake).toBe(3_000);
    expect(called.balance).toBe(DEMO_START_BALANCE - 3_000 + called.round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
