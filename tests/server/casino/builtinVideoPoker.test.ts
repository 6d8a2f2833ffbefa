// Video poker of the built-in provider as its frame page plays it (SPEC section 2, card games):
// the stake through the wallet at the deal, five cards shown and the replacements hidden until
// the draw, the hand paid by the paytable, the round verifiable once the seed is revealed; a
// second draw refused with a code, nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { drawHand, evaluatePoker, VIDEO_POKER_PAYS } from '../../../domain/casino/videoPoker';
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

describe.each(databaseBackends())('built-in video poker on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string) => startView(server, sessionId, 'builtin-video-poker');
  const deal = (session: string, stake: number) =>
    post(server, 'video-poker/deal', { session, requestId: requestId(), stake });
  const draw = (session: string, roundId: string, held: unknown) =>
    post(server, 'video-poker/draw', { session, roundId, held });

  it('deals and draws real hands paid by the paytable, through the ledger, verifiable', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId);
    expect(view.videoPoker).toMatchObject({ optimalRtpPercent: 99.54, openRound: null });
    expect(view.videoPoker.pays.royal_flush).toBe(800);
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 8; i += 1) {
      const dealt = await deal(p.sessionId, 500);
      expect(dealt.statusCode, dealt.body).toBe(200);
      const { round } = dealt.json();
      expect(round).toMatchObject({ phase: 'dealt', hand: null, outcome: [] });
      expect(round.cards).toHaveLength(5);
      // Hold the first two cards, draw three.
      const held = [true, true, false, false, false];
      const drawn = await draw(p.sessionId, round.roundId, held);
      expect(drawn.statusCode, drawn.body).toBe(200);
      const after = drawn.json().round;
      expect(after.outcome).toHaveLength(10);
      expect(after.cards).toEqual(drawHand(after.outcome, held));
      expect(after.cards.slice(0, 2)).toEqual(round.cards.slice(0, 2));
      expect(after.hand).toBe(evaluatePoker(after.cards));
      expect(after.win).toBe(500 * VIDEO_POKER_PAYS[evaluatePoker(after.cards)]);
      // A second draw is refused and moves nothing.
      const again = await draw(p.sessionId, round.roundId, held);
      expect(again.statusCode).toBe(409);
      expect(again.json().reason).toBe('round_not_in_play');
      stakes += 500;
      wins += after.win;
      last = round.roundId;
    }
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
    expect(
      (await verifyBuiltinRound({ ...detail, engineKey: 'builtin-video-poker' })).verified,
    ).toBe(true);
  });

  it('refuses bad input and a deal while a hand is in play, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId);
    const rounds = await roundCount(database);
    expect((await deal(p.sessionId, 150)).statusCode).toBe(400);
    expect(await roundCount(database)).toBe(rounds);
    const { round } = (await deal(p.sessionId, 1_000)).json();
    const second = await deal(p.sessionId, 1_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    for (const held of [[true], [1, 0, 1, 0, 1], 'all', [true, true, true, true, true, true]]) {
      expect((await draw(p.sessionId, round.roundId, held)).statusCode).toBe(400);
    }
    expect(
      (await draw(p.sessionId, 'f'.repeat(32), [true, true, true, true, true])).statusCode,
    ).toBe(404);
    const view = await start(p.sessionId);
    expect(view.balance).toBe(9_000);
    expect(view.videoPoker.openRound).toMatchObject({ roundId: round.roundId, phase: 'dealt' });
    expect(view.videoPoker.openRound.outcome).toEqual([]);
  });

  it('plays one of two draws sent at once; demo hands stay off the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId);
    expect(view.balance).toBe(DEMO_START_BALANCE);
    const { round } = (await deal(p.sessionId, 1_000)).json();
    const both = await Promise.all(
      [0, 1].map(() => draw(p.sessionId, round.roundId, [false, false, false, false, false])),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const drawn = both.find((r) => r.statusCode === 200)!.json();
    expect(drawn.balance).toBe(DEMO_START_BALANCE - 1_000 + drawn.round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
