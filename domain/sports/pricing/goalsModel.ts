// Goal sports (football, ice hockey, eFootball): each side's remaining goals are Poisson with the
// expected goals still to come; the final score is the current score plus those goals.
import { poissonDistribution } from './distributions';
import {
  MARKET_TYPE,
  MarketKind,
  OUTCOME_TYPE,
  handicap,
  overUnder,
  totalMarket,
  type FairMarket,
} from './fairMarket';

/** Goals beyond this many more per side are folded into the last cell (negligible mass). */
const MAX_EXTRA_GOALS = 15;

export interface GoalsScore {
  home: number;
  away: number;
  /** Expected goals each side still scores (team strength × time left). */
  homeExpected: number;
  awayExpected: number;
}

export interface GoalsState extends GoalsScore {
  /** The first half (or period) while it can still change; omit once it is over. */
  firstPeriod?: GoalsScore;
  /** The first period's final score once it is over (its market is settled). */
  firstPeriodFinal?: { home: number; away: number };
}

/** The market lines a goals game offers (fixed per game). */
export interface GoalsLines {
  totals: number[];
  /** Home lines, e.g. -1.5 and +1.5. */
  handicaps: number[];
  teamTotals: number[];
  /** The main total line (in lists). */
  mainTotal: number;
  /** Name of the first period market, e.g. "1-й тайм". */
  firstPeriodName: string;
}

/** P(final home = i, final away = j), i and j from the current score. */
export function finalScoreMatrix(score: GoalsScore): { home: number; away: number; p: number }[] {
  const homeExtra = poissonDistribution(Math.max(0, score.homeExpected), MAX_EXTRA_GOALS);
  const awayExtra = poissonDistribution(Math.max(0, score.awayExpected), MAX_EXTRA_GOALS);
  const cells: { home: number; away: number; p: number }[] = [];
  homeExtra.forEach((ph, i) => {
    awayExtra.forEach((pa, j) => {
      cells.push({ home: score.home + i, away: score.away + j, p: ph * pa });
    });
  });
  return cells;
}

function sum(
  cells: { home: number; away: number; p: number }[],
  test: (home: number, away: number) => boolean,
): number {
  let total = 0;
  for (const cell of cells) if (test(cell.home, cell.away)) total += cell.p;
  return total;
}

/** 1X2 probabilities [home, draw, away] of a final-score matrix. */
export function resultProbabilities(cells: { home: number; away: number; p: number }[]): number[] {
  const home = sum(cells, (h, a) => h > a);
  const away = sum(cells, (h, a) => h < a);
  return [home, Math.max(0, 1 - home - away), away];
}

function result1x2(
  key: string,
  typeId: number,
  kind: MarketKind,
  groupId: number,
  name: string,
  probs: number[],
  isMain: boolean,
): FairMarket {
  const [home = 0, draw = 0, away = 0] = probs;
  return {
    key,
    typeId,
    kind,
    groupId,
    name,
    isMain,
    outcomes: [
      { typeId: OUTCOME_TYPE.home, name: 'П1', probability: home },
      { typeId: OUTCOME_TYPE.draw, name: 'X', probability: draw },
      { typeId: OUTCOME_TYPE.away, name: 'П2', probability: away },
    ],
  };
}

/** Every market of a goals game, fair probabilities (each market sums to 1). */
export function goalsMarkets(state: GoalsState, lines: GoalsLines): FairMarket[] {
  const cells = finalScoreMatrix(state);
  const [home = 0, draw = 0, away = 0] = resultProbabilities(cells);
  const markets: FairMarket[] = [
    result1x2(
      '1x2',
      MARKET_TYPE.result1x2,
      MarketKind.Result,
      1,
      'Исход матча',
      [home, draw, away],
      true,
    ),
  ];
  for (const line of lines.totals) {
    markets.push(
      totalMarket(
        line,
        sum(cells, (h, a) => h + a > line),
        line === lines.mainTotal,
      ),
    );
  }
  for (const line of lines.handicaps) {
    markets.push(
      handicap(
        `hcp:${line}`,
        line,
        sum(cells, (h, a) => h + line > a),
        line === lines.handicaps[0],
      ),
    );
  }
  const yes = sum(cells, (h, a) => h > 0 && a > 0);
  markets.push({
    key: 'btts',
    typeId: MARKET_TYPE.bothToScore,
    kind: MarketKind.BothToScore,
    groupId: 1,
    name: 'Обе забьют',
    isMain: false,
    outcomes: [
      { typeId: OUTCOME_TYPE.yes, name: 'Да', probability: yes },
      { typeId: OUTCOME_TYPE.no, name: 'Нет', probability: 1 - yes },
    ],
  });
  for (const line of lines.teamTotals) {
    // The home side's total (ИТ1) first, then the away side's (ИТ2).
    const sides = [
      [MARKET_TYPE.homeTotal, sum(cells, (h) => h > line)],
      [MARKET_TYPE.awayTotal, sum(cells, (_h, a) => a > line)],
    ] as const;
    sides.forEach(([typeId, pOver], i) => {
      const team = `tt${i + 1}`;
      const name = `ИТ${i + 1} ${line}`;
      markets.push(
        overUnder(`${team}:${line}`, typeId, MarketKind.TeamTotal, 4, name, line, pOver),
      );
    });
  }
  const firstPeriod = state.firstPeriod
    ? resultProbabilities(finalScoreMatrix(state.firstPeriod))
    : settledResult(state.firstPeriodFinal ?? { home: 0, away: 0 });
  markets.push({
    ...result1x2(
      'p1',
      MARKET_TYPE.periodResult,
      MarketKind.PeriodResult,
      5,
      `${lines.firstPeriodName}. Исход`,
      firstPeriod,
      false,
    ),
    period: 1,
  });
  return markets;
}

function settledResult(score: { home: number; away: number }): number[] {
  if (score.home > score.away) return [1, 0, 0];
  if (score.home < score.away) return [0, 0, 1];
  return [0, 1, 0];
}
