// The built-in provider's table games (roulette, blackjack, keno): their rules, the provably fair
// draw, and the exact return to player confirmed by simulation (a seeded generator, so the run
// is the same every time; the bound is five standard errors of the measured mean).
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  blackjackExactRtp,
  blackjackReturnUnits,
  blackjackRoundReturn,
  dealBlackjack,
  handTotal,
  optimalAction,
  playBlackjack,
  type BlackjackRank,
  type BlackjackRound,
} from '../../../domain/casino/blackjack';
import { RoundBytes, uniformIntSync } from '../../../domain/casino/fairness';
import {
  drawKeno,
  drawKenoSync,
  isValidKenoPicks,
  KENO_PAYTABLE_TENTHS,
  kenoExactRtp,
  kenoHitProbability,
  kenoHits,
  kenoWin,
} from '../../../domain/casino/keno';
import {
  drawRoulettePocket,
  drawRoulettePocketSync,
  ROULETTE_BET_KINDS,
  rouletteCovered,
  rouletteExactRtp,
  rouletteWin,
  type RouletteBet,
} from '../../../domain/casino/roulette';

/** A seeded 32-bit generator (xorshift32) standing in for a round's bytes in simulations. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** Mean and standard error of a sample given as its sum, sum of squares and count. */
function meanAndError(sum: number, squares: number, n: number) {
  const mean = sum / n;
  return { mean, error: Math.sqrt((squares / n - mean * mean) / n) };
}

const FAIR = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('European roulette', () => {
  it('covers the layout’s bets and refuses bets that are not on it', () => {
    expect(rouletteCovered({ kind: 'straight', numbers: [0] })).toEqual([0]);
    expect(rouletteCovered({ kind: 'split', numbers: [0, 2] })).toEqual([0, 2]);
    expect(rouletteCovered({ kind: 'split', numbers: [17, 20] })).toEqual([17, 20]);
    expect(rouletteCovered({ kind: 'split', numbers: [3, 4] })).toBeNull();
    expect(rouletteCovered({ kind: 'street', numbers: [34] })).toEqual([34, 35, 36]);
    expect(rouletteCovered({ kind: 'street', numbers: [2] })).toBeNull();
    expect(rouletteCovered({ kind: 'corner', numbers: [32] })).toEqual([32, 33, 35, 36]);
    expect(rouletteCovered({ kind: 'corner', numbers: [3] })).toBeNull();
    expect(rouletteCovered({ kind: 'line', numbers: [31] })).toEqual([31, 32, 33, 34, 35, 36]);
    expect(rouletteCovered({ kind: 'dozen', numbers: [3] })).toHaveLength(12);
    expect(rouletteCovered({ kind: 'column', numbers: [2] })).toContain(35);
    expect(rouletteCovered({ kind: 'red' })).toHaveLength(18);
    expect(rouletteCovered({ kind: 'red' })).not.toContain(0);
    expect(rouletteCovered({ kind: 'odd', numbers: [1] })).toBeNull();
    expect(rouletteCovered({ kind: 'straight', numbers: [37] })).toBeNull();
  });

  it('pays 36 / k and returns 36/37 on every bet, exactly', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'split', numbers: [17, 18], stake: 100 },
      { kind: 'red', stake: 100 },
    ];
    expect(rouletteWin(bets, 17)).toBe(3600 + 1800 + 0);
    expect(rouletteWin(bets, 18)).toBe(1800 + 200);
    expect(rouletteWin(bets, 0)).toBe(0);
    for (const kind of ROULETTE_BET_KINDS) {
      const numbers =
        kind === 'split'
          ? [1, 2]
          : ['red', 'black', 'odd', 'even', 'low', 'high'].includes(kind)
            ? []
            : [1];
      expect(rouletteExactRtp({ kind, numbers })).toBeCloseTo(36 / 37, 12);
    }
  });

  it('draws the pocket from the round’s bytes, the same every time', async () => {
    const pocket = await drawRoulettePocket(new RoundBytes(FAIR));
    expect(pocket).toBe(await drawRoulettePocket(new RoundBytes(FAIR)));
    expect(pocket).toBeGreaterThanOrEqual(0);
    expect(pocket).toBeLessThanOrEqual(36);
  });

  it('confirms the return by simulation', () => {
    const next = seeded(2024);
    const bets: RouletteBet[] = [
      { kind: 'red', stake: 100 },
      { kind: 'dozen', numbers: [2], stake: 100 },
      { kind: 'corner', numbers: [8], stake: 100 },
    ];
    const staked = 300;
    const rounds = 300_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i += 1) {
      const r = rouletteWin(bets, drawRoulettePocketSync(next)) / staked;
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, rounds);
    expect(Math.abs(mean - 36 / 37)).toBeLessThan(5 * error);
  });
});

describe('keno', () => {
  it('takes 1 to 10 distinct picks of 1–80', () => {
    expect(isValidKenoPicks([1, 80])).toBe(true);
    expect(isValidKenoPicks([])).toBe(false);
    expect(isValidKenoPicks([1, 1])).toBe(false);
    expect(isValidKenoPicks([0])).toBe(false);
    expect(isValidKenoPicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe(false);
  });

  it('draws 20 distinct numbers of 1–80 from the round’s bytes, the same every time', async () => {
    const drawn = await drawKeno(new RoundBytes(FAIR));
    expect(drawn).toEqual(await drawKeno(new RoundBytes(FAIR)));
    expect(new Set(drawn).size).toBe(20);
    for (const n of drawn) expect(n >= 1 && n <= 80).toBe(true);
  });

  it('pays by the paytable, rounding down to a minor unit', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(kenoHits([1, 2, 50], drawn)).toBe(2);
    expect(kenoWin([1, 2, 50], drawn, 100)).toBe(340);
    expect(kenoWin([1], drawn, 3)).toBe(11);
    expect(kenoWin([60], drawn, 100)).toBe(0);
  });

  it('has exact returns between 93 % and 96.5 % for every number of picks', () => {
    for (let spots = 1; spots <= 10; spots += 1) {
      let total = 0;
      for (let hits = 0; hits <= spots; hits += 1) total += kenoHitProbability(spots, hits);
      expect(total).toBeCloseTo(1, 12);
      expect(kenoExactRtp(spots)).toBeGreaterThan(0.93);
      expect(kenoExactRtp(spots)).toBeLessThan(0.965);
    }
  });

  it('confirms the hit chances and the return by simulation', () => {
    const next = seeded(77);
    const rounds = 60_000;
    const counts = Array.from({ length: 11 }, () => new Array<number>(11).fill(0));
    const sums = new Array<number>(11).fill(0);
    const squares = new Array<number>(11).fill(0);
    for (let i = 0; i < rounds; i += 1) {
      const drawn = drawKenoSync(next);
      for (let spots = 1; spots <= 10; spots += 1) {
        // Picks 1..spots: every set of picks has the same chances.
        const picks = Array.from({ length: spots }, (_, k) => k * 7 + 1);
        const hits = kenoHits(picks, drawn);
        counts[spots]![hits]! += 1;
        const r = kenoWin(picks, drawn, 10) / 10;
        sums[spots]! += r;
        squares[spots]! += r * r;
      }
    }
    for (let spots = 1; spots <= 10; spots += 1) {
      for (let hits = 0; hits <= spots; hits += 1) {
        const p = kenoHitProbability(spots, hits);
        const error = Math.sqrt((p * (1 - p)) / rounds);
        expect(Math.abs(counts[spots]![hits]! / rounds - p)).toBeLessThan(5 * error + 1e-9);
      }
    }
    // The return itself where the top prizes do not dominate the variance.
    for (const spots of [1, 2, 3, 4]) {
      const { mean, error } = meanAndError(sums[spots]!, squares[spots]!, rounds);
      expect(Math.abs(mean - kenoExactRtp(spots))).toBeLessThan(5 * error);
    }
    expect(Object.keys(KENO_PAYTABLE_TENTHS)).toHaveLength(10);
  });
});

describe('blackjack', () => {
  const sequence =
    (cards: BlackjackRank[]) =>
    (index: number): BlackjackRank =>
      cards[index] ?? 2;

  it('deals player, dealer, player, dealer and settles a blackjack at once, paying 3:2', () => {
    const round = dealBlackjack(sequence([1, 9, 13, 7]));
    expect(round.phase).toBe('settled');
    expect(blackjackReturnUnits(round)).toBe(2.5);
    const both = dealBlackjack(sequence([1, 1, 12, 10]));
    expect(blackjackReturnUnits(both)).toBe(1);
  });

  it('refuses an action out of order and one the hand may not take', () => {
    const settled = dealBlackjack(sequence([1, 9, 13, 7]));
    expect(playBlackjack(settled, 'stand', sequence([]))).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    const round = dealBlackjack(sequence([10, 9, 6, 7]));
    expect(allowedActions(round)).toEqual(['hit', 'stand', 'double']);
    expect(playBlackjack(round, 'split', sequence([]))).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
  });

  it('dealer stands on soft 17; a double takes one card and doubles the stake', () => {
    // Player 5+6, dealer ace up, 6 hole: soft 17 stands; the double draws a 10: 21 wins 2 × 2.
    const cards = sequence([5, 1, 6, 6, 10]);
    const doubled = playBlackjack(dealBlackjack(cards), 'double', cards);
    expect(doubled.ok && doubled.round.phase).toBe('settled');
    if (!doubled.ok) return;
    expect(doubled.round.dealer).toEqual([1, 6]);
    expect(handTotal(doubled.round.dealer)).toEqual({ total: 17, soft: true });
    expect(blackjackReturnUnits(doubled.round)).toBe(4);
  });

  it('splits a pair once; split aces take one card each and 21 is not a blackjack', () => {
    const cards = sequence([1, 9, 1, 8, 13, 12]);
    const split = playBlackjack(dealBlackjack(cards), 'split', cards);
    if (!split.ok) throw new Error('split refused');
    expect(split.round.phase).toBe('settled');
    expect(split.round.hands.map((h) => h.cards)).toEqual([
      [1, 13],
      [1, 12],
    ]);
    // Two 21s against the dealer's 17: each pays 1:1.
    expect(blackjackReturnUnits(split.round)).toBe(4);
    const eights = sequence([8, 10, 8, 7, 3, 10]);
    const once = playBlackjack(dealBlackjack(eights), 'split', eights);
    if (!once.ok) throw new Error('split refused');
    expect(allowedActions(once.round)).not.toContain('split');
  });

  it('confirms the exact return of optimal play by simulation', () => {
    const exact = blackjackExactRtp();
    expect(exact).toBeGreaterThan(0.99);
    expect(exact).toBeLessThan(1);
    const next = seeded(31337);
    const rounds = 150_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i += 1) {
      const drawn: BlackjackRank[] = [];
      const cards = (index: number) => {
        while (drawn.length <= index) drawn.push(uniformIntSync(next, 13) + 1);
        return drawn[index]!;
      };
      let round: BlackjackRound = dealBlackjack(cards);
      while (round.phase === 'player') {
        const played = playBlackjack(round, optimalAction(round), cards);
        if (!played.ok) throw new Error(played.reason);
        round = played.round;
      }
      const r = blackjackRoundReturn(round);
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, rounds);
    expect(Math.abs(mean - exact)).toBeLessThan(5 * error);
  });
});
