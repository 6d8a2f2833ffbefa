// The session-limit notice kept across the reload that follows the sign-out (SPEC section 8): its
// storage key, apart from the limits store, so the root store can tell at start whether a guest's
// page must load the limits store to show it.
import type { KeyValueStorage } from './sports/preferences';

/** localStorage: the session-limit notice survives the reload that follows the sign-out. */
export const SESSION_LIMIT_NOTICE_KEY = 'sessionLimitEnded';

/** Whether a session-limit notice waits to be shown. */
export function hasSessionLimitNotice(storage: KeyValueStorage | undefined): boolean {
  return Boolean(storage?.getItem(SESSION_LIMIT_NOTICE_KEY));
}
