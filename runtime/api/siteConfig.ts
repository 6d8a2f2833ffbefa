import type { SiteConfig } from '../schema/types';
import { withRetry } from './retry';
import type { ApiClient, ApiResult } from './types';

/** SPEC section 9: config fetch retried 5 times at 1 s. */
export const CONFIG_FETCH_RETRIES = 5;
export const CONFIG_FETCH_DELAY_MS = 1000;
/** SPEC section 7: the message of a config that cannot be loaded. */
export const NO_SITE_CONFIG = 'no site config';

export interface FetchSiteConfigOptions {
  sleep?: (ms: number) => Promise<void>;
  /** Schema check of the answer (validateSiteConfig in the client). */
  isValid?: (data: unknown) => boolean;
}

/** GET /bff-api/config/all.json?lang=, used when the page carries no boot config. */
export async function fetchSiteConfig(
  api: ApiClient,
  lang: string,
  options: FetchSiteConfigOptions = {},
): Promise<ApiResult<SiteConfig>> {
  const path = `/bff-api/config/all.json?lang=${encodeURIComponent(lang)}`;
  const result = await withRetry(
    async (): Promise<ApiResult<SiteConfig>> => {
      const answer = await api.getJson<SiteConfig>(path);
      if (answer.ok && options.isValid && !options.isValid(answer.data)) {
        return { ok: false, status: 200, message: 'site config does not match its schema' };
      }
      return answer;
    },
    {
      retries: CONFIG_FETCH_RETRIES,
      delayMs: CONFIG_FETCH_DELAY_MS,
      shouldRetry: () => true,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    },
  );
  return result.ok ? result : { ok: false, status: result.status, message: NO_SITE_CONFIG };
}
