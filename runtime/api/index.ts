export type { ApiClient, ApiResult, ClientReport, ClientReportKind } from './types';
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
