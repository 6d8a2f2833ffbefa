export type * from './types';
export { createApiClient, REPORTS_PATH, messageOf } from './apiClient';
export type { ApiClientOptions } from './apiClient';
export { withRetry, sleepFor } from './retry';
export type { RetryOptions } from './retry';
export {
  fetchSiteConfig,
  CONFIG_FETCH_RETRIES,
  CONFIG_FETCH_DELAY_MS,
  NO_SITE_CONFIG,
} from './siteConfig';
export { failureKindOf, HTTP_CLIENT_CLOSED } from './failures';
export { chainInterceptors, withHeader, errorCodeOf } from './interceptors';
export type { ApiInterceptor, ApiNext, ApiRequest, ApiResponse } from './interceptors';
export { isTokenValid, jwtExpiry } from './jwt';
export { createTokenManager, TOKEN_PATH, TOKEN_REUSE_MS } from './tokenManager';
export type { TokenManager, TokenManagerDeps } from './tokenManager';
export {
  tokenInterceptor,
  UNAUTHORIZED_RETRIES,
  NO_REFRESH_PREFIXES,
  TOKEN_API_PREFIXES,
} from './tokenInterceptor';
export { API_ROOT_LIST, API_ROOTS, BEARER_API_PREFIXES, isUnderRoot } from './apiRoots';
export type { ApiRoot } from './apiRoots';
export {
  captchaInterceptor,
  isCaptchaCode,
  CAPTCHA_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_ATTEMPTS_MAX,
} from './captchaInterceptor';
export type {
  CaptchaAnswer,
  CaptchaChallenge,
  CaptchaCode,
  CaptchaHandler,
} from './captchaInterceptor';
export {
  createFingerprintSource,
  fingerprintInterceptor,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  FINGERPRINT_TOKEN_PATTERN,
  FINGERPRINT_TTL_MS,
} from './fingerprint';
export type { Fingerprint, FingerprintSource } from './fingerprint';
export * from './termsInterceptor';
export { createAuthInterceptors } from './authInterceptors';
export type { ApiHandlers, AuthInterceptorDeps } from './authInterceptors';
export { createEventStream, DEFAULT_RECONNECT, DEFAULT_FAIL_AFTER } from './eventStream';
export type {
  EventSourceFactory,
  EventSourceLike,
  EventStream,
  EventStreamOptions,
  EventStreamStatus,
  ReconnectPolicy,
  StreamEvent,
  StreamTimers,
} from './eventStream';
export {
  ApiQueryError,
  createQueryClient,
  failureOf,
  isRetryableFailure,
  queryData,
  QUERY_RETRIES,
} from './queryClient';
export type { QueryClientOptions } from './queryClient';
