// "Bets on your" combinations (SPEC section 2 page type betsonyour): one leg a game, the favourite.
import { describe, expect, it } from 'vitest';
import { buildCombos, favourite } from '../../../domain/sports/combos';

const game = (gameId: number, coefs: number[], blocked: number[] = []) => ({
  gameId,
  outcomes: coefs.map((coef, k) => ({ id: gameId * 10 + k, coef, isBlocked: blocked.includes(k) })),
});

describe('bets on your combinations', () => {
  it('takes the lowest open price of a market', () => {
    expect(favourite(game(1, [2.1, 3.4, 1.8]).outcomes)?.id).toBe(12);
    expect(favourite(game(1, [2.1, 3.4, 1.8], [2]).outcomes)?.id).toBe(10);
    expect(favourite(game(1, [2.1], [0]).outcomes)).toBeNull();
  });

  it('builds accumulators of distinct games in order, passing games with no open price', () => {
    const combos = buildCombos(
      [
        game(1, [1.5, 2.5]),
        game(2, [3, 1.2]),
        game(2, [1.1, 9]),
        game(3, [2, 2], [0, 1]),
        game(4, [1.9, 1.9]),
        game(5, [1.4, 3]),
        game(6, [1.3, 3.5]),
      ],
      2,
      3,
    );
    expect(combos.map((c) => c.legs.map((l) => l.gameId))).toEqual([
      [1, 2],
      [4, 5],
    ]);
    expect(combos[0]!.legs.map((l) => l.outcomeId)).toEqual([10, 21]);
    expect(combos[0]!.coef).toBe(1.8);
    expect(combos[1]!.coef).toBe(2.66);
    // Not enough games left for a third: it is not offered half-built.
    expect(buildCombos([game(1, [1.5])], 2, 3)).toEqual([]);
  });
});
