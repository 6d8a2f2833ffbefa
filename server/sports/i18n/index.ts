export {
  DEFAULT_SPORTS_LANGUAGE,
  SPORTS_LANGUAGES,
  SPORTS_NAME_TABLES,
  sportsLngQuery,
  type SportsLanguage,
} from './sportsLanguages';
export { SportsNames, sportsNames, type BetNaming } from './sportsNames';
export type { PeriodUnit, SeriesUnit, SportsNameTable } from './sportsNameTable';
