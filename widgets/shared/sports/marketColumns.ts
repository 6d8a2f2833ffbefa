import { MarketKind } from '../../../domain/sports/types';
import type { GameModel, MarketModel } from '../../../stores';

/**
 * One market column of a dense list (SPEC section 2 layout): the games of a championship show
 * their main markets of one kind and outcome count under one header, in the same place on every
 * row. Outcomes come in the feed's order: home, draw, away; over, under.
 */
export interface MarketColumn {
  key: string;
  kind: MarketKind;
  /** Odds cells in the column; 0 for an outright's named runners, which wrap. */
  cells: number;
  /** Totals and handicaps show their line before the prices. */
  withParam: boolean;
  /** Dictionary keys of the header: the market's title and one label per cell. */
  titleKey: string;
  cellKeys: string[];
}

const TITLE_KEYS: Record<MarketKind, string> = {
  [MarketKind.Result]: 'sports:column_result',
  [MarketKind.Total]: 'sports:column_total',
  [MarketKind.Handicap]: 'sports:column_handicap',
  [MarketKind.DoubleChance]: 'sports:column_double_chance',
  [MarketKind.BothToScore]: 'sports:column_both_to_score',
  [MarketKind.TeamTotal]: 'sports:column_team_total',
  [MarketKind.Special]: 'sports:column_special',
  [MarketKind.PeriodResult]: 'sports:column_period_result',
};

function cellKeys(kind: MarketKind, cells: number): string[] {
  switch (kind) {
    case MarketKind.Result:
    case MarketKind.PeriodResult:
    case MarketKind.Handicap:
      return cells === 3
        ? ['sports:column_home', 'sports:column_draw', 'sports:column_away']
        : ['sports:column_home', 'sports:column_away'];
    case MarketKind.Total:
    case MarketKind.TeamTotal:
      return ['sports:column_over', 'sports:column_under'];
    case MarketKind.DoubleChance:
      return ['sports:column_home_draw', 'sports:column_home_away', 'sports:column_draw_away'];
    case MarketKind.BothToScore:
      return ['sports:column_yes', 'sports:column_no'];
    default:
      return [];
  }
}

export function columnKey(market: MarketModel): string {
  return market.kind === MarketKind.Special
    ? `${market.kind}`
    : `${market.kind}:${market.outcomeIds.length}`;
}

function columnOf(market: MarketModel): MarketColumn {
  const special = market.kind === MarketKind.Special;
  const cells = special ? 0 : market.outcomeIds.length;
  const keys = cellKeys(market.kind, cells);
  return {
    key: columnKey(market),
    kind: market.kind,
    cells,
    withParam: market.param !== undefined && !special,
    titleKey: TITLE_KEYS[market.kind] ?? 'sports:column_special',
    cellKeys: keys.length === cells ? keys : [],
  };
}

/** At most this many columns: three market groups fit one row from 1366 px on. */
export const MAX_COLUMNS = 3;

/** The columns of these games, in the order their main markets first come. */
export function marketColumns(
  games: readonly GameModel[],
  marketsOf: (game: GameModel) => MarketModel[],
): MarketColumn[] {
  const columns: MarketColumn[] = [];
  for (const game of games) {
    for (const market of marketsOf(game)) {
      const key = columnKey(market);
      if (columns.length < MAX_COLUMNS && !columns.some((c) => c.key === key)) {
        columns.push(columnOf(market));
      }
    }
  }
  return columns;
}

/** A game's markets placed in the columns (undefined where it has none of that kind). */
export function marketsInColumns(
  markets: readonly MarketModel[],
  columns: readonly MarketColumn[],
): (MarketModel | undefined)[] {
  const left = [...markets];
  return columns.map((column) => {
    const i = left.findIndex((m) => columnKey(m) === column.key);
    return i < 0 ? undefined : left.splice(i, 1)[0];
  });
}

/** A line as the header shows it: a handicap signed, a total as it is. */
export function paramText(market: MarketModel): string {
  const p = market.param;
  if (p === undefined) return '';
  return market.kind === MarketKind.Handicap && p > 0 ? `+${p}` : String(p);
}
