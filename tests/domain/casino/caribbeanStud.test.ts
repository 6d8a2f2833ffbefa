// Caribbean Stud against the dealer (the built-in provider's poker title): the hand ranking and
// its kickers, the dealer's qualification (ace-king or better), the settlement of a fold and of a
// call in every case (ante 1:1, the call by the paytable, a tie returned), the deal from the
// round's bytes (the same ten cards as video poker, verifiable), and the exact chance that the
// dealer qualifies (1,463,700 / 2,598,960) against a seeded simulation. The 94.78 % of optimal
// play is the published figure; the bench measures the reference strategy with its interval.
import { describe, expect, it } from 'vitest';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import {
  dealerQualifies,
  drawStudSync,
  settleStud,
  studDealerQualifyChance,
  studHandValue,
  studReferenceCall,
  STUD_CALL_PAYS,
} from '../../../domain/casino/caribbeanStud';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import { drawVideoPoker } from '../../../domain/casino/videoPoker';

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

/** A card from rank (2–14) and suit (0–3). */
const c = (rank: number, suit: number) => suit * 13 + rank - 2;
const hand = (...cards: [number, number][]) => cards.map(([r, s]) => c(r, s));

describe('Caribbean Stud', () => {
  it('ranks every hand, the wheel straight low and kickers deciding', () => {
    const name = (cards: number[]) => studHandValue(cards).hand;
    expect(name(hand([10, 2], [11, 2], [12, 2], [13, 2], [14, 2]))).toBe('royal_flush');
    expect(name(hand([14, 0], [2, 0], [3, 0], [4, 0], [5, 0]))).toBe('straight_flush');
    expect(name(hand([9, 0], [9, 1], [9, 2], [9, 3], [2, 0]))).toBe('four_of_a_kind');
    expect(name(hand([9, 0], [9, 1], [9, 2], [4, 3], [4, 0]))).toBe('full_house');
    expect(name(hand([2, 1], [7, 1], [9, 1], [11, 1], [13, 1]))).toBe('flush');
    expect(name(hand([14, 0], [2, 1], [3, 2], [4, 3], [5, 0]))).toBe('straight');
    expect(name(hand([8, 0], [8, 1], [8, 2], [4, 3], [2, 0]))).toBe('three_of_a_kind');
    expect(name(hand([8, 0], [8, 1], [4, 2], [4, 3], [2, 0]))).toBe('two_pair');
    expect(name(hand([8, 0], [8, 1], [4, 2], [5, 3], [2, 0]))).toBe('one_pair');
    expect(name(hand([14, 0], [8, 1], [4, 2], [5, 3], [2, 0]))).toBe('high_card');
    const score = (cards: number[]) => studHandValue(cards).score;
    // The wheel is the lowest straight; a pair of kings with an ace beats one with a queen.
    expect(score(hand([14, 0], [2, 1], [3, 2], [4, 3], [5, 0]))).toBeLessThan(
      score(hand([2, 0], [3, 1], [4, 2], [5, 3], [6, 0])),
    );
    expect(score(hand([13, 0], [13, 1], [14, 2], [4, 3], [2, 0]))).toBeGreaterThan(
      score(hand([13, 2], [13, 3], [12, 2], [11, 3], [10, 0])),
    );
    expect(score(hand([13, 0], [13, 1], [14, 2], [4, 3], [2, 0]))).toBe(
      score(hand([13, 2], [13, 3], [14, 1], [4, 0], [2, 1])),
    );
    // Two pair: the higher pair first, then the lower, then the kicker.
    expect(score(hand([10, 0], [10, 1], [3, 2], [3, 3], [14, 0]))).toBeLessThan(
      score(hand([10, 2], [10, 3], [4, 2], [4, 3], [2, 0])),
    );
  });

  it('qualifies the dealer with ace-king high or better', () => {
    const q = (cards: number[]) => dealerQualifies(studHandValue(cards), cards);
    expect(q(hand([14, 0], [13, 1], [4, 2], [5, 3], [2, 0]))).toBe(true);
    expect(q(hand([14, 0], [12, 1], [4, 2], [5, 3], [2, 0]))).toBe(false);
    expect(q(hand([2, 0], [2, 1], [4, 2], [5, 3], [7, 0]))).toBe(true);
    expect(studReferenceCall(hand([14, 0], [13, 1], [4, 2], [5, 3], [2, 0]))).toBe(true);
    expect(studReferenceCall(hand([14, 0], [12, 1], [4, 2], [5, 3], [2, 0]))).toBe(false);
  });

  it('settles a fold, a dealer who does not qualify, a win by the paytable, a tie and a loss', () => {
    const ante = 100;
    const trips = hand([8, 0], [8, 1], [8, 2], [4, 3], [2, 0]);
    const dealerNoGame = hand([14, 1], [12, 2], [4, 0], [5, 1], [3, 3]);
    const dealerPair = hand([9, 1], [9, 3], [4, 0], [5, 1], [3, 3]);
    const dealerFlush = hand([2, 3], [6, 3], [7, 3], [10, 3], [13, 3]);
    expect(settleStud([...trips, ...dealerPair], false, ante)).toMatchObject({
      result: 'folded',
      staked: 100,
      win: 0,
    });
    expect(settleStud([...trips, ...dealerNoGame], true, ante)).toMatchObject({
      result: 'dealer_not_qualified',
      staked: 300,
      win: 400,
    });
    // Ante 1:1 (200) and the call of 200 paid 3:1 (800).
    expect(settleStud([...trips, ...dealerPair], true, ante)).toMatchObject({
      result: 'player_wins',
      playerHand: 'three_of_a_kind',
      dealerHand: 'one_pair',
      staked: 300,
      win: 200 + 200 * (1 + STUD_CALL_PAYS.three_of_a_kind),
    });
    expect(settleStud([...trips, ...dealerFlush], true, ante)).toMatchObject({
      result: 'dealer_wins',
      win: 0,
    });
    const mirror = hand([9, 0], [9, 2], [4, 1], [5, 0], [3, 1]);
    expect(settleStud([...mirror, ...dealerPair], true, ante)).toMatchObject({
      result: 'tie',
      win: 300,
    });
  });

  it('deals the ten cards of the round from its bytes, verifiable like any round', async () => {
    const serverSeed = 'ab'.repeat(32);
    const fair = { serverSeed, clientSeed: 'stud', nonce: 7 };
    const outcome = await builtinOutcomeRule('builtin-caribbean-stud')(new RoundBytes(fair));
    expect(outcome).toEqual(await drawVideoPoker(new RoundBytes(fair)));
    expect(new Set(outcome).size).toBe(10);
    const check = await verifyBuiltinRound({
      ...fair,
      engineKey: 'builtin-caribbean-stud',
      serverSeedHash: await hashServerSeed(serverSeed),
      outcome,
    });
    expect(check.verified).toBe(true);
    expect(findBuiltinGame('builtin-caribbean-stud')).toMatchObject({
      category: 'poker',
      rtpPercent: 94.78,
    });
  });

  it('qualifies the dealer as often as the exact chance says (seeded simulation)', () => {
    const next = seeded(0x57ad);
    const rounds = 200_000;
    let qualified = 0;
    for (let i = 0; i < rounds; i += 1) {
      const dealer = drawStudSync(next).slice(5, 10);
      if (dealerQualifies(studHandValue(dealer), dealer)) qualified += 1;
    }
    const p = studDealerQualifyChance();
    expect(p).toBeCloseTo(0.5632, 4);
    // Within 4 standard errors of the exact chance.
    expect(Math.abs(qualified / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
  });
});
