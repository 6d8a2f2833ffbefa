// Hi-lo of the built-in provider: the chain of cards from the round's bytes, the guesses and their
// refusals out of order, the multiplier, and the exact return to player of a fixed strategy
// (the likelier guess, cashed out after k right ones) confirmed by simulation (seeded, five
// standard errors).
import { describe, expect, it } from 'vitest';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawHilo,
  drawHiloSync,
  HILO_CARDS,
  HILO_MAX_GUESSES,
  hiloExactRtp,
  hiloLikelierGuess,
  hiloMultiplierX100,
  hiloRank,
  hiloWin,
  playHilo,
  startHilo,
  type HiloRound,
} from '../../../domain/casino/hilo';

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

const FAIR = { serverSeed: 'd'.repeat(64), clientSeed: 'hilo-seed', nonce: 4 };
/** Cards by rank (ace 1 … king 13), clubs. */
const ranks = (...r: number[]) => r.map((rank) => rank - 1);

describe('hi-lo', () => {
  it('draws the chain of cards from the round bytes, verifiably', async () => {
    const cards = await drawHilo(new RoundBytes(FAIR));
    expect(cards).toHaveLength(HILO_CARDS);
    expect(cards.every((c) => Number.isInteger(c) && c >= 0 && c < 52)).toBe(true);
    expect(await drawHilo(new RoundBytes(FAIR))).toEqual(cards);
    expect(await drawHilo(new RoundBytes({ ...FAIR, nonce: 5 }))).not.toEqual(cards);
    expect(await builtinOutcomeRule('builtin-hilo')(new RoundBytes(FAIR))).toEqual(cards);
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    const verified = await verifyBuiltinRound({
      ...FAIR,
      serverSeedHash,
      engineKey: 'builtin-hilo',
      outcome: cards,
    });
    expect(verified.verified).toBe(true);
    const forged = await verifyBuiltinRound({
      ...FAIR,
      serverSeedHash,
      engineKey: 'builtin-hilo',
      outcome: [...cards.slice(0, -1), (cards[HILO_CARDS - 1]! + 1) % 52],
    });
    expect(forged.verified).toBe(false);
  });

  it('pays 0.99 × 13 / the winning ranks of each guess, rounded down', () => {
    // From a 7, "higher or same" comes true on 7 ranks of 13.
    expect(hiloMultiplierX100(ranks(7, 9), ['higher'])).toBe(Math.floor((99 * 13) / 7));
    // From a king, "higher or same" only on a king: 12.87.
    expect(hiloMultiplierX100(ranks(13, 13), ['higher'])).toBe(1287);
    // From an ace, "higher or same" always: 0.99.
    expect(hiloMultiplierX100(ranks(1, 5), ['higher'])).toBe(99);
    // Two guesses multiply: 13/10 from a 4 higher, then 13/8 from a 8 lower.
    expect(hiloMultiplierX100(ranks(4, 8, 2), ['higher', 'lower'])).toBe(
      Math.floor(99 * (13 / 10) * (13 / 8) + 1e-9),
    );
    expect(hiloMultiplierX100(ranks(4), [])).toBe(0);
  });

  it('plays guesses and a cash-out, refusing moves out of order', () => {
    const cards = ranks(5, 9, 9, 3, 12, ...Array<number>(HILO_CARDS - 5).fill(7));
    let round: HiloRound = startHilo();
    expect(playHilo(round, 'cash_out', cards)).toEqual({ ok: false, reason: 'action_not_allowed' });
    let played = playHilo(round, 'higher', cards);
    expect(played.ok && played.round.phase).toBe('playing');
    round = played.ok ? played.round : round;
    // 9 then 9: "lower or same" comes true on a tie.
    played = playHilo(round, 'lower', cards);
    expect(played.ok && played.round.phase).toBe('playing');
    round = played.ok ? played.round : round;
    const cashed = playHilo(round, 'cash_out', cards);
    expect(cashed.ok && cashed.round.phase).toBe('cashed_out');
    if (!cashed.ok) throw new Error('cash-out refused');
    expect(hiloWin(cashed.round, cards, 1_000)).toBe(
      Math.floor((1_000 * hiloMultiplierX100(cards, ['higher', 'lower'])) / 100),
    );
    expect(playHilo(cashed.round, 'higher', cards)).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    // 9 then 3: "higher" loses, and pays nothing.
    const lost = playHilo(round, 'higher', cards);
    expect(lost.ok && lost.round.phase).toBe('lost');
    if (!lost.ok) throw new Error('guess refused');
    expect(hiloWin(lost.round, cards, 1_000)).toBe(0);
    expect(playHilo(lost.round, 'cash_out', cards)).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
  });

  it('cashes out by itself after the last guess', () => {
    const cards = Array<number>(HILO_CARDS).fill(0);
    let round = startHilo();
    for (let i = 0; i < HILO_MAX_GUESSES; i += 1) {
      const played = playHilo(round, 'higher', cards);
      if (!played.ok) throw new Error('refused');
      round = played.round;
    }
    expect(round.phase).toBe('cashed_out');
    expect(hiloWin(round, cards, 100)).toBe(99);
  });

  it('matches the exact return of the likelier guess by simulation', () => {
    for (const k of [1, 2, 3]) {
      const exact = hiloExactRtp(k);
      expect(exact).toBeGreaterThan(0.98);
      expect(exact).toBeLessThan(0.99);
      const next = seeded(0x41_10 + k);
      const rounds = 200_000;
      let sum = 0;
      let sumSq = 0;
      for (let i = 0; i < rounds; i += 1) {
        const cards = drawHiloSync(next);
        let round = startHilo();
        while (round.phase === 'playing' && round.guesses.length < k) {
          const shown = cards[round.guesses.length]!;
          const played = playHilo(round, hiloLikelierGuess(shown), cards);
          if (!played.ok) throw new Error('refused');
          round = played.round;
        }
        if (round.phase === 'playing') {
          const played = playHilo(round, 'cash_out', cards);
          if (!played.ok) throw new Error('refused');
          round = played.round;
        }
        const x = hiloWin(round, cards, 10_000) / 10_000;
        sum += x;
        sumSq += x * x;
      }
      const mean = sum / rounds;
      const se = Math.sqrt((sumSq / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - exact)).toBeLessThan(5 * se);
    }
    expect(hiloRank(12)).toBe(13);
  });
});
