// The shape of one language's table of sports names: keyed by the catalogue's stable ids (sports,
// categories, market groups), country codes and market/outcome type ids, never by stored names.
// Championship and team names are proper nouns: a table may name some, the rest fall back to the
// catalogue's English names (Championship.nameEn, Opponent.nameEn) or, in Russian, their names.

/** What a period market counts: halves (football), periods (hockey), sets (tennis), maps (esports). */
export type PeriodUnit = 'half' | 'period' | 'set' | 'map';
/** What a series market (handicap, total of a best-of) counts. */
export type SeriesUnit = 'set' | 'map' | 'region';

export interface SportsNameTable {
  /** By SportCategory.id. */
  categories: Readonly<Record<number, string>>;
  /** By Sport.id. */
  sports: Readonly<Record<number, string>>;
  /** By Country.code. */
  countries: Readonly<Record<string, string>>;
  /** By Championship.id; absent ones use the catalogue's name (ru) or nameEn (other languages). */
  championships: Readonly<Record<number, string>>;
  /** By MarketGroup.id. */
  marketGroups: Readonly<Record<number, string>>;
  /** Market names by kind of market; `line` is formatted ("2.5", "+1.5"). */
  markets: {
    result1x2: string;
    winner: string;
    /** Basketball: overtime counts. */
    winnerWithOvertime: string;
    total: (line: string) => string;
    handicap: (line: string) => string;
    bothToScore: string;
    homeTotal: (line: string) => string;
    awayTotal: (line: string) => string;
    periodResult: (unit: PeriodUnit, period: number) => string;
    periodWinner: (unit: PeriodUnit, period: number) => string;
    seriesHandicap: (unit: SeriesUnit, line: string) => string;
    seriesTotal: (unit: SeriesUnit, line: string) => string;
    /** An outright event's winner (a race, an election). */
    outright: string;
    /** The rounds a fight lasts (UFC). */
    roundsTotal: (line: string) => string;
    /** A fight's winner. */
    fightWinner: string;
  };
  /** Outcome names by outcome type. */
  outcomes: {
    home: string;
    draw: string;
    away: string;
    homeHandicap: (line: string) => string;
    awayHandicap: (line: string) => string;
    over: (line: string) => string;
    under: (line: string) => string;
    yes: string;
    no: string;
  };
}
