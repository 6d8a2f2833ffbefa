// Hi-lo and scratch cards of the built-in provider as their frame page plays them (SPEC section
// 2, fast games and scratch cards): the stake through the wallet, the win credited when the round
// ends (exactly stake and win in the ledger), the cards not reached hidden while a hi-lo round is
// in play, rounds verifiable once the seed is revealed; bad input and moves out of order refused
// with a code, nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hiloLikelierGuess, hiloMultiplierX100 } from '../../../domain/casino/hilo';
import { scratchWin, scratchWinningSymbol } from '../../../domain/casino/scratchCards';
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

describe.each(databaseBackends())('built-in hi-lo and scratch cards on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string, engineKey: string) => startView(server, sessionId, engineKey);
  const begin = (session: string, stake: number, id = requestId()) =>
    post(server, 'hilo/start', { session, requestId: id, stake });
  const act = (session: string, roundId: string, action: string) =>
    post(server, 'hilo/action', { session, roundId, action });
  const buy = (session: string, stake: number, id = requestId()) =>
    post(server, 'scratch/buy', { session, requestId: id, stake });

  async function verify(sessionId: string, roundId: string, engineKey: string) {
    const rotated = await post(server, 'seeds/rotate', { session: sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: sessionId, roundId })).json();
    expect(detail.serverSeed).toBe(rotated.json().revealed.serverSeed);
    return { detail, check: await verifyBuiltinRound({ ...detail, engineKey }) };
  }

  it('plays real hi-lo rounds: stake at the start, the win on cash-out, through the ledger', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId, 'builtin-hilo');
    expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(view.hilo).toEqual({ maxGuesses: 20, openRound: null });
    let stakes = 0;
    let wins = 0;
    let cashed = 0;
    let last = '';
    for (let i = 0; i < 8; i += 1) {
      const started = await begin(p.sessionId, 1_000);
      expect(started.statusCode, started.body).toBe(200);
      let { round } = started.json();
      expect(round).toMatchObject({ phase: 'playing', guesses: [], outcome: [], win: 0 });
      expect(round.cards).toHaveLength(1);
      expect(started.json().balance).toBe(100_000 - stakes - 1_000 + wins);
      while (round.phase === 'playing' && round.guesses.length < 2) {
        const guess = hiloLikelierGuess(round.cards[round.cards.length - 1]);
        const promised = round.nextX100[guess];
        const res = await act(p.sessionId, round.roundId, guess);
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        if (round.phase === 'playing') {
          expect(round.multiplierX100).toBe(promised);
          expect(round.outcome).toEqual([]);
          expect(round.cards).toHaveLength(round.guesses.length + 1);
        }
      }
      if (round.phase === 'playing') {
        const res = await act(p.sessionId, round.roundId, 'cash_out');
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
        expect(round.phase).toBe('cashed_out');
        expect(round.win).toBe(
          Math.floor((1_000 * hiloMultiplierX100(round.outcome, round.guesses)) / 100),
        );
        cashed += 1;
        const again = await act(p.sessionId, round.roundId, 'cash_out');
        expect(again.statusCode).toBe(409);
        expect(again.json().reason).toBe('round_not_in_play');
      } else {
        expect(round).toMatchObject({ phase: 'lost', win: 0 });
      }
      expect(round.outcome).toHaveLength(21);
      stakes += 1_000;
      wins += round.win;
      last = round.roundId;
    }
    expect(cashed).toBeGreaterThan(0);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const { check } = await verify(p.sessionId, last, 'builtin-hilo');
    expect(check.verified).toBe(true);
  });

  it('refuses hi-lo moves out of order and bad input, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId, 'builtin-hilo');
    const rounds = await roundCount(database);
    for (const stake of [150, 0, 10_000_000]) {
      expect((await begin(p.sessionId, stake)).statusCode).toBe(400);
    }
    expect(
      (await post(server, 'hilo/start', { session: p.sessionId, stake: 100 })).statusCode,
    ).toBe(400);
    expect(await roundCount(database)).toBe(rounds);
    const { round } = (await begin(p.sessionId, 1_000)).json();
    const second = await begin(p.sessionId, 1_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('round_in_progress');
    const early = await act(p.sessionId, round.roundId, 'cash_out');
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('action_not_allowed');
    expect((await act(p.sessionId, round.roundId, 'same')).statusCode).toBe(400);
    expect((await act(p.sessionId, 'f'.repeat(32), 'higher')).statusCode).toBe(404);
    // A scratch ticket from a hi-lo session is refused.
    const wrong = await buy(p.sessionId, 100);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().reason).toBe('conflict');
    expect(await roundCount(database)).toBe(rounds + 1);
    const view = await start(p.sessionId, 'builtin-hilo');
    expect(view.balance).toBe(9_000);
    expect(view.hilo.openRound).toMatchObject({
      roundId: round.roundId,
      guesses: [],
      outcome: [],
      cards: round.cards,
    });
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -1_000, casino_win: 0, count: 1 });
  });

  it('pays one of two hi-lo cash-outs sent at once', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const p = await openPlayer(server, database, 'real', 50_000);
      await start(p.sessionId, 'builtin-hilo');
      const { round } = (await begin(p.sessionId, 2_000)).json();
      const guess = hiloLikelierGuess(round.cards[0]);
      const guessed = (await act(p.sessionId, round.roundId, guess)).json().round;
      if (guessed.phase !== 'playing') continue;
      const both = await Promise.all([0, 1].map(() => act(p.sessionId, round.roundId, 'cash_out')));
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const settled = both.find((r) => r.statusCode === 200)!.json().round;
      expect(settled.win).toBe(Math.floor((2_000 * guessed.multiplierX100) / 100));
      expect(await accountBalance(database, p.accountId!)).toBe(50_000 - 2_000 + settled.win);
      const moved = await casinoMovements(database, p.accountId!);
      expect(moved).toMatchObject({ casino_bet: -2_000, casino_win: settled.win });
      return;
    }
    throw new Error('no right first guess in 20 rounds');
  });

  it('sells real scratch tickets: exactly stake and prize through the ledger, verifiable', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId, 'builtin-scratch');
    expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(view.scratch.rtpPercent).toBe(95);
    expect(view.scratch.prizes[0]).toEqual({ symbol: 1, pays: 1_000, weight: 10 });
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 12; i += 1) {
      const res = await buy(p.sessionId, 200);
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round.cells).toHaveLength(9);
      expect(round.outcome).toEqual([round.symbol, ...round.cells]);
      expect(round.symbol).toBe(scratchWinningSymbol(round.cells));
      expect(round.win).toBe(scratchWin(round.cells, 200));
      stakes += 200;
      wins += round.win;
      expect(balance).toBe(100_000 - stakes + wins);
      last = round.roundId;
    }
    // The same request again answers the same ticket; nothing moves.
    const id = requestId();
    const first = (await buy(p.sessionId, 500, id)).json();
    const again = await buy(p.sessionId, 500, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().round).toEqual(first.round);
    stakes += 500;
    wins += first.round.win;
    const other = await buy(p.sessionId, 200, id);
    expect(other.statusCode).toBe(409);
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const { detail, check } = await verify(p.sessionId, last, 'builtin-scratch');
    expect(check.verified).toBe(true);
    expect(detail.outcome).toHaveLength(10);
  });

  it('refuses bad scratch input and a ticket above the balance, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 300);
    await start(p.sessionId, 'builtin-scratch');
    const rounds = await roundCount(database);
    for (const stake of [150, -100, 1.5]) {
      expect((await buy(p.sessionId, stake)).statusCode).toBe(400);
    }
    expect(
      (await post(server, 'scratch/buy', { session: p.sessionId, stake: 100 })).statusCode,
    ).toBe(400);
    const poor = await buy(p.sessionId, 500);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().reason).toBe('insufficient_funds');
    expect(await roundCount(database)).toBe(rounds);
    expect(await accountBalance(database, p.accountId!)).toBe(300);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: 0, casino_win: 0, count: 0 });
    // Hi-lo moves on a scratch session are refused.
    const hilo = await begin(p.sessionId, 100);
    expect(hilo.statusCode).toBe(409);
  });

  it('keeps demo rounds of both in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId, 'builtin-hilo');
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const { round } = (await begin(p.sessionId, 500)).json();
    const res = await act(p.sessionId, round.roundId, hiloLikelierGuess(round.cards[0]));
    let after = res.json();
    if (after.round.phase === 'playing') {
      after = (await act(p.sessionId, round.roundId, 'cash_out')).json();
    }
    expect(after.round.phase).not.toBe('playing');
    expect(after.balance).toBe(DEMO_START_BALANCE - 500 + after.round.win);
    const q = await openPlayer(server, database, 'demo');
    await start(q.sessionId, 'builtin-scratch');
    const ticket = (await buy(q.sessionId, 1_000)).json();
    expect(ticket.balance).toBe(DEMO_START_BALANCE - 1_000 + ticket.round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', 'in', [p.sessionId, q.sessionId])
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
