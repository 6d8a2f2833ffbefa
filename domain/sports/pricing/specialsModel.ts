// The pricing models of the special sports pages of SPEC section 2 (ufc, politics, marble): an
// explicit model each, fair probabilities only (the margin is applied by priceMarket as for every
// market).
// - Outrights (a marble race, an election count): every runner adds a score per unit (a lap, a
//   counted region) drawn from N(pace, spread²); the runner with the highest total wins. With
//   `remaining` units to go the final totals are independent normals N(total + remaining × pace,
//   spread² × remaining), and P(runner i wins) = ∫ φ(z) Π_{j≠i} Φ((m_i − m_j)/s + z) dz
//   (normalRaceWin), integrated on a grid.
// - Fights (UFC): three rounds; in each a finish happens with a fixed hazard (the part of the
//   round still to go, for the round in progress) and goes to the home fighter with `homeFinish`;
//   a round that ends is scored to home with `homeRound`; without a finish the fighter with more
//   rounds wins on the judges' cards (fightMarkets).
// - Counts (politics head-to-head): a fixed number of regions is counted one by one, each won by
//   home with `homeRegion`; the side with more regions wins (binomial, countMarkets).
import { normalCdf, normalise } from './distributions';
import {
  clamp01,
  MARKET_TYPE,
  MarketKind,
  OUTCOME_TYPE,
  seriesHandicap,
  twoWay,
  type FairMarket,
} from './fairMarket';

const GRID_STEP = 0.04;
const GRID_LIMIT = 6;
const PHI_NORM = 1 / Math.sqrt(2 * Math.PI);

/**
 * P(each runner ends with the highest total) when runner i's total is N(means[i], sd²), the
 * runners independent. sd 0 (nothing left to play): the highest mean wins (a tie is shared).
 */
export function normalRaceWin(means: readonly number[], sd: number): number[] {
  if (means.length === 0) return [];
  if (!(sd > 0)) {
    const best = Math.max(...means);
    return normalise(means.map((m) => (m === best ? 1 : 0)));
  }
  const weights = means.map((mi, i) => {
    let sum = 0;
    for (let z = -GRID_LIMIT; z <= GRID_LIMIT; z += GRID_STEP) {
      let product = PHI_NORM * Math.exp(-0.5 * z * z);
      for (let j = 0; j < means.length && product > 0; j += 1) {
        if (j !== i) product *= normalCdf((mi - (means[j] as number)) / sd + z);
      }
      sum += product;
    }
    return sum * GRID_STEP;
  });
  return normalise(weights);
}

/** Where an outright event stands: every runner's total so far and pace per unit. */
export interface OutrightState {
  totals: readonly number[];
  paces: readonly number[];
  /** Units (laps, regions) still to go; 0 when the event is over. */
  remaining: number;
  /** Standard deviation of one runner's score in one unit. */
  spread: number;
}

/** P(each runner wins) of an outright event (normalRaceWin on the final totals). */
export function outrightProbabilities(state: OutrightState): number[] {
  const means = state.totals.map((t, i) => t + state.remaining * (state.paces[i] ?? 0));
  return normalRaceWin(means, state.spread * Math.sqrt(Math.max(0, state.remaining)));
}

/** The outcome type of runner `index` (0-based) of an outright. */
export function runnerOutcomeType(index: number): number {
  return OUTCOME_TYPE.runner + index + 1;
}

/** The outright winner market: one outcome a runner, in the catalogue's order. */
export function outrightMarket(
  runnerNames: readonly string[],
  state: OutrightState,
  name = 'Победитель',
): FairMarket {
  const probabilities = outrightProbabilities(state);
  return {
    key: 'outright',
    typeId: MARKET_TYPE.outright,
    kind: MarketKind.Special,
    groupId: 1,
    name,
    isMain: true,
    outcomes: runnerNames.map((runner, i) => ({
      typeId: runnerOutcomeType(i),
      name: runner,
      probability: probabilities[i] ?? 0,
    })),
  };
}

export const FIGHT_ROUNDS = 3;

/** Where a fight stands. */
export interface FightState {
  /** The round in progress (1-based); 0 before the fight. */
  round: number;
  /** How much of the round in progress has gone (0..1). */
  roundProgress: number;
  /** Rounds the judges scored to each side so far. */
  roundsHome: number;
  roundsAway: number;
  /** The winner once the fight is over. */
  winner: 'home' | 'away' | null;
  /** Rounds fought (started) once the fight is over. */
  roundsFought: number;
  /** P(a finish in one whole round). */
  finishPerRound: number;
  /** P(home is the one who finishes, given a finish). */
  homeFinish: number;
  /** P(home wins a round on the judges' cards). */
  homeRound: number;
}

export interface FightOdds {
  home: number;
  /** P(the fight lasts into round r), r = 1..FIGHT_ROUNDS (index r - 1). */
  reaches: number[];
}

/** The fight's winner and length probabilities. */
export function fightOdds(state: FightState): FightOdds {
  if (state.winner) {
    return {
      home: state.winner === 'home' ? 1 : 0,
      reaches: Array.from({ length: FIGHT_ROUNDS }, (_, r) => (state.roundsFought > r ? 1 : 0)),
    };
  }
  const first = Math.max(1, state.round);
  let alive = new Map<string, number>([[`${state.roundsHome}:${state.roundsAway}`, 1]]);
  let home = 0;
  const reaches: number[] = Array.from({ length: FIGHT_ROUNDS }, (_, r) => (r < first ? 1 : 0));
  for (let round = first; round <= FIGHT_ROUNDS; round += 1) {
    const hazard =
      state.finishPerRound * (round === state.round ? 1 - clamp01(state.roundProgress) : 1);
    const next = new Map<string, number>();
    let mass = 0;
    for (const [key, p] of alive) {
      mass += p;
      home += p * hazard * state.homeFinish;
      const [h, a] = key.split(':').map(Number) as [number, number];
      const survive = p * (1 - hazard);
      add(next, `${h + 1}:${a}`, survive * state.homeRound);
      add(next, `${h}:${a + 1}`, survive * (1 - state.homeRound));
    }
    if (round > first) reaches[round - 1] = mass;
    alive = next;
  }
  for (const [key, p] of alive) {
    const [h, a] = key.split(':').map(Number) as [number, number];
    if (h > a) home += p;
  }
  return { home: clamp01(home), reaches };
}

function add(map: Map<string, number>, key: string, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/** A fight's markets: the winner, and the rounds it lasts over/under 1.5 and 2.5. */
export function fightMarkets(state: FightState): FairMarket[] {
  const odds = fightOdds(state);
  const roundsTotal = (line: 1.5 | 2.5): FairMarket => {
    const over = odds.reaches[Math.ceil(line) - 1] ?? 0;
    return {
      key: `rounds:${line}`,
      typeId: MARKET_TYPE.roundsTotal,
      kind: MarketKind.Total,
      groupId: 2,
      name: `Тотал раундов ${line}`,
      param: line,
      isMain: false,
      outcomes: [
        { typeId: OUTCOME_TYPE.over, name: `Больше ${line}`, probability: clamp01(over) },
        { typeId: OUTCOME_TYPE.under, name: `Меньше ${line}`, probability: clamp01(1 - over) },
      ],
    };
  };
  return [
    twoWay('winner', MARKET_TYPE.winner, MarketKind.Result, 1, 'Победитель боя', odds.home, true),
    roundsTotal(1.5),
    roundsTotal(2.5),
  ];
}

export const COUNT_REGIONS = 9;

/** Where a head-to-head count stands. */
export interface CountState {
  regionsHome: number;
  regionsAway: number;
  /** P(home wins one region). */
  homeRegion: number;
}

/** P(home ends with at least `atLeast` of COUNT_REGIONS regions). */
export function countAtLeast(state: CountState, atLeast: number): number {
  const left = COUNT_REGIONS - state.regionsHome - state.regionsAway;
  const need = atLeast - state.regionsHome;
  if (need <= 0) return 1;
  if (need > left) return 0;
  let p = 0;
  let coefficient = 1;
  for (let k = 0; k <= left; k += 1) {
    if (k > 0) coefficient = (coefficient * (left - k + 1)) / k;
    if (k >= need) {
      p += coefficient * state.homeRegion ** k * (1 - state.homeRegion) ** (left - k);
    }
  }
  return clamp01(p);
}

/** A head-to-head count's markets: the winner and the home side's handicap -1.5 in regions. */
export function countMarkets(state: CountState): FairMarket[] {
  const majority = Math.floor(COUNT_REGIONS / 2) + 1;
  // home - 1.5 > away with home + away = COUNT_REGIONS: home >= (COUNT_REGIONS + 2) / 2.
  const covers = Math.ceil((COUNT_REGIONS + 1.5) / 2);
  return [
    twoWay(
      'winner',
      MARKET_TYPE.winner,
      MarketKind.Result,
      1,
      'Победитель',
      countAtLeast(state, majority),
      true,
    ),
    seriesHandicap('regions:-1.5', 'по регионам', -1.5, countAtLeast(state, covers), true),
  ];
}
