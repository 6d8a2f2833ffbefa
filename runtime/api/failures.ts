import type { ApiFailureKind } from './types';

/** SPEC section 8: nginx's "client closed request" status, the mark of a cancelled call. */
export const HTTP_CLIENT_CLOSED = 499;

/** SPEC section 8: network failure -> network, cancelled (499) -> close, anything else -> error. */
export function failureKindOf(status: number): ApiFailureKind {
  if (status === 0) return 'network';
  if (status === HTTP_CLIENT_CLOSED) return 'close';
  return 'error';
}
