// Client stores of the sportsbook (issue 4): display preferences, betting state, sports data with
// live updates, and the coupon's bet list.
export {
  GlobalStore,
  APP_THEMES,
  DEFAULT_TIME_ZONE,
  MARKETS_NAME_TYPES,
  THEME_ATTRIBUTE,
  VIEW_TYPE_ATTRIBUTE,
  TIME_ZONE_RANGE,
  type AppTheme,
  type GlobalStoreDeps,
  type MarketsNameType,
  type ThemeTarget,
} from './GlobalStore';
export {
  BettingStore,
  CYBER_MATCHES_FILTERS,
  MAX_FILTERED_MARKETS,
  type BettingStoreDeps,
  type CyberMatchesFilter,
} from './BettingStore';
export {
  SportsStore,
  MOVEMENT_SHOW_MS,
  MOVEMENT_SWEEP_MS,
  type ChampData,
  type GameDetailsData,
  type GameListData,
  type MultiData,
  type SportsStoreDeps,
} from './SportsStore';
export {
  CouponStore,
  BET_STATUS_UNCHECKED,
  COUPON_STORAGE_KEY,
  COUPON_TYPES,
  DEFAULT_SYSTEM_VALUE,
  type BetGameInput,
  type BetMarketInput,
  type BetOutcomeInput,
  type CouponBet,
  type CouponStoreDeps,
  type CouponTypeId,
} from './CouponStore';
export { GameModel, MarketModel, OutcomeModel, type Movement } from './models';
export { Resource, ResourceMap, type ResourceStatus } from './resources';
export {
  LiveUpdates,
  LIVE_APPLY_BATCH_MS,
  LIVE_POLL_CHOICES_MS,
  LIVE_STREAM_PATH,
  MAX_STREAM_GAMES,
  POLL_INTERVAL_MS,
  RESUBSCRIBE_DELAY_MS,
  type LiveClock,
  type LiveMode,
  type LivePollMs,
  type SubscribeOptions,
} from './liveUpdates';
export {
  sportsPaths,
  withQuery,
  withLanguage,
  SPORTS_API_LANGUAGES,
  GAME_LIST_MAX,
  MULTI_MAX_GAMES,
  type ChampAnswer,
  type ChampResults,
  type ChampsAnswer,
  type ChampsQuery,
  type ChampSummary,
  type CyberChampsAnswer,
  type CyberDisciplinesAnswer,
  type GameAnswer,
  type GameListQuery,
  type GamesAnswer,
  type MenuAnswer,
  type MultiAnswer,
  type ResultsAnswer,
  type ResultsQuery,
  type StatisticsAnswer,
  type TopAnswer,
} from './sportsApi';
export {
  memoryPreferenceCookies,
  PREFERENCE_COOKIES,
  PREFERENCE_COOKIE_MAX_AGE_S,
  PREFERENCE_STORAGE_KEYS,
  type PreferenceCookies,
  type KeyValueStorage,
} from './preferences';
