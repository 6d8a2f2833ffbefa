// The outside provider's game rules (domain/casino/outpostGames.ts): the bets each game takes,
// their return to player computed exactly over every outcome, and a round recomputed from its seeds.
import { describe, expect, it } from 'vitest';
import { DICE_VALUES } from '../../../domain/casino/diceGame';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawOutpost,
  isOutpostBet,
  OUTPOST_GAMES,
  outpostExactRtp,
  outpostWin,
  type OutpostBet,
} from '../../../domain/casino/outpostGames';

/** The return over every equally likely draw, by enumeration. */
function enumeratedRtp(bet: OutpostBet): number {
  const draws = bet.engine === 'dice' ? DICE_VALUES : 2;
  const stake = 1_000_000;
  let paid = 0;
  for (let draw = 0; draw < draws; draw += 1) paid += outpostWin(bet, stake, draw);
  return paid / draws / stake;
}

describe('Outpost Games rules', () => {
  it('takes a coin call and dice targets with a chance of 1 %–95 %, nothing else', () => {
    expect(isOutpostBet({ engine: 'coin', side: 'heads' })).toBe(true);
    expect(isOutpostBet({ engine: 'dice', kind: 'under', target: 100 })).toBe(true);
    expect(isOutpostBet({ engine: 'dice', kind: 'under', target: 99 })).toBe(false);
    expect(isOutpostBet({ engine: 'dice', kind: 'over', target: 500 })).toBe(true);
    expect(isOutpostBet({ engine: 'dice', kind: 'over', target: 499 })).toBe(false);
    expect(isOutpostBet({ engine: 'dice', kind: 'under', target: 50.5 })).toBe(false);
  });

  it('returns exactly what each title states: the coin 98 %, the dice 99 % less its rounding', () => {
    const coin = OUTPOST_GAMES.find((g) => g.engine === 'coin')!;
    const heads: OutpostBet = { engine: 'coin', side: 'heads' };
    expect(enumeratedRtp(heads)).toBeCloseTo(outpostExactRtp(heads), 12);
    expect(outpostExactRtp(heads) * 100).toBeCloseTo(coin.rtpPercent, 10);

    const dice = OUTPOST_GAMES.find((g) => g.engine === 'dice')!;
    for (const bet of [
      { engine: 'dice', kind: 'under', target: 5_000 },
      { engine: 'dice', kind: 'over', target: 5_000 },
      { engine: 'dice', kind: 'under', target: 1_000 },
      { engine: 'dice', kind: 'over', target: 3_333 },
    ] as OutpostBet[]) {
      expect(enumeratedRtp(bet)).toBeCloseTo(outpostExactRtp(bet), 12);
      expect(outpostExactRtp(bet)).toBeLessThanOrEqual(dice.rtpPercent / 100 + 1e-12);
      expect(outpostExactRtp(bet)).toBeGreaterThan(0.985);
    }
  });

  it('draws a round from its seeds, the same on every recomputation', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const first = await drawOutpost('dice', new RoundBytes(seeds));
    expect(await drawOutpost('dice', new RoundBytes(seeds))).toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(DICE_VALUES);
    expect(await hashServerSeed(seeds.serverSeed)).toMatch(/^[0-9a-f]{64}$/);
    const coins = new Set<number>();
    for (let nonce = 0; nonce < 40; nonce += 1) {
      coins.add(await drawOutpost('coin', new RoundBytes({ ...seeds, nonce })));
    }
    expect([...coins].sort()).toEqual([0, 1]);
  });
});
