// English sports names.
import type { SportsNameTable } from './sportsNameTable';

const UNIT = { half: 'half', period: 'period', set: 'Set', map: 'Map' };
const SERIES = { set: 'sets', map: 'maps', region: 'regions' };

/** 1st, 2nd, 3rd, 4th... */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "1st half", "2nd period", "Set 1", "Map 2". */
function periodName(unit: keyof typeof UNIT, n: number): string {
  return unit === 'half' || unit === 'period'
    ? `${ordinal(n)} ${UNIT[unit]}`
    : `${UNIT[unit]} ${n}`;
}

export const EN_NAMES: SportsNameTable = {
  categories: { 1: 'Team sports', 2: 'Racket sports', 3: 'Esports', 4: 'Specials' },
  sports: {
    1: 'Football',
    2: 'Ice Hockey',
    3: 'Basketball',
    4: 'Tennis',
    40: 'Counter-Strike 2',
    85: 'eFootball',
    90: 'MMA',
    91: 'Politics',
    92: 'Marble racing',
  },
  countries: {
    INT: 'International',
    GB: 'England',
    ES: 'Spain',
    DE: 'Germany',
    IT: 'Italy',
    RU: 'Russia',
    US: 'USA',
    SE: 'Sweden',
    FR: 'France',
    AT: 'Austria',
    PL: 'Poland',
  },
  championships: {},
  marketGroups: { 1: 'Main', 2: 'Totals', 3: 'Handicaps', 4: 'Team totals', 5: 'Periods' },
  markets: {
    result1x2: 'Match result',
    winner: 'Match winner',
    winnerWithOvertime: 'Winner (incl. overtime)',
    total: (line) => `Total ${line}`,
    handicap: (line) => `Handicap ${line}`,
    bothToScore: 'Both teams to score',
    homeTotal: (line) => `Team 1 total ${line}`,
    awayTotal: (line) => `Team 2 total ${line}`,
    periodResult: (unit, n) => `${periodName(unit, n)}. Result`,
    periodWinner: (unit, n) => `${periodName(unit, n)}. Winner`,
    seriesHandicap: (unit, line) => `Handicap (${SERIES[unit]}) ${line}`,
    seriesTotal: (unit, line) => `Total ${SERIES[unit]} ${line}`,
    outright: 'Winner',
    roundsTotal: (line) => `Total rounds ${line}`,
    fightWinner: 'Fight winner',
  },
  outcomes: {
    home: '1',
    draw: 'X',
    away: '2',
    homeHandicap: (line) => `H1 (${line})`,
    awayHandicap: (line) => `H2 (${line})`,
    over: (line) => `Over ${line}`,
    under: (line) => `Under ${line}`,
    yes: 'Yes',
    no: 'No',
  },
};
