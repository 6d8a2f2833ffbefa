import { describe, expect, it } from 'vitest';
import {
  MARGIN_RANGE,
  MIN_COEF,
  goalsMarkets,
  impliedMargin,
  indicativeCoefs,
  mapsMarkets,
  normalCdf,
  pointsMarkets,
  poissonDistribution,
  priceMarket,
  raceWin,
  seriesDistribution,
  tennisMarkets,
  type FairMarket,
  type GoalsLines,
  type GoalsState,
  type MapsState,
  type TennisState,
} from '../../../domain/sports/pricing/index';

const FOOTBALL_LINES: GoalsLines = {
  totals: [1.5, 2.5, 3.5],
  mainTotal: 2.5,
  handicaps: [-1.5, 1.5],
  teamTotals: [0.5, 1.5],
  firstPeriodName: '1st half',
};

/** A small deterministic generator for sweeping states. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function goalsState(rand: () => number): GoalsState {
  const left = rand();
  return {
    home: Math.floor(rand() * 4),
    away: Math.floor(rand() * 4),
    homeExpected: (0.3 + rand() * 2.5) * left,
    awayExpected: (0.3 + rand() * 2.5) * left,
    ...(rand() < 0.5
      ? { firstPeriod: { home: 0, away: 1, homeExpected: 0.4 * left, awayExpected: 0.3 * left } }
      : { firstPeriodFinal: { home: 1, away: 1 } }),
  };
}

function tennisState(rand: () => number): TennisState {
  const setsHome = Math.floor(rand() * 2);
  const setsAway = Math.floor(rand() * 2);
  const winners: ('home' | 'away')[] = [];
  for (let i = 0; i < setsHome; i += 1) winners.push('home');
  for (let i = 0; i < setsAway; i += 1) winners.push('away');
  return {
    setsHome,
    setsAway,
    gamesHome: Math.floor(rand() * 7),
    gamesAway: Math.floor(rand() * 6),
    pointsHome: Math.floor(rand() * 4),
    pointsAway: Math.floor(rand() * 4),
    server: rand() < 0.5 ? 0 : 1,
    setWinners: winners,
    homeServe: 0.55 + rand() * 0.2,
    awayServe: 0.55 + rand() * 0.2,
  };
}

function mapsState(rand: () => number): MapsState {
  const mapsHome = Math.floor(rand() * 2);
  const mapsAway = Math.floor(rand() * 2);
  return {
    mapsHome,
    mapsAway,
    roundsHome: Math.floor(rand() * 13),
    roundsAway: Math.floor(rand() * 13),
    mapWinners: [...Array<'home'>(mapsHome).fill('home'), ...Array<'away'>(mapsAway).fill('away')],
    homeRound: 0.35 + rand() * 0.3,
  };
}

/** Every market of every sample: fair probabilities in [0, 1] summing to 1. */
function expectFair(markets: FairMarket[]): void {
  for (const market of markets) {
    const total = market.outcomes.reduce((s, o) => s + o.probability, 0);
    expect(total, market.key).toBeCloseTo(1, 9);
    for (const o of market.outcomes) {
      expect(o.probability, market.key).toBeGreaterThanOrEqual(-1e-12);
      expect(o.probability, market.key).toBeLessThanOrEqual(1 + 1e-12);
    }
  }
}

function probs(market: FairMarket | undefined): number[] {
  if (!market) throw new Error('market missing');
  return market.outcomes.map((o) => o.probability);
}

describe('distributions', () => {
  it('Poisson matches known values and sums to 1', () => {
    const d = poissonDistribution(1, 20);
    expect(d[0]).toBeCloseTo(Math.exp(-1), 12);
    expect(d[2]).toBeCloseTo(Math.exp(-1) / 2, 12);
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('the normal CDF matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it('a tennis game on serve matches the closed form (p = 0.6 → 0.7357)', () => {
    expect(raceWin(0.6, 0, 0, 4)).toBeCloseTo(0.735729, 5);
    expect(raceWin(0.5, 0, 0, 4)).toBeCloseTo(0.5, 12);
    expect(raceWin(0.6, 3, 3, 4)).toBeCloseTo(0.36 / 0.52, 12);
    expect(raceWin(0.7, 4, 2, 4)).toBe(1);
  });

  it('a best-of-three from 1:0 with even units ends 2:0 half the time', () => {
    const finals = seriesDistribution(1, 0, 2, 0.5, 0.5);
    const p = (h: number, a: number) => finals.find((f) => f.home === h && f.away === a)?.p ?? 0;
    expect(p(2, 0)).toBeCloseTo(0.5, 12);
    expect(p(2, 1)).toBeCloseTo(0.25, 12);
    expect(p(1, 2)).toBeCloseTo(0.25, 12);
  });
});

describe('fair probabilities of every market sum to 1 before the margin', () => {
  it('goals (football, ice hockey)', () => {
    const rand = lcg(1);
    for (let i = 0; i < 200; i += 1) expectFair(goalsMarkets(goalsState(rand), FOOTBALL_LINES));
  });

  it('points (basketball)', () => {
    const rand = lcg(2);
    for (let i = 0; i < 200; i += 1) {
      const left = rand();
      expectFair(
        pointsMarkets(
          {
            home: Math.floor(rand() * 80),
            away: Math.floor(rand() * 80),
            homeExpected: 85 * left,
            awayExpected: 80 * left,
          },
          { totals: [159.5, 165.5, 171.5], handicaps: [-8.5, -4.5, -0.5] },
        ),
      );
    }
  });

  it('tennis', () => {
    const rand = lcg(3);
    for (let i = 0; i < 200; i += 1) expectFair(tennisMarkets(tennisState(rand)));
  });

  it('maps (CS2)', () => {
    const rand = lcg(4);
    for (let i = 0; i < 200; i += 1) expectFair(mapsMarkets(mapsState(rand)));
  });
});

describe('the margin', () => {
  it('turns every priced market into odds above 1 with an overround inside the configured range', () => {
    const rand = lcg(5);
    let priced = 0;
    const markets: FairMarket[] = [];
    for (let i = 0; i < 100; i += 1) {
      markets.push(...goalsMarkets(goalsState(rand), FOOTBALL_LINES));
      markets.push(...tennisMarkets(tennisState(rand)));
      markets.push(...mapsMarkets(mapsState(rand)));
    }
    for (const market of markets) {
      const target = MARGIN_RANGE.min + rand() * (MARGIN_RANGE.max - MARGIN_RANGE.min);
      const coefs = priceMarket(probs(market), target);
      const favourite = Math.max(...probs(market));
      // A market is suspended only when an outcome is as good as certain (the favourite's fair
      // price would fall below MIN_COEF once the margin is on).
      if (favourite <= 0.9) expect(coefs, market.key).not.toBeNull();
      if (favourite > 1 / (MIN_COEF * (1 + MARGIN_RANGE.min))) expect(coefs, market.key).toBeNull();
      if (!coefs) continue;
      priced += 1;
      for (const coef of coefs) {
        expect(coef).toBeGreaterThan(1);
        expect(coef).toBeGreaterThanOrEqual(MIN_COEF);
        expect(Math.round(coef * 100) / 100).toBe(coef);
      }
      const margin = impliedMargin(coefs);
      expect(margin).toBeGreaterThanOrEqual(MARGIN_RANGE.min - 1e-9);
      expect(margin).toBeLessThanOrEqual(MARGIN_RANGE.max + 1e-9);
    }
    expect(priced).toBeGreaterThan(500);
  });

  it('prices a fair coin at 5% as 1.90 / 1.90', () => {
    expect(priceMarket([0.5, 0.5], 0.05)).toEqual([1.9, 1.9]);
  });

  it('suspends (null) a market whose favourite is as good as certain', () => {
    expect(priceMarket([0.999, 0.001], 0.05)).toBeNull();
  });

  it('shows clamped indicative prices for a market too settled to offer', () => {
    expect(indicativeCoefs([0.999, 0.001], 0.05)).toEqual([MIN_COEF, 100]);
    expect(indicativeCoefs([0.5, 0.5], 0.05)).toEqual([1.9, 1.9]);
  });

  it('refuses probabilities that do not sum to 1', () => {
    expect(() => priceMarket([0.5, 0.6], 0.05)).toThrow(RangeError);
    expect(() => priceMarket([1.2, -0.2], 0.05)).toThrow(RangeError);
  });
});

describe('odds move with the score', () => {
  const resultOf = (state: GoalsState) => {
    const market = goalsMarkets(state, FOOTBALL_LINES).find((m) => m.key === '1x2');
    const coefs = priceMarket(probs(market), 0.05);
    if (!coefs) throw new Error('1x2 not priceable');
    return coefs;
  };

  it('a goal for the home side shortens the home odds and lengthens the away odds', () => {
    const before = { home: 0, away: 0, homeExpected: 0.9, awayExpected: 0.8 };
    const after = { ...before, home: 1 };
    const [homeBefore = 0, drawBefore = 0, awayBefore = 0] = resultOf(before);
    const [homeAfter = 0, drawAfter = 0, awayAfter = 0] = resultOf(after);
    expect(homeAfter).toBeLessThan(homeBefore);
    expect(awayAfter).toBeGreaterThan(awayBefore);
    expect(drawAfter).toBeGreaterThan(drawBefore);
  });

  it('time running out shortens the leader (and the draw when level)', () => {
    const early = { home: 1, away: 0, homeExpected: 1.2, awayExpected: 1.1 };
    const late = { home: 1, away: 0, homeExpected: 0.2, awayExpected: 0.18 };
    expect(resultOf(late)[0]).toBeLessThan(resultOf(early)[0] ?? 0);
    const levelEarly = { ...early, home: 0 };
    const levelLate = { ...late, home: 0 };
    expect(resultOf(levelLate)[1]).toBeLessThan(resultOf(levelEarly)[1] ?? 0);
  });

  it('the stronger side is the favourite before the start', () => {
    const [home = 0, , away = 0] = resultOf({
      home: 0,
      away: 0,
      homeExpected: 2,
      awayExpected: 0.8,
    });
    expect(home).toBeLessThan(away);
  });

  it('tennis: winning a set and breaking serve raise the winner probability', () => {
    const start: TennisState = {
      setsHome: 0,
      setsAway: 0,
      gamesHome: 0,
      gamesAway: 0,
      pointsHome: 0,
      pointsAway: 0,
      server: 0,
      setWinners: [],
      homeServe: 0.64,
      awayServe: 0.64,
    };
    const winner = (s: TennisState) =>
      probs(tennisMarkets(s).find((m) => m.key === 'winner'))[0] ?? 0;
    expect(winner(start)).toBeCloseTo(0.5, 2);
    const setUp = { ...start, setsHome: 1, setWinners: ['home' as const] };
    expect(winner(setUp)).toBeGreaterThan(winner(start));
    const broke = { ...start, gamesHome: 1, gamesAway: 0, server: 0 as const };
    expect(winner(broke)).toBeGreaterThan(winner(start));
  });

  it('basketball: a lead late in the game makes the leader a strong favourite', () => {
    const winner = (home: number, away: number, left: number) =>
      probs(
        pointsMarkets(
          { home, away, homeExpected: 80 * left, awayExpected: 80 * left },
          { totals: [160.5], handicaps: [-0.5] },
        ).find((m) => m.key === 'winner'),
      )[0] ?? 0;
    expect(winner(0, 0, 1)).toBeCloseTo(0.5, 6);
    expect(winner(70, 60, 0.1)).toBeGreaterThan(winner(70, 60, 0.5));
    expect(winner(70, 60, 0.1)).toBeGreaterThan(0.9);
  });
});
