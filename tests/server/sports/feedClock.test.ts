import { describe, expect, it } from 'vitest';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SeededRandom } from '../../../server/sports/feed/random';

describe('ManualFeedClock', () => {
  it('fires every due tick in time order while advancing, with now() at each tick', () => {
    const clock = new ManualFeedClock(1_000);
    const fired: string[] = [];
    clock.every(300, () => fired.push(`a@${clock.now()}`));
    const stopB = clock.every(500, () => fired.push(`b@${clock.now()}`));
    clock.advance(1_000);
    expect(fired).toEqual(['a@1300', 'b@1500', 'a@1600', 'a@1900', 'b@2000']);
    expect(clock.now()).toBe(2_000);
    stopB();
    fired.length = 0;
    clock.advance(400);
    expect(fired).toEqual(['a@2200']);
    expect(clock.now()).toBe(2_400);
  });

  it('refuses a non-positive interval', () => {
    expect(() => new ManualFeedClock(0).every(0, () => undefined)).toThrow(RangeError);
  });
});

describe('SeededRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = new SeededRandom(9);
    const b = new SeededRandom(9);
    const draws = Array.from({ length: 1000 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new SeededRandom(10).next()).not.toBe(draws[0]);
  });

  it('draws Poisson counts with the asked mean', () => {
    const rng = new SeededRandom(3);
    const n = 20_000;
    let total = 0;
    for (let i = 0; i < n; i += 1) total += rng.poisson(2.5);
    expect(total / n).toBeGreaterThan(2.4);
    expect(total / n).toBeLessThan(2.6);
  });
});
