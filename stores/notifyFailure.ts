import { errorTextKey, reasonOfStatus } from '../domain/errors/errorReasons';
import { HTTP_CLIENT_CLOSED } from '../runtime/api';
import type { ActionFailure } from './actionResult';
import type { NotificationStore } from './NotificationStore';

/** Reasons whose dictionary text names a field: a notice has no field to name. */
const FIELD_REASONS = new Set(['invalid_field', 'missing_field']);
/** Reasons that say little; a caller's own text says more. */
const VAGUE_REASONS = new Set([...FIELD_REASONS, 'bad_request', 'server_error']);

/**
 * An action that failed away from any form (a favourite, a background save) as an error toast
 * with the default error title (SPEC section 8). A cancelled request is ignored (SPEC section 8).
 * `fallbackKey` words the vague reasons when the caller knows what failed. Answers the toast's id.
 */
export function notifyFailure(
  notifications: NotificationStore,
  failure: Pick<ActionFailure, 'reason' | 'status' | 'rule'>,
  options: { fallbackKey?: string; id?: string } = {},
): string | null {
  if (failure.status === HTTP_CLIENT_CLOSED) return null;
  const reason = failure.reason ?? reasonOfStatus(failure.status ?? 0);
  const textKey =
    options.fallbackKey !== undefined && VAGUE_REASONS.has(reason)
      ? options.fallbackKey
      : `main:${errorTextKey(FIELD_REASONS.has(reason) ? 'bad_request' : reason)}`;
  return notifications.notify({
    kind: 'toast',
    level: 'error',
    textKey,
    params: { field: '', rule: failure.rule ?? '' },
    ...(options.id !== undefined ? { id: options.id } : {}),
  });
}
