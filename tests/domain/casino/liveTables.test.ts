// The live RNG tables' rules (domain/casino/liveTables.ts): the single-player tables' bets, pays
// and returns reused (not copied), the fair draw recomputed from a revealed seed, the simulated
// seats drawn from their own stream (deterministic, never the customer's seat, within the window).
import { describe, expect, it } from 'vitest';
import { betTableWin, checkBets } from '../../../domain/casino/betTables';
import { baccaratExactRtp, playBaccarat } from '../../../domain/casino/baccarat';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { generateServerSeed, hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawLiveTable,
  liveBetsProblem,
  liveSeats,
  liveSeatWin,
  liveWin,
  LIVE_CLIENT_SEEDS,
  LIVE_OWN_SEAT,
  LIVE_PERIOD_MS,
  LIVE_SEATS,
  type LiveTable,
} from '../../../domain/casino/liveTables';
import { rouletteExactRtp, rouletteWin, ROULETTE_RED } from '../../../domain/casino/roulette';

const SEED = 'a'.repeat(64);

describe('live roulette', () => {
  it('pays by the roulette rules: 36/k of the stake for a bet on k numbers', () => {
    const bets = [
      { kind: 'straight' as const, numbers: [17], stake: 100 },
      { kind: 'red' as const, stake: 1_000 },
      { kind: 'dozen' as const, numbers: [2], stake: 300 },
      { kind: 'split' as const, numbers: [0, 1], stake: 200 },
    ];
    expect(liveWin('live-roulette', bets, [17])).toBe(3_600 + 0 + 900);
    expect(ROULETTE_RED.has(17)).toBe(false);
    expect(liveWin('live-roulette', bets, [0])).toBe(3_600);
    expect(liveWin('live-roulette', bets, [1])).toBe(2_000 + 3_600);
    for (let pocket = 0; pocket < 37; pocket += 1) {
      expect(liveWin('live-roulette', bets, [pocket])).toBe(rouletteWin(bets, pocket));
    }
    expect(rouletteExactRtp({ kind: 'red' })).toBeCloseTo(36 / 37, 12);
  });

  it('refuses what the single-player table refuses', () => {
    expect(liveBetsProblem('live-roulette', [{ kind: 'red', stake: 100 }])).toBeNull();
    expect(liveBetsProblem('live-roulette', [])).toMatch(/1 to 50/);
    expect(
      liveBetsProblem('live-roulette', [{ kind: 'split', numbers: [1, 5], stake: 100 }]),
    ).toMatch(/not on the layout/);
    expect(liveBetsProblem('live-roulette', [{ kind: 'player', stake: 100 }])).toMatch(
      /not on the layout/,
    );
    expect(liveBetsProblem('live-roulette', [{ kind: 'red', stake: 100_001 }])).toMatch(/limit/);
    expect(liveBetsProblem('live-roulette', [{ kind: 'red', stake: 0 }])).toMatch(/stake/);
  });
});

describe('live baccarat', () => {
  it('pays by the baccarat rules: player 1:1, banker 0.95:1, tie 8:1 (player and banker back)', () => {
    const bets = [
      { kind: 'player', stake: 1_000 },
      { kind: 'banker', stake: 2_000 },
      { kind: 'tie', stake: 100 },
    ];
    // Player 9 (4 + 5) against banker 0 (K + 10): a natural.
    const playerWins = [4, 13, 5, 10, 1, 1];
    expect(playBaccarat(playerWins).winner).toBe('player');
    expect(liveWin('live-baccarat', bets, playerWins)).toBe(2_000);
    // Banker 8 against player 0: banker pays 0.95:1.
    const bankerWins = [10, 3, 13, 5, 1, 1];
    expect(playBaccarat(bankerWins).winner).toBe('banker');
    expect(liveWin('live-baccarat', bets, bankerWins)).toBe(3_900);
    // 8 against 8: a tie, player and banker returned, the tie pays 8:1.
    const tie = [3, 4, 5, 4, 1, 1];
    expect(playBaccarat(tie).winner).toBe('tie');
    expect(liveWin('live-baccarat', bets, tie)).toBe(1_000 + 2_000 + 900);
    for (const outcome of [playerWins, bankerWins, tie]) {
      expect(liveWin('live-baccarat', bets, outcome)).toBe(betTableWin('baccarat', bets, outcome));
    }
    expect(baccaratExactRtp('banker')).toBeCloseTo(0.98936, 5);
  });

  it('refuses what House Baccarat refuses', () => {
    const problem = (bets: { kind: string; stake: number }[]) =>
      liveBetsProblem('live-baccarat', bets);
    expect(problem([{ kind: 'banker', stake: 500 }])).toBeNull();
    expect(checkBets('baccarat', [{ kind: 'banker', stake: 150 }])).toBe('stake_unit');
    expect(problem([{ kind: 'banker', stake: 150 }])).toMatch(/stake_unit/);
    expect(problem([{ kind: 'red', stake: 100 }])).toMatch(/not_on_board/);
    expect(
      problem([
        { kind: 'tie', stake: 100 },
        { kind: 'tie', stake: 100 },
      ]),
    ).toMatch(/duplicate/);
    expect(problem([{ kind: 'player', stake: 100_100 }])).toMatch(/limit/);
  });
});

describe.each(['live-roulette', 'live-baccarat'] as LiveTable[])(
  '%s fairness and seats',
  (table) => {
    it('draws the outcome from the round seed and verifies it from the revealed seed', async () => {
      const serverSeed = generateServerSeed();
      const nonce = 123_456;
      const clientSeed = LIVE_CLIENT_SEEDS[table].outcome;
      const outcome = await drawLiveTable(table, new RoundBytes({ serverSeed, clientSeed, nonce }));
      expect(outcome).toHaveLength(table === 'live-roulette' ? 1 : 6);
      const engineKey = `builtin-${table}`;
      const round = { serverSeed, clientSeed, nonce, engineKey, outcome };
      const serverSeedHash = await hashServerSeed(serverSeed);
      expect((await verifyBuiltinRound({ ...round, serverSeedHash })).verified).toBe(true);
      const wrong = table === 'live-roulette' ? [(outcome[0]! + 1) % 37] : [...outcome].reverse();
      if (wrong.join() !== outcome.join()) {
        const check = await verifyBuiltinRound({ ...round, serverSeedHash, outcome: wrong });
        expect(check.verified).toBe(false);
      }
    });

    it('seats simulated players deterministically from the seed, within the window, never in the own seat', async () => {
      const a = await liveSeats(table, SEED, 42);
      expect(await liveSeats(table, SEED, 42)).toEqual(a);
      expect(await liveSeats(table, SEED, 43)).not.toEqual(a);
      let seated = 0;
      for (let drawNo = 0; drawNo < 200; drawNo += 1) {
        const seats = await liveSeats(table, SEED, drawNo);
        seated += seats.length;
        for (const seat of seats) {
          expect(seat.seat).not.toBe(LIVE_OWN_SEAT);
          expect(seat.seat).toBeGreaterThanOrEqual(1);
          expect(seat.seat).toBeLessThanOrEqual(LIVE_SEATS);
          expect(seat.atMs).toBeGreaterThanOrEqual(0);
          expect(seat.atMs).toBeLessThan(LIVE_PERIOD_MS - 3_000);
          // Every simulated bet is one the table takes.
          expect(liveBetsProblem(table, [seat.bet as never])).toBeNull();
          expect(
            liveSeatWin(table, seat, table === 'live-roulette' ? [0] : [4, 13, 5, 10, 1, 1]),
          ).toBeGreaterThanOrEqual(0);
        }
        expect(seats.map((s) => s.atMs)).toEqual(
          [...seats.map((s) => s.atMs)].sort((x, y) => x - y),
        );
      }
      // Each of the six other seats sits in with chance 3/4: about 900 of 1,200.
      expect(seated).toBeGreaterThan(780);
      expect(seated).toBeLessThan(1_020);
    });
  },
);
