// What the debugger page reads (SPEC section 6, non-production): the route table, a page schema
// and a layout schema as the server serves them to the app. Read through react-query in
// widgets/RouteDebugger, not a store.
import type { ApiClient, ApiResult } from '../../runtime/api';
import type { LayoutSchema, PageSchema, RouteTable } from '../../runtime/schema/types';
import { lazyStore } from '../lazyStores';

export interface DebuggerApi {
  routes(signal?: AbortSignal): Promise<ApiResult<RouteTable>>;
  page(id: string, signal?: AbortSignal): Promise<ApiResult<PageSchema>>;
  layout(id: string, signal?: AbortSignal): Promise<ApiResult<LayoutSchema>>;
}

export function createDebuggerApi(api: ApiClient): DebuggerApi {
  const init = (signal?: AbortSignal): RequestInit => (signal ? { signal } : {});
  return {
    routes: (signal) => api.getJson('/bff-api/routes.json', init(signal)),
    page: (id, signal) =>
      api.getJson(`/bff-api/pages/${encodeURIComponent(id)}.json`, init(signal)),
    layout: (id, signal) =>
      api.getJson(`/bff-api/layouts/${encodeURIComponent(id)}.json`, init(signal)),
  };
}

/** The root store's debugger api, built on first use (lazyStores.ts). */
export const debuggerApiStore = lazyStore('debugger', (deps) => createDebuggerApi(deps.api));
