// One react-query hook for the api stores whose answers belong to the signed-in customer: the key
// starts with the area and the user id, so one customer never sees another's answers, and the
// answer goes through queryData (a refusal becomes the query's error).
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { queryData, type ApiResult } from '../../runtime/api';
import type { LazyStore } from '../../stores';
import { useLazyStore, useStores } from './stores';

export type UserQueryOptions<T> = Omit<
  UseQueryOptions<T, Error, T, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled'
> & {
  enabled?: boolean;
  /** Nothing is asked for a guest. */
  signedIn?: boolean;
};

/** `[area, userId, ...key]` answered by `ask` on the lazy api store `store`. */
export function useUserQuery<Api, T>(
  store: LazyStore<Api>,
  area: string,
  key: readonly unknown[],
  ask: (api: Api, signal: AbortSignal) => Promise<ApiResult<T>>,
  { signedIn = false, enabled = true, ...options }: UserQueryOptions<T> = {},
) {
  const { session } = useStores();
  const api = useLazyStore(store);
  return useQuery({
    ...options,
    queryKey: [area, session.userId, ...key],
    queryFn: ({ signal }) => queryData(ask(api, signal)),
    enabled: signedIn ? session.isAuthenticated && enabled : enabled,
  });
}

/** `useUserQuery` bound to one api store and area, for a file of hooks over the same api. */
export function userQueryOf<Api>(store: LazyStore<Api>, area: string) {
  return function useAreaQuery<T>(
    key: readonly unknown[],
    ask: (api: Api, signal: AbortSignal) => Promise<ApiResult<T>>,
    options?: UserQueryOptions<T>,
  ) {
    return useUserQuery(store, area, key, ask, options);
  };
}
