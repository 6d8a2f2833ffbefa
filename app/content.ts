import { fetchSiteConfig, withRetry, type ApiClient, type ApiResult } from '../runtime/api';
import { describeValidationErrors } from '../runtime/render';
import type { LayoutId, LayoutSchema, RouteTable, SiteConfig } from '../runtime/schema/types';
import { validateLayout, validateRouteTable, validateSiteConfig } from './validators';

/** Content requests are retried like the config (SPEC section 9) but a 404 is final. */
const CONTENT_RETRY = { retries: 5, delayMs: 1000 } as const;

export function fetchConfig(api: ApiClient, lng: string): Promise<ApiResult<SiteConfig>> {
  return fetchSiteConfig(api, lng, { isValid: (data) => validateSiteConfig(data) });
}

export async function fetchRoutes(api: ApiClient): Promise<ApiResult<RouteTable>> {
  const answer = await withRetry(() => api.getJson<unknown>('/bff-api/routes.json'), CONTENT_RETRY);
  if (!answer.ok) return answer;
  return validateRouteTable(answer.data)
    ? { ok: true, data: answer.data as RouteTable }
    : {
        ok: false,
        status: 200,
        message: `routes.json: ${describeValidationErrors(validateRouteTable.errors)}`,
      };
}

export async function fetchLayout(api: ApiClient, id: LayoutId): Promise<ApiResult<LayoutSchema>> {
  const answer = await withRetry(
    () => api.getJson<unknown>(`/bff-api/layouts/${id}.json`),
    CONTENT_RETRY,
  );
  if (!answer.ok) return answer;
  return validateLayout(answer.data)
    ? { ok: true, data: answer.data as LayoutSchema }
    : {
        ok: false,
        status: 200,
        message: `layouts/${id}.json: ${describeValidationErrors(validateLayout.errors)}`,
      };
}
