import { runInAction } from 'mobx';
import type { ApiResult } from '../runtime/api';
import { failureOf, type ActionFailure, type ActionResult } from './actionResult';

/**
 * Settles a GET's answer into a store in one MobX action: a failure becomes the store's `error`;
 * an answer goes to `keep` and clears the error. What the load action returns.
 */
export function settleLoad<T>(
  store: { error: ActionFailure | null },
  answer: ApiResult<T>,
  keep: (data: T) => void,
): ActionResult {
  return runInAction(() => {
    if (!answer.ok) {
      store.error = failureOf(answer);
      return store.error;
    }
    keep(answer.data);
    store.error = null;
    return { ok: true } as const;
  });
}
