export {
  resolveLanguagePath,
  pickLanguage,
  visibleLanguages,
  isRtl,
  RTL_LANGUAGES,
  FALLBACK_LANGUAGE,
} from './language';
export type { LanguageOptions, LanguagePathResult } from './language';
export { GUARD_NAMES } from './guardNames';
export type { GuardName } from './guardNames';
export { GUARDS, GUARD_TARGETS, runGuards } from './guards';
export type { Guard, GuardInput, GuardOutcome, GuardsResult } from './guards';
export { fillPath, paramNames, toRouterPath } from './paths';
export { compileParamConstraints } from './constraints';
export { resolveRedirect } from './redirects';
export { buildRoutes, UNKNOWN_ROUTE_ID } from './buildRoutes';
export type { RouterDeps, RouteMatchInfo, PendingNavigation, NavigationCheck } from './buildRoutes';
export { RouteErrorView } from './RouteErrorView';
export type { ErrorPageComponentProps } from './RouteErrorView';
export {
  NOT_FOUND_TEXT,
  UNKNOWN_MIDDLEWARE_TEXT,
  ERROR_PAGE_FAILED_TEXT,
  ROUTE_ERROR_KEYS,
  notFound,
  unknownMiddleware,
} from './routeErrors';
export type { RouteErrorData } from './routeErrors';
export {
  OFFICE_SEGMENTS,
  RETURN_URL_PARAM,
  homePath,
  isSitePath,
  pathKind,
  routeAfterLogin,
  routeAfterLogout,
} from './returnRoute';
export type { PathKind, ReturnRouteInput } from './returnRoute';
