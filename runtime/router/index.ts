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
export { fillPath, paramNames } from './paths';
export { compileParamConstraints } from './constraints';
export { resolveRedirect } from './redirects';
export { routeLoader } from './routeLoader';
export type { RouterDeps, RouteMatchInfo, PendingNavigation, NavigationCheck } from './routeLoader';
export { createAppRouter } from './createAppRouter';
export { createRouter, redirect, Redirect } from './router';
export type { Load, Loaded, NavigateOptions, Page, Params, Router, RouterState } from './router';
export { createBrowserHistory, createMemoryHistory } from './history';
export type { History, MemoryHistory, RouterLocation } from './history';
export { RouteErrorView } from './RouteErrorView';
export type { ErrorPageComponentProps } from './RouteErrorView';
export {
  NOT_FOUND_TEXT,
  UNKNOWN_MIDDLEWARE_TEXT,
  ERROR_PAGE_FAILED_TEXT,
  ROUTE_ERROR_KEYS,
  notFound,
  unknownMiddleware,
  isRouteErrorResponse,
  RouteErrorResponse,
} from './routeErrors';
export type { RouteErrorData } from './routeErrors';
