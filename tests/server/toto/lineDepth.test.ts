// The simulated line is deep enough for the toto (SPEC section 2 `toto`): a brand keeps its current
// and next draws open, each of gamesPerDraw games that start at least MIN_LEAD_MS ahead, so the
// line must hold that many eligible games at any moment, whatever the feed's seed and also right
// after the feed clock jumps a day (as test control moves it). With a line of 80 games (about
// three hours) a fresh feed had fewer than 15 eligible games for 7 seeds in 40 and never enough
// for a next draw; the toto page then said "no draw is open" for long spells.
import { describe, expect, it } from 'vitest';
import type { FeedClock } from '../../../server/sports/feed/types';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { SportsState } from '../../../server/sports/state/sportsState';
import { chooseGames, eligibleGames, type GameCandidate } from '../../../server/toto/draws';

/** Aurora's draws are the larger (configs/brands/aurora/site.json). */
const GAMES_PER_DRAW = 15;
const SEEDS = Array.from({ length: 8 }, (_, i) => i + 1);

/** The current and the next draw as formDraws would form them from these candidates, or null. */
function twoDraws(candidates: GameCandidate[]): [GameCandidate[], GameCandidate[]] | null {
  const current = chooseGames(candidates, GAMES_PER_DRAW);
  if (!current) return null;
  const closesAt = current[0]!.startAtMs;
  const rest = candidates.filter((c) => c.startAtMs > closesAt && !current.includes(c));
  const next = chooseGames(rest, GAMES_PER_DRAW);
  return next ? [current, next] : null;
}

/**
 * A feed clock whose ticks the test runs, and that jumps as the server's world clock does when test
 * control moves it: one tick sees the new time (server/http/worldClock.ts).
 */
function steppedClock(startMs: number) {
  let now = startMs;
  const ticks = new Set<() => void>();
  const clock: FeedClock = {
    now: () => now,
    every(_intervalMs, tick) {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  };
  const tick = (ms: number) => {
    now += ms;
    for (const run of ticks) run();
  };
  return { clock, tick };
}

describe('the simulated line and the toto', () => {
  it.each(SEEDS)(
    'seed %i: the line holds a current and a next draw at start and a day later',
    (seed) => {
      const { clock, tick } = steppedClock(Date.parse('2026-11-27T09:00:00Z'));
      const feed = new SimulatedFeed({ seed, clock });
      const state = new SportsState(feed.catalog);
      feed.onDelta((delta) => state.applyDelta(delta));
      feed.start();
      try {
        expect(twoDraws(eligibleGames(state, clock.now()))).not.toBeNull();
        // A jump of a day and a minute (the limits journey's cooling-off), then a second of play.
        tick(24 * 3_600_000 + 60_000);
        tick(1000);
        expect(twoDraws(eligibleGames(state, clock.now()))).not.toBeNull();
      } finally {
        feed.stop();
      }
    },
  );
});
