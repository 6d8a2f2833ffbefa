// The built-in provider's table games as their frame pages play them (European roulette,
// blackjack, keno: SPEC section 2, card games and keno): every round is provably fair (the seed
// hash shown before, the seed revealed by rotation, the outcome recomputed from it), pays exactly
// by the domain rules, and moves real money only through the wallet (stake and win on the
// ledger). Bad input and actions out of order are refused with a code and change nothing.
import { afterAll, describe, expect, it } from 'vitest';
import {
  blackjackReturnUnits,
  handTotal,
  type BlackjackRound,
} from '../../../domain/casino/blackjack';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed } from '../../../domain/casino/fairness';
import { kenoWin } from '../../../domain/casino/keno';
import { rouletteWin } from '../../../domain/casino/roulette';
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

describe.each(databaseBackends())('built-in table games on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string, engineKey: string) => startView(server, sessionId, engineKey);

  async function revealAndVerify(sessionId: string, engineKey: string, roundId: string) {
    const rotated = await post(server, 'seeds/rotate', { session: sessionId });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const detail = (await get(server, 'round', { session: sessionId, roundId })).json();
    expect(detail.serverSeed).toBe(rotated.json().revealed.serverSeed);
    expect(await hashServerSeed(detail.serverSeed)).toBe(detail.serverSeedHash);
    const check = await verifyBuiltinRound({ ...detail, engineKey });
    expect(check.verified).toBe(true);
    return detail;
  }

  it('plays real roulette rounds that pay 36/k per covering bet, through the ledger', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    const view = await start(p.sessionId, 'builtin-roulette');
    expect(view).toMatchObject({ engine: 'roulette', balance: 100_000 });
    expect(view.roulette.rtpPercent).toBe(97.2973);
    const hashBefore = view.seed.serverSeedHash;
    const bets = [
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'split', numbers: [0, 2], stake: 100 },
      { kind: 'red', stake: 500 },
      { kind: 'dozen', numbers: [2], stake: 300 },
      { kind: 'corner', numbers: [1], stake: 100 },
    ];
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const res = await post(server, 'roulette/spin', {
        session: p.sessionId,
        requestId: requestId(),
        bets,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round).toMatchObject({ nonce: i, serverSeedHash: hashBefore, stake: 1_100 });
      expect(round.pocket).toBeGreaterThanOrEqual(0);
      expect(round.pocket).toBeLessThanOrEqual(36);
      expect(round.win).toBe(rouletteWin(bets as never, round.pocket));
      stakes += 1_100;
      wins += round.win;
      expect(balance).toBe(100_000 - stakes + wins);
      last = round.roundId;
    }
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const detail = await revealAndVerify(p.sessionId, 'builtin-roulette', last);
    expect(detail.engine).toBe('roulette');
  });

  it('refuses roulette bets off the layout or above the limit, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId, 'builtin-roulette');
    const rounds = await roundCount(database);
    const bad = [
      [{ kind: 'split', numbers: [1, 5], stake: 100 }],
      [{ kind: 'corner', numbers: [3], stake: 100 }],
      [{ kind: 'straight', numbers: [37], stake: 100 }],
      [{ kind: 'red', numbers: [1], stake: 100 }],
      [{ kind: 'snake', stake: 100 }],
      [{ kind: 'red', stake: 0 }],
      [
        { kind: 'red', stake: 60_000 },
        { kind: 'black', stake: 60_000 },
      ],
      [],
    ];
    for (const bets of bad) {
      const res = await post(server, 'roulette/spin', {
        session: p.sessionId,
        requestId: requestId(),
        bets,
      });
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
    }
    const broke = await post(server, 'roulette/spin', {
      session: p.sessionId,
      requestId: requestId(),
      bets: [{ kind: 'red', stake: 20_000 }],
    });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().reason).toBe('insufficient_funds');
    expect(await roundCount(database)).toBe(rounds);
    expect(await accountBalance(database, p.accountId!)).toBe(10_000);
    expect((await casinoMovements(database, p.accountId!)).count).toBe(0);
  });

  it('plays real keno draws paid by the paytable, once per request id', async () => {
    const p = await openPlayer(server, database, 'real', 50_000);
    const view = await start(p.sessionId, 'builtin-keno');
    expect(view.keno.rtpPercentByPicks[1]).toBe(95);
    expect(view.stakes).toContain(100);
    let stakes = 0;
    let wins = 0;
    let last = '';
    for (let i = 0; i < 8; i += 1) {
      const picks = [3, 17, 22, 41, 58, 66, 70, 80].slice(0, (i % 8) + 1);
      const id = requestId();
      const res = await post(server, 'keno/play', {
        session: p.sessionId,
        requestId: id,
        stake: 100,
        picks,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round } = res.json();
      expect(round.drawn).toHaveLength(20);
      expect(new Set(round.drawn).size).toBe(20);
      expect(round.picks).toEqual(picks);
      expect(round.win).toBe(kenoWin(picks, round.drawn, 100));
      // A replay answers the same round.
      const again = await post(server, 'keno/play', {
        session: p.sessionId,
        requestId: id,
        stake: 100,
        picks,
      });
      expect(again.json().round.roundId).toBe(round.roundId);
      stakes += 100;
      wins += round.win;
      last = round.roundId;
    }
    expect(await accountBalance(database, p.accountId!)).toBe(50_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins });
    await revealAndVerify(p.sessionId, 'builtin-keno', last);

    const rounds = await roundCount(database);
    for (const picks of [[], [0], [81], [1, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]) {
      const res = await post(server, 'keno/play', {
        session: p.sessionId,
        requestId: requestId(),
        stake: 100,
        picks,
      });
      expect(res.statusCode, JSON.stringify(picks)).toBe(400);
    }
    const odd = await post(server, 'keno/play', {
      session: p.sessionId,
      requestId: requestId(),
      stake: 77,
      picks: [1],
    });
    expect(odd.statusCode).toBe(400);
    expect(await roundCount(database)).toBe(rounds);
  });

  /** Plays blackjack rounds with a fixed plan until one of each kind of ending has been seen. */
  it('plays real blackjack: deal, actions, each debit and the win through the ledger', async () => {
    const p = await openPlayer(server, database, 'real', 200_000);
    const view = await start(p.sessionId, 'builtin-blackjack');
    expect(view.blackjack).toEqual({ rtpPercent: 99.4296, openRound: null });
    let stakes = 0;
    let wins = 0;
    let doubled = 0;
    let split = 0;
    let lastRound = '';
    // 30 rounds, and on until a double or a split was played: a round offers one about once in
    // five, so 30 rounds without either came about once in a thousand runs.
    for (let i = 0; i < 30 || (doubled + split === 0 && i < 400); i += 1) {
      const dealt = await post(server, 'blackjack/deal', {
        session: p.sessionId,
        requestId: requestId(),
        stake: 200,
      });
      expect(dealt.statusCode, dealt.body).toBe(200);
      let { round } = dealt.json();
      if (round.phase === 'player') {
        // The hole card stays hidden while the round is in play.
        expect(round.dealer[1]).toBeNull();
        // A second deal while one is in play is refused.
        const second = await post(server, 'blackjack/deal', {
          session: p.sessionId,
          requestId: requestId(),
          stake: 200,
        });
        expect(second.statusCode).toBe(409);
        expect(second.json().reason).toBe('round_in_progress');
      }
      while (round.phase === 'player') {
        const hand = round.hands[round.active];
        const total = handTotal(hand.cards).total;
        const action = round.allowed.includes('split')
          ? 'split'
          : round.allowed.includes('double') && (total === 10 || total === 11)
            ? 'double'
            : total < 15
              ? 'hit'
              : 'stand';
        if (action === 'split') split += 1;
        if (action === 'double') doubled += 1;
        const res = await post(server, 'blackjack/action', {
          session: p.sessionId,
          roundId: round.roundId,
          action,
        });
        expect(res.statusCode, res.body).toBe(200);
        round = res.json().round;
      }
      // The settled round pays exactly the rules' return on the original stake.
      const settled: BlackjackRound = {
        phase: 'settled',
        dealer: round.dealer,
        hands: round.hands,
        active: round.active,
        dealt: 0,
      };
      expect(round.win).toBe(Math.floor(blackjackReturnUnits(settled) * 200));
      expect(round.staked).toBe(
        200 * round.hands.reduce((u: number, h: { units: number }) => u + h.units, 0),
      );
      stakes += round.staked;
      wins += round.win;
      lastRound = round.roundId;
      // Once settled, any action is refused and nothing moves.
      const late = await post(server, 'blackjack/action', {
        session: p.sessionId,
        roundId: round.roundId,
        action: 'hit',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().reason).toBe('round_not_in_play');
    }
    expect(doubled + split).toBeGreaterThan(0);
    expect(await accountBalance(database, p.accountId!)).toBe(200_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });
    const rounds = await database.db
      .selectFrom('casino_rounds')
      .select(['stake_total', 'status'])
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(rounds.reduce((s, r) => s + Number(r.stake_total), 0)).toBe(stakes);
    expect(rounds.every((r) => r.status === 'closed')).toBe(true);
    await revealAndVerify(p.sessionId, 'builtin-blackjack', lastRound);
  });

  it('refuses blackjack actions out of order and bad input, changing nothing', async () => {
    const p = await openPlayer(server, database, 'demo');
    await start(p.sessionId, 'builtin-blackjack');
    const bad = await post(server, 'blackjack/action', {
      session: p.sessionId,
      roundId: 'f'.repeat(32),
      action: 'hit',
    });
    expect(bad.statusCode).toBe(404);
    const wrong = await post(server, 'blackjack/action', {
      session: p.sessionId,
      roundId: 'f'.repeat(32),
      action: 'surrender',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await post(server, 'blackjack/deal', {
          session: p.sessionId,
          requestId: requestId(),
          stake: 150,
        })
      ).statusCode,
    ).toBe(400);
    // Deal until a round is in play without a pair, then split it: not allowed.
    for (let i = 0; i < 40; i += 1) {
      const { round } = (
        await post(server, 'blackjack/deal', {
          session: p.sessionId,
          requestId: requestId(),
          stake: 100,
        })
      ).json();
      if (round.phase !== 'player') continue;
      if (!round.allowed.includes('split')) {
        const before = (await start(p.sessionId, 'builtin-blackjack')).balance;
        const refused = await post(server, 'blackjack/action', {
          session: p.sessionId,
          roundId: round.roundId,
          action: 'split',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().reason).toBe('action_not_allowed');
        const after = await start(p.sessionId, 'builtin-blackjack');
        expect(after.balance).toBe(before);
        expect(after.blackjack.openRound).toEqual(round);
        return;
      }
      const stood = await post(server, 'blackjack/action', {
        session: p.sessionId,
        roundId: round.roundId,
        action: 'stand',
      });
      expect(stood.statusCode).toBe(200);
    }
    throw new Error('no hand without a pair in 40 deals');
  });

  /** A real round in play with one hand (a fresh customer each deal, `funds` each). */
  async function realHandInPlay(funds: number, stake: number) {
    for (let i = 0; i < 40; i += 1) {
      const p = await openPlayer(server, database, 'real', funds);
      await start(p.sessionId, 'builtin-blackjack');
      const res = await post(server, 'blackjack/deal', {
        session: p.sessionId,
        requestId: requestId(),
        stake,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round } = res.json();
      if (round.phase === 'player') return { p, round };
    }
    throw new Error('no round in play in 40 deals');
  }

  it('refuses a double the balance cannot cover and keeps the hand as it was', async () => {
    const { p, round } = await realHandInPlay(7_000, 5_000);
    const refused = await post(server, 'blackjack/action', {
      session: p.sessionId,
      roundId: round.roundId,
      action: 'double',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('insufficient_funds');
    const view = await start(p.sessionId, 'builtin-blackjack');
    expect(view.balance).toBe(2_000);
    expect(view.blackjack.openRound).toEqual(round);
    expect(await accountBalance(database, p.accountId!)).toBe(2_000);
    // The hand plays on: standing settles it and pays by the rules.
    const stood = await post(server, 'blackjack/action', {
      session: p.sessionId,
      roundId: round.roundId,
      action: 'stand',
    });
    expect(stood.statusCode, stood.body).toBe(200);
    const settled = stood.json().round;
    expect(settled.phase).toBe('settled');
    expect(settled.staked).toBe(5_000);
    expect(await accountBalance(database, p.accountId!)).toBe(2_000 + settled.win);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -5_000, casino_win: settled.win });
  });

  it('plays one of two doubles sent at once, debiting one more stake only', async () => {
    const { p, round } = await realHandInPlay(100_000, 1_000);
    const both = await Promise.all(
      [0, 1].map(() =>
        post(server, 'blackjack/action', {
          session: p.sessionId,
          roundId: round.roundId,
          action: 'double',
        }),
      ),
    );
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json().reason).toBe('round_not_in_play');
    const settled = both.find((r) => r.statusCode === 200)!.json().round;
    expect(settled).toMatchObject({ phase: 'settled', staked: 2_000 });
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - 2_000 + settled.win);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved).toMatchObject({ casino_bet: -2_000, casino_win: settled.win });
  });

  it('keeps demo table rounds in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId, 'builtin-roulette');
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const res = await post(server, 'roulette/spin', {
      session: p.sessionId,
      requestId: requestId(),
      bets: [{ kind: 'even', stake: 1_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = res.json();
    expect(balance).toBe(DEMO_START_BALANCE - 1_000 + round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
