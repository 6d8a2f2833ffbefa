// One react-query mutation for the api stores whose answers belong to the signed-in customer: what
// it sends can change the customer's lists of its area, which are then read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../runtime/api';
import type { LazyStore } from '../../stores';
import { useLazyStore, useStores } from './stores';

/**
 * `send` on the lazy api store `store`, answering the api result as is (the widget words a refusal
 * by its reason). The customer's `[area, userId]` queries are read again after a success, and after
 * a refusal for `refreshReason` (one saying the lists moved meanwhile).
 */
export function useUserMutation<Api, Input, T>(
  store: LazyStore<Api>,
  area: string,
  send: (api: Api, input: Input) => Promise<ApiResult<T>>,
  refreshReason?: string,
) {
  const { session } = useStores();
  const api = useLazyStore(store);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const result = await send(api, input);
      if (result.ok || (refreshReason !== undefined && result.body?.reason === refreshReason)) {
        void client.invalidateQueries({ queryKey: [area, session.userId] });
      }
      return result;
    },
  });
}
