// Client stores of the sportsbook: display preferences, betting state, sports data with
// live updates, and the coupon (bet list, settings, placing, reminder).
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
export * from './BettingStore';
export * from './SportsStore';
// The coupon's code loads on first use (lazyCoupon.ts, couponModule.ts): only its types and
// constants are exported here, so nothing imports it statically.
export { LazyCoupon, hasKeptCoupon } from './lazyCoupon';
export {
  BET_STATUS_UNCHECKED,
  COUPON_TYPES,
  DEFAULT_SYSTEM_VALUE,
} from '../../domain/coupon/couponTypes';
export { COUPON_STORAGE_KEY } from './coupon/types';
export type { CouponStore } from './CouponStore';
export type { CouponTypeId } from '../../domain/coupon/couponTypes';
export type {
  BetGameInput,
  BetMarketInput,
  BetOutcomeInput,
  CouponBet,
  AmountTarget,
  CoefChange,
  CouponAccount,
  CouponContext,
  CouponSiteFlags,
  CouponStoreDeps,
  PlaceFailure,
  PlaceStatus,
} from './coupon/types';
export type { CouponSettingsStore } from './CouponSettingsStore';
export type { CouponReminder } from './couponReminder';
export { COUPON_PATHS, IDEMPOTENCY_HEADER } from './couponPaths';
export type {
  CouponApi,
  CouponToPlace,
  LoadedCoupon,
  LoadedCouponBet,
  LoadResult,
  PlacedCoupon,
  PlacedCouponLeg,
  PlaceResult,
  SavedCouponRequest,
  SaveResult,
} from './couponApi';
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
// Types only: the bet history's calls and the cash-out store load with the views that use them
// (betHistoryApiStore, LazyCashOut); their values are imported from their modules.
export type {
  BetHistoryApi,
  BetHistoryPage,
  BetHistoryEntry,
  BetHistoryRequest,
  BookedCoupon,
  BookedCouponLeg,
} from './betHistoryApi';
export { LazyCashOut } from './lazyCashOut';
export type {
  CashOutStore,
  AutoCashOutRule,
  AutoRuleCheck,
  AutoRuleErrorCode,
  AutoRuleOutcome,
  CashOutOffer,
  CashOutOutcome,
  CashOutRefusalCode,
  CashOutStoreDeps,
} from './CashOutStore';
