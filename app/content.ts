import { fetchSiteConfig, withRetry, type ApiClient, type ApiResult } from '../runtime/api';
import { servedDocument } from '../runtime/schema/servedDocument';
import type { LayoutId, LayoutSchema, RouteTable, SiteConfig } from '../runtime/schema/types';

/** Content requests are retried like the config (SPEC section 9) but a 404 is final. */
const CONTENT_RETRY = { retries: 5, delayMs: 1000 } as const;

export function fetchConfig(api: ApiClient, lng: string): Promise<ApiResult<SiteConfig>> {
  return fetchSiteConfig(api, lng, {
    isValid: (data) => servedDocument('siteConfig', data, 'config').ok,
  });
}

export async function fetchRoutes(api: ApiClient): Promise<ApiResult<RouteTable>> {
  const answer = await withRetry(() => api.getJson<unknown>('/bff-api/routes.json'), CONTENT_RETRY);
  if (!answer.ok) return answer;
  const routes = servedDocument<RouteTable>('routes', answer.data, 'routes.json');
  return routes.ok
    ? { ok: true, data: routes.value }
    : { ok: false, status: 200, message: routes.message };
}

export async function fetchLayout(api: ApiClient, id: LayoutId): Promise<ApiResult<LayoutSchema>> {
  const answer = await withRetry(
    () => api.getJson<unknown>(`/bff-api/layouts/${id}.json`),
    CONTENT_RETRY,
  );
  if (!answer.ok) return answer;
  const layout = servedDocument<LayoutSchema>('layout', answer.data, `layouts/${id}.json`);
  return layout.ok
    ? { ok: true, data: layout.value }
    : { ok: false, status: 200, message: layout.message };
}
