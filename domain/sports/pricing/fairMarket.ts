import { MarketKind, type MarketGroup } from '../types';

/** One outcome of a market with its fair (margin-free) probability. */
export interface FairOutcome {
  typeId: number;
  name: string;
  probability: number;
}

/**
 * A market as a pricing model describes it: the same keys in the same order for one game on every
 * call (a game's market list is fixed when it is created), fair probabilities summing to 1.
 */
export interface FairMarket {
  /** Stable within a game, e.g. "1x2", "total:2.5", "set1". */
  key: string;
  typeId: number;
  kind: MarketKind;
  groupId: number;
  name: string;
  param?: number;
  /** Period markets: the period (half, set, map; 1-based) they are about. */
  period?: number;
  /** Shown in game lists (the game page shows all markets). */
  isMain: boolean;
  outcomes: FairOutcome[];
}

/** Game-page tabs (Market.groupId). */
export const MARKET_GROUPS: readonly MarketGroup[] = [
  { id: 1, name: 'Основные', order: 1 },
  { id: 2, name: 'Тоталы', order: 2 },
  { id: 3, name: 'Форы', order: 3 },
  { id: 4, name: 'Индивидуальные тоталы', order: 4 },
  { id: 5, name: 'Периоды', order: 5 },
];

/** Market.typeId values. */
export const MARKET_TYPE = {
  result1x2: 1,
  winner: 2,
  total: 17,
  handicap: 27,
  bothToScore: 31,
  homeTotal: 41,
  awayTotal: 42,
  periodResult: 51,
  periodWinner: 52,
  seriesHandicap: 61,
  seriesTotal: 62,
  /** Outright winner of an event with many runners (a race, an election): see specialsModel.ts. */
  outright: 71,
  /** Rounds a fight lasts (UFC), over/under the line: see specialsModel.ts. */
  roundsTotal: 72,
} as const;

/** Outcome.typeId values. */
export const OUTCOME_TYPE = {
  home: 1,
  draw: 2,
  away: 3,
  homeHandicap: 7,
  awayHandicap: 8,
  over: 9,
  under: 10,
  yes: 11,
  no: 12,
  /** An outright's runner k (1-based) is OUTCOME_TYPE.runner + k. */
  runner: 100,
} as const;

export { MarketKind };

/** "+1.5", "-1.5", "0". */
export function signedLine(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function overUnder(
  key: string,
  typeId: number,
  kind: MarketKind,
  groupId: number,
  name: string,
  line: number,
  pOver: number,
  isMain = false,
): FairMarket {
  return twoOutcomes(
    { key, typeId, kind, groupId, name, param: line, isMain },
    [OUTCOME_TYPE.over, `Больше ${line}`],
    [OUTCOME_TYPE.under, `Меньше ${line}`],
    pOver,
  );
}

/** The match total over/under `line` (group 2, "Тотал <line>"). */
export function totalMarket(line: number, pOver: number, isMain: boolean): FairMarket {
  return overUnder(
    `total:${line}`,
    MARKET_TYPE.total,
    MarketKind.Total,
    2,
    `Тотал ${line}`,
    line,
    pOver,
    isMain,
  );
}

/** A two-way handicap market on the home side's line (the away side gets the opposite line). */
export function handicap(
  key: string,
  line: number,
  pHomeCovers: number,
  isMain = false,
): FairMarket {
  return handicapMarket(key, MARKET_TYPE.handicap, 'Фора', line, pHomeCovers, isMain);
}

/** A handicap in sets or maps of a series ('по сетам', 'по картам'), on the home side's line. */
export function seriesHandicap(
  key: string,
  unit: string,
  line: number,
  pHomeCovers: number,
  isMain = false,
): FairMarket {
  return handicapMarket(key, MARKET_TYPE.seriesHandicap, `Фора ${unit}`, line, pHomeCovers, isMain);
}

function handicapMarket(
  key: string,
  typeId: number,
  label: string,
  line: number,
  pHomeCovers: number,
  isMain: boolean,
): FairMarket {
  return twoOutcomes(
    {
      key,
      typeId,
      kind: MarketKind.Handicap,
      groupId: 3,
      name: `${label} ${signedLine(line)}`,
      param: line,
      isMain,
    },
    [OUTCOME_TYPE.homeHandicap, `Ф1 (${signedLine(line)})`],
    [OUTCOME_TYPE.awayHandicap, `Ф2 (${signedLine(-line)})`],
    pHomeCovers,
  );
}

/** A two-way winner market. */
export function twoWay(
  key: string,
  typeId: number,
  kind: MarketKind,
  groupId: number,
  name: string,
  pHome: number,
  isMain = false,
): FairMarket {
  return twoOutcomes(
    { key, typeId, kind, groupId, name, isMain },
    [OUTCOME_TYPE.home, 'П1'],
    [OUTCOME_TYPE.away, 'П2'],
    pHome,
  );
}

/** A market of two outcomes ([typeId, name] each): the first at `pFirst` (clamped), the second at the rest. */
function twoOutcomes(
  head: Omit<FairMarket, 'outcomes'>,
  [firstType, firstName]: readonly [number, string],
  [secondType, secondName]: readonly [number, string],
  pFirst: number,
): FairMarket {
  const first = clamp01(pFirst);
  return {
    ...head,
    outcomes: [
      { typeId: firstType, name: firstName, probability: first },
      { typeId: secondType, name: secondName, probability: 1 - first },
    ],
  };
}

export function clamp01(p: number): number {
  return Math.min(1, Math.max(0, p));
}
