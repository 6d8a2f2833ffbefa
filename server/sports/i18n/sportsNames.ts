// Names in a language, applied when an answer is built: the sports state keeps the provider's
// names, and every answer of the sports API passes its sports, championships, countries, games,
// markets and outcomes through a SportsNames of the request's language.
import { MARKET_TYPE, OUTCOME_TYPE, signedLine } from '../../../domain/sports/pricing/fairMarket';
import type {
  Championship,
  Country,
  GameResult,
  GameWithMarkets,
  Market,
  MarketGroup,
  Opponent,
  Outcome,
  Sport,
  SportCategory,
} from '../../../domain/sports/types';
import { SPORT_IDS } from '../catalog';
import { SPORTS_NAME_TABLES, type SportsLanguage } from './sportsLanguages';
import type { PeriodUnit, SeriesUnit, SportsNameTable } from './sportsNameTable';

/** What a sport's period and series markets count. */
const PERIOD_UNITS: Readonly<Record<number, PeriodUnit>> = {
  [SPORT_IDS.football]: 'half',
  [SPORT_IDS.eFootball]: 'half',
  [SPORT_IDS.iceHockey]: 'period',
  [SPORT_IDS.tennis]: 'set',
  [SPORT_IDS.cs2]: 'map',
};
const SERIES_UNITS: Readonly<Record<number, SeriesUnit>> = {
  [SPORT_IDS.tennis]: 'set',
  [SPORT_IDS.cs2]: 'map',
  [SPORT_IDS.politics]: 'region',
};

/** What names a market: its type, line and period. */
type MarketNaming = Pick<Market, 'typeId' | 'param' | 'period'>;

/** A bet's market and outcome as stored apart from the game (a booked coupon leg). */
export interface BetNaming {
  sportId: number;
  marketTypeId: number;
  /** The line; null or absent when the market has none. */
  param?: number | null;
  period?: number | null;
  outcomeTypeId: number;
}

export class SportsNames {
  private readonly table: SportsNameTable;

  constructor(readonly language: SportsLanguage) {
    this.table = SPORTS_NAME_TABLES[language];
  }

  category<T extends SportCategory>(category: T): T {
    return { ...category, name: this.table.categories[category.id] ?? category.name };
  }

  sport<T extends Sport>(sport: T): T {
    return { ...sport, name: this.table.sports[sport.id] ?? this.proper(sport.name, sport.nameEn) };
  }

  country<T extends Country>(country: T): T {
    return { ...country, name: this.table.countries[country.code] ?? country.name };
  }

  champ<T extends Championship>(champ: T): T {
    return {
      ...champ,
      name: this.table.championships[champ.id] ?? this.proper(champ.name, champ.nameEn),
      country: this.country(champ.country),
    };
  }

  opponent(opponent: Opponent): Opponent {
    return { ...opponent, name: this.proper(opponent.name, opponent.nameEn) };
  }

  group(group: MarketGroup): MarketGroup {
    return { ...group, name: this.table.marketGroups[group.id] ?? group.name };
  }

  /** A game (list or page form): its opponents, markets, outcomes and, on a page, groups. */
  game<T extends GameWithMarkets & { groups?: MarketGroup[] }>(game: T): T {
    return {
      ...game,
      opponents: game.opponents.map((o) => this.opponent(o)),
      markets: game.markets.map((m) => this.market(m, game.sportId)),
      ...(game.groups ? { groups: game.groups.map((g) => this.group(g)) } : {}),
    };
  }

  result(result: GameResult): GameResult {
    return { ...result, opponents: result.opponents.map((o) => this.opponent(o)) };
  }

  market(market: Market, sportId: number): Market {
    return {
      ...market,
      name: this.marketName(market, sportId) ?? market.name,
      outcomes: market.outcomes.map((o) => this.outcome(o, market)),
    };
  }

  outcome(outcome: Outcome, market: Market): Outcome {
    return { ...outcome, name: this.outcomeName(outcome, market) ?? outcome.name };
  }

  /**
   * A bet's market and outcome names from their types, line, period and sport, as `market` and
   * `outcome` name them in the sports API; undefined where the table names none (the caller keeps
   * the provider's name then).
   */
  betNames(bet: BetNaming): { marketName: string | undefined; outcomeName: string | undefined } {
    const market: MarketNaming = {
      typeId: bet.marketTypeId,
      ...(bet.param !== null && bet.param !== undefined ? { param: bet.param } : {}),
      ...(bet.period !== null && bet.period !== undefined ? { period: bet.period } : {}),
    };
    return {
      marketName: this.marketName(market, bet.sportId),
      outcomeName: this.outcomeName({ typeId: bet.outcomeTypeId }, market),
    };
  }

  /** An opponent's name from the provider's (Russian) and English names. */
  opponentName(name: string, nameEn: string): string {
    return this.proper(name, nameEn);
  }

  /** Russian keeps the provider's names of proper nouns; other languages use the English ones. */
  private proper(name: string, nameEn: string): string {
    return this.language === 'ru' ? name : nameEn;
  }

  private marketName(market: MarketNaming, sportId: number): string | undefined {
    const names = this.table.markets;
    const line = market.param;
    const period = market.period ?? 1;
    const periodUnit = PERIOD_UNITS[sportId];
    const seriesUnit = SERIES_UNITS[sportId];
    switch (market.typeId) {
      case MARKET_TYPE.result1x2:
        return names.result1x2;
      case MARKET_TYPE.winner:
        if (sportId === SPORT_IDS.mma) return names.fightWinner;
        // A run-off has a winner, not a match.
        if (sportId === SPORT_IDS.politics) return names.outright;
        return sportId === SPORT_IDS.basketball ? names.winnerWithOvertime : names.winner;
      case MARKET_TYPE.outright:
        return names.outright;
      case MARKET_TYPE.roundsTotal:
        return lineName(line, names.roundsTotal);
      case MARKET_TYPE.total:
        return lineName(line, names.total);
      case MARKET_TYPE.handicap:
        return lineName(line, names.handicap, signedLine);
      case MARKET_TYPE.bothToScore:
        return names.bothToScore;
      case MARKET_TYPE.homeTotal:
        return lineName(line, names.homeTotal);
      case MARKET_TYPE.awayTotal:
        return lineName(line, names.awayTotal);
      case MARKET_TYPE.periodResult:
        return periodUnit && names.periodResult(periodUnit, period);
      case MARKET_TYPE.periodWinner:
        return periodUnit && names.periodWinner(periodUnit, period);
      case MARKET_TYPE.seriesHandicap:
        return seriesUnit && line !== undefined
          ? names.seriesHandicap(seriesUnit, signedLine(line))
          : undefined;
      case MARKET_TYPE.seriesTotal:
        return seriesUnit && line !== undefined
          ? names.seriesTotal(seriesUnit, String(line))
          : undefined;
      default:
        return undefined;
    }
  }

  private outcomeName(outcome: Pick<Outcome, 'typeId'>, market: MarketNaming): string | undefined {
    const names = this.table.outcomes;
    const line = market.param;
    switch (outcome.typeId) {
      case OUTCOME_TYPE.home:
        return names.home;
      case OUTCOME_TYPE.draw:
        return names.draw;
      case OUTCOME_TYPE.away:
        return names.away;
      case OUTCOME_TYPE.homeHandicap:
        return lineName(line, names.homeHandicap, signedLine);
      case OUTCOME_TYPE.awayHandicap:
        return lineName(line, names.awayHandicap, (homeLine) => signedLine(-homeLine));
      case OUTCOME_TYPE.over:
        return lineName(line, names.over);
      case OUTCOME_TYPE.under:
        return lineName(line, names.under);
      case OUTCOME_TYPE.yes:
        return names.yes;
      case OUTCOME_TYPE.no:
        return names.no;
      default:
        return undefined;
    }
  }
}

/**
 * A name that shows the market's line, or none for a market that came without one. The line is
 * shown as a plain number unless `shown` says otherwise (handicaps carry their sign).
 */
function lineName(
  line: number | undefined,
  name: (line: string) => string,
  shown: (line: number) => string = String,
): string | undefined {
  return line === undefined ? undefined : name(shown(line));
}

const BY_LANGUAGE = new Map<SportsLanguage, SportsNames>();

/** The (shared, stateless) SportsNames of a language. */
export function sportsNames(language: SportsLanguage): SportsNames {
  let names = BY_LANGUAGE.get(language);
  if (!names) {
    names = new SportsNames(language);
    BY_LANGUAGE.set(language, names);
  }
  return names;
}
