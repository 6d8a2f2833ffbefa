import { describe, expect, it } from 'vitest';
import {
  accumulatorOfTheDay,
  dayNumber,
  type DayCandidate,
} from '../../../domain/sports/accumulatorOfTheDay';

const game = (
  gameId: number,
  coefs: number[],
  extra: Partial<DayCandidate> = {},
): DayCandidate => ({
  gameId,
  isBannedExpress: false,
  isMatch: true,
  outcomes: coefs.map((coef, i) => ({ id: gameId * 10 + i, coef, isBlocked: false })),
  ...extra,
});

const pool = Array.from({ length: 12 }, (_, i) => game(i + 1, [1.5 + i / 20, 3.4, 5]));

describe('the accumulator of the day', () => {
  it("is the same express all day, in any order of the feed, and each leg is a game's favourite", () => {
    const day = dayNumber(Date.UTC(2026, 10, 29, 8), 3);
    const combo = accumulatorOfTheDay(pool, { legs: 3, day })!;
    expect(combo.legs).toHaveLength(3);
    expect(new Set(combo.legs.map((l) => l.gameId)).size).toBe(3);
    for (const leg of combo.legs) expect(leg.outcomeId).toBe(leg.gameId * 10);
    const expected = Math.round(combo.legs.reduce((p, l) => p * l.coef, 1) * 100) / 100;
    expect(combo.coef).toBe(expected);
    expect(accumulatorOfTheDay([...pool].reverse(), { legs: 3, day })).toEqual(combo);
    const laterSameDay = dayNumber(Date.UTC(2026, 10, 29, 20, 59), 3);
    expect(accumulatorOfTheDay(pool, { legs: 3, day: laterSameDay })).toEqual(combo);
  });

  it('picks other games on other days', () => {
    const picks = new Set(
      Array.from({ length: 7 }, (_, d) =>
        accumulatorOfTheDay(pool, { legs: 3, day: 20_000 + d })!
          .legs.map((l) => l.gameId)
          .join(','),
      ),
    );
    expect(picks.size).toBeGreaterThan(1);
  });

  it('passes outrights, games banned from expresses, fully blocked, or whose favourite is out of range', () => {
    const candidates = [
      game(9, [1.5, 2.0], { isMatch: false }), // a race or a vote
      game(1, [1.8, 2.0], { isBannedExpress: true }),
      {
        ...game(2, [1.8, 2.0]),
        outcomes: game(2, [1.8]).outcomes.map((o) => ({ ...o, isBlocked: true })),
      },
      game(3, [1.05, 9]), // a near-certainty
      game(4, [3.5, 3.6]), // no favourite under 2.6
      game(5, [1.7, 2.2]),
      game(6, [2.1, 1.9]),
    ];
    const combo = accumulatorOfTheDay(candidates, { legs: 4, day: 1 })!;
    expect(combo.legs.map((l) => l.gameId).sort()).toEqual([5, 6]);
    expect(combo.legs.find((l) => l.gameId === 6)?.coef).toBe(1.9);
  });

  it('is no express below two games', () => {
    expect(accumulatorOfTheDay([game(1, [1.5])], { legs: 3, day: 1 })).toBeNull();
    expect(accumulatorOfTheDay([], { legs: 3, day: 1 })).toBeNull();
  });

  it("counts days in the customer's time zone", () => {
    const lateUtc = Date.UTC(2026, 10, 29, 22, 30);
    expect(dayNumber(lateUtc, 3)).toBe(dayNumber(lateUtc, 0) + 1);
    expect(dayNumber(lateUtc, -5)).toBe(dayNumber(lateUtc, 0));
  });
});
