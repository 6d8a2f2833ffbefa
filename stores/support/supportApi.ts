// Support over HTTP (domain/support/contract.ts): the customer's payment requests, one request
// with its messages, writing in it, opening one, the payments a request may name, and an idea.
// Read through react-query hooks (widgets/shared/support/supportQueries.ts), not a store.
import type { ApiClient, ApiResult } from '../../runtime/api';
import { freshRequest as fresh } from '../requestInit';
import {
  SUPPORT_PATHS,
  type SupportMessageView,
  type SupportRequestDetail,
  type SupportRequestInput,
  type SupportRequestList,
  type SupportRequestView,
  type SupportTransactionView,
} from '../../domain/support/contract';
import { lazyStore } from '../lazyStores';

export interface SupportApi {
  requests(signal?: AbortSignal): Promise<ApiResult<SupportRequestList>>;
  /** Opening a request marks its replies read on the server. */
  request(id: string, signal?: AbortSignal): Promise<ApiResult<SupportRequestDetail>>;
  open(input: SupportRequestInput): Promise<ApiResult<{ request: SupportRequestView }>>;
  write(id: string, text: string): Promise<ApiResult<{ message: SupportMessageView }>>;
  transactions(
    topicId: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<{ transactions: SupportTransactionView[] }>>;
  shareIdea(text: string): Promise<ApiResult<{ id: string }>>;
}

export function createSupportApi(api: ApiClient): SupportApi {
  return {
    requests: (signal) => api.getJson(SUPPORT_PATHS.requests, fresh(signal)),
    request: (id, signal) =>
      api.getJson(SUPPORT_PATHS.request(encodeURIComponent(id)), fresh(signal)),
    open: (input) => api.postJson(SUPPORT_PATHS.requests, input),
    write: (id, text) => api.postJson(SUPPORT_PATHS.messages(encodeURIComponent(id)), { text }),
    transactions: (topicId, signal) =>
      api.getJson(`${SUPPORT_PATHS.transactions}?topicId=${topicId}`, fresh(signal)),
    shareIdea: (text) => api.postJson(SUPPORT_PATHS.ideas, { text }),
  };
}

/** The root store's support api, built on first use (lazyStores.ts). */
export const supportApiStore = lazyStore('support', (deps) => createSupportApi(deps.api));
