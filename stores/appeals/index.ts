// Block appeals over HTTP (SPEC section 4 "Bans"; domain/access/appeals.ts): the banned customer's
// appeals and sending one. Read through react-query hooks (widgets/BlockAppeals), not a store.
import type { ApiClient, ApiResult } from '../../runtime/api';
import { APPEAL_PATHS, type AppealList, type AppealView } from '../../domain/access/appeals';
import { lazyStore } from '../lazyStores';
import { freshRequest } from '../requestInit';

export interface AppealsApi {
  list(signal?: AbortSignal): Promise<ApiResult<AppealList>>;
  send(text: string): Promise<ApiResult<{ appeal: AppealView }>>;
}

export function createAppealsApi(api: ApiClient): AppealsApi {
  return {
    list: (signal) => api.getJson(APPEAL_PATHS.customer, freshRequest(signal)),
    send: (text) => api.postJson(APPEAL_PATHS.customer, { text }),
  };
}

/** The root store's appeals api, built on first use (lazyStores.ts). */
export const appealsApiStore = lazyStore('appeals', (deps) => createAppealsApi(deps.api));
