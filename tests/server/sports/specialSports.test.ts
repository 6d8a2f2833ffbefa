// The feed models of the special sports pages (SPEC section 2 page types ufc, politics, marble):
// fair probabilities sum to 1, priced markets carry a margin inside MARGIN_RANGE, the simulated
// events end with a result that settles their markets as the pricing model meant.
import { describe, expect, it } from 'vitest';
import { settleLeg } from '../../../domain/coupon/settlement';
import {
  fightOdds,
  MARGIN_RANGE,
  MARKET_TYPE,
  normalRaceWin,
  OUTCOME_TYPE,
  priceMarket,
  impliedMargin,
  runnerOutcomeType,
  type FairMarket,
} from '../../../domain/sports/pricing/index';
import { GameStatus, type GameDetails, type GameScore } from '../../../domain/sports/types';
import { catalogTeams, OUTRIGHT_CHAMP_IDS, SPORT_IDS } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SeededRandom } from '../../../server/sports/feed/random';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import {
  CountSim,
  createSportSim,
  FightSim,
  restoreSportSim,
  type SportSim,
} from '../../../server/sports/feed/sportSims';

const UFC = { id: 9001, sportId: SPORT_IDS.mma } as const;
const RUNOFF = { id: 9102, sportId: SPORT_IDS.politics } as const;
const ELECTION = { id: 9101, sportId: SPORT_IDS.politics } as const;
const MARBLES = { id: 9201, sportId: SPORT_IDS.marbleRacing } as const;

function champ(c: { id: number; sportId: number }) {
  return {
    ...c,
    name: '',
    nameEn: '',
    country: { id: 0, code: 'INT', name: '' },
    isTop: true,
    order: 1,
  };
}

function expectFair(market: FairMarket): void {
  const sum = market.outcomes.reduce((s, o) => s + o.probability, 0);
  expect(sum).toBeCloseTo(1, 9);
  for (const o of market.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
}

/** Priced at a 5 % target: the overround falls in the range (or the market is suspended). */
function expectSanePrice(market: FairMarket): number[] | null {
  const coefs = priceMarket(
    market.outcomes.map((o) => o.probability),
    0.05,
  );
  if (coefs) {
    const margin = impliedMargin(coefs);
    expect(margin).toBeGreaterThanOrEqual(MARGIN_RANGE.min - 1e-9);
    expect(margin).toBeLessThanOrEqual(MARGIN_RANGE.max + 1e-9);
  }
  return coefs;
}

/** Plays a sim to its end, checking every market at every step. */
function playOut(sim: SportSim, seed: number): GameScore {
  const rng = new SeededRandom(seed);
  for (let i = 0; i < 10_000; i += 1) {
    for (const market of sim.markets()) expectFair(market);
    if (sim.step(rng, 1000).finished) break;
  }
  const view = sim.view();
  expect(view.status).toBe(GameStatus.Finished);
  return view.score;
}

function settle(market: FairMarket, typeId: number, score: GameScore) {
  return settleLeg(
    {
      marketTypeId: market.typeId,
      outcomeTypeId: typeId,
      param: market.param ?? null,
      period: market.period ?? null,
    },
    { home: score.home, away: score.away, periods: score.periods, cancelled: false },
  );
}

describe('the outright model (marble races, elections)', () => {
  it('gives each runner its chance of the highest total, summing to 1', () => {
    const even = normalRaceWin([1, 1, 1, 1], 0.5);
    for (const p of even) expect(p).toBeCloseTo(0.25, 3);
    const ordered = normalRaceWin([3, 2, 1], 1);
    expect(ordered[0]).toBeGreaterThan(ordered[1]!);
    expect(ordered[1]).toBeGreaterThan(ordered[2]!);
    expect(ordered.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Two runners: the closed form P(X > Y) = Φ((m1 - m2) / (sd √2)).
    expect(normalRaceWin([0.5, 0], 1)[0]).toBeCloseTo(0.638, 3);
    // Nothing left to play: the leader has won.
    expect(normalRaceWin([2, 3, 1], 0)).toEqual([0, 1, 0]);
  });

  it.each([
    ['marble race', MARBLES],
    ['election', ELECTION],
  ])('prices a %s before the start within the margin range, favourite first', (_, c) => {
    const sim = createSportSim(champ(c), 0, new SeededRandom(3));
    const [market] = sim.markets();
    expect(market?.typeId).toBe(MARKET_TYPE.outright);
    expect(market?.outcomes.map((o) => o.name)).toEqual(catalogTeams(c.id).map((t) => t.name));
    expectFair(market!);
    const coefs = expectSanePrice(market!);
    expect(coefs).not.toBeNull();
    // The catalogue's strongest runner is the favourite, the weakest the outsider.
    expect(coefs![0]).toBeLessThan(coefs![coefs!.length - 1]!);
  });

  it.each([1, 2, 3, 4, 5])('settles the race of seed %i on the runner that won it', (seed) => {
    const sim = createSportSim(champ(MARBLES), 0, new SeededRandom(seed));
    const score = playOut(sim, seed);
    const [market] = sim.markets();
    expect(score.home).toBeGreaterThanOrEqual(1);
    expect(score.formatted).toBe(market!.outcomes[score.home - 1]!.name);
    market!.outcomes.forEach((o, k) => {
      expect(settle(market!, o.typeId, score)).toBe(k + 1 === score.home ? 'won' : 'lost');
      // The finished race's probabilities name the winner too.
      expect(o.probability).toBe(k + 1 === score.home ? 1 : 0);
    });
  });

  it('goes on from a saved race as the same race', () => {
    const rng = new SeededRandom(11);
    const sim = createSportSim(champ(MARBLES), 0, rng);
    for (let i = 0; i < 45; i += 1) sim.step(rng, 1000);
    const restored = restoreSportSim(champ(MARBLES), sim.save());
    expect(restored.markets()).toEqual(sim.markets());
    expect(restored.view()).toEqual(sim.view());
  });
});

describe('the fight model (UFC)', () => {
  const base = {
    round: 0,
    roundProgress: 0,
    roundsHome: 0,
    roundsAway: 0,
    winner: null,
    roundsFought: 0,
    finishPerRound: 0.22,
    homeFinish: 0.5,
    homeRound: 0.5,
  } as const;

  it('gives an even fight 50 % and the chance of each round as survival of the finishes', () => {
    const odds = fightOdds(base);
    expect(odds.home).toBeCloseTo(0.5, 9);
    expect(odds.reaches[0]).toBe(1);
    expect(odds.reaches[1]).toBeCloseTo(0.78, 9);
    expect(odds.reaches[2]).toBeCloseTo(0.78 * 0.78, 9);
    expect(fightOdds({ ...base, homeFinish: 0.7, homeRound: 0.7 }).home).toBeGreaterThan(0.6);
    // Home ahead 2:0 on the cards going into round 3 wins unless finished in it.
    const ahead = fightOdds({ ...base, round: 3, roundsHome: 2 });
    expect(ahead.home).toBeCloseTo(1 - 0.22 * 0.5, 9);
  });

  it('prices a fight (winner, rounds 1.5 and 2.5) within the margin range', () => {
    const sim = new FightSim(0.3);
    const markets = sim.markets();
    expect(markets.map((m) => m.typeId)).toEqual([
      MARKET_TYPE.winner,
      MARKET_TYPE.roundsTotal,
      MARKET_TYPE.roundsTotal,
    ]);
    for (const market of markets) {
      expectFair(market);
      expect(expectSanePrice(market)).not.toBeNull();
    }
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('settles the fight of seed %i from its result', (seed) => {
    const sim = new FightSim(0.2);
    const score = playOut(sim, seed);
    const [winner, over15, over25] = sim.markets() as [FairMarket, FairMarket, FairMarket];
    expect(score.home + score.away).toBe(1);
    expect(settle(winner, OUTCOME_TYPE.home, score)).toBe(score.home === 1 ? 'won' : 'lost');
    expect(settle(winner, OUTCOME_TYPE.away, score)).toBe(score.away === 1 ? 'won' : 'lost');
    const rounds = score.periods.length;
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThanOrEqual(3);
    expect(settle(over15, OUTCOME_TYPE.over, score)).toBe(rounds >= 2 ? 'won' : 'lost');
    expect(settle(over25, OUTCOME_TYPE.under, score)).toBe(rounds < 3 ? 'won' : 'lost');
    // The finished fight's prices agree with the settlement.
    expect(winner.outcomes[0]!.probability).toBe(score.home);
  });
});

describe('the count model (politics head-to-head)', () => {
  it('prices the winner and the regions handicap within the margin range', () => {
    for (const market of new CountSim(0.1).markets()) {
      expectFair(market);
      expect(expectSanePrice(market)).not.toBeNull();
    }
  });

  it.each([1, 2, 3, 4])('settles the count of seed %i from its regions', (seed) => {
    const sim = new CountSim(0);
    const score = playOut(sim, seed);
    const [winner, handicap] = sim.markets() as [FairMarket, FairMarket];
    expect(score.home + score.away).toBe(9);
    expect(settle(winner, OUTCOME_TYPE.home, score)).toBe(score.home > score.away ? 'won' : 'lost');
    expect(settle(handicap, OUTCOME_TYPE.homeHandicap, score)).toBe(
      score.home - 1.5 > score.away ? 'won' : 'lost',
    );
    expect(winner.outcomes[0]!.probability).toBe(score.home > score.away ? 1 : 0);
  });
});

describe('the simulated feed with the special sports', () => {
  it('keeps UFC fights, votes and marble races in its line, priced like every market', () => {
    const clock = new ManualFeedClock(Date.UTC(2026, 10, 21, 12, 0, 0));
    const feed = new SimulatedFeed({ seed: 5, clock });
    const games = new Map<number, GameDetails>();
    feed.onDelta((delta) => {
      if (delta.created) games.set(delta.gameId, structuredClone(delta.created));
    });
    feed.start();
    clock.advance(60_000);
    const special = [...games.values()].filter((g) => g.sportId >= SPORT_IDS.mma);
    const sports = new Set(special.map((g) => g.sportId));
    expect([...sports].sort()).toEqual([SPORT_IDS.mma, SPORT_IDS.politics, SPORT_IDS.marbleRacing]);
    for (const game of special) {
      if (OUTRIGHT_CHAMP_IDS.has(game.champId)) {
        // An outright event is one game whose one market has every runner as an outcome.
        expect(game.opponents).toHaveLength(1);
        expect(game.markets.map((m) => m.typeId)).toEqual([MARKET_TYPE.outright]);
        expect(game.markets[0]!.outcomes.map((o) => o.typeId)).toEqual(
          catalogTeams(game.champId).map((_, k) => runnerOutcomeType(k)),
        );
      } else {
        expect(game.opponents).toHaveLength(2);
        expect(game.markets[0]!.typeId).toBe(MARKET_TYPE.winner);
      }
      if (game.status !== GameStatus.NotStarted) continue;
      for (const market of game.markets) {
        const margin = impliedMargin(market.outcomes.map((o) => o.coef));
        expect(
          market.outcomes.every((o) => !o.isBlocked),
          JSON.stringify(market),
        ).toBe(true);
        expect(margin).toBeGreaterThanOrEqual(MARGIN_RANGE.min - 1e-9);
        expect(margin).toBeLessThanOrEqual(MARGIN_RANGE.max + 1e-9);
      }
    }
    expect(special.some((g) => g.champId === RUNOFF.id)).toBe(true);
    expect(special.some((g) => g.champId === ELECTION.id)).toBe(true);
    expect(special.some((g) => g.sportId === UFC.sportId)).toBe(true);
  });
});
