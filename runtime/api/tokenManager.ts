import { isTokenValid } from './jwt';
import type { ApiResult } from './types';

/** SPEC section 7 "Session and token": the access token comes from here. */
export const TOKEN_PATH = '/web-api/user/gettoken?force_refresh=true';
/** SPEC section 7: one token request at a time; a pending or fresh result is reused 60 s. */
export const TOKEN_REUSE_MS = 60_000;

export interface TokenManager {
  /** The held access token if it is still valid (SPEC section 5), else null. */
  current(): string | null;
  /**
   * A token other than `failed`: the request in flight, or one fetched under 60 s ago, or a new
   * fetch. Resolves null when the server gives none (no valid refresh credential).
   */
  refresh(failed: string | null): Promise<string | null>;
  /**
   * Forgets the token (sign-out, sign-in), or only `failed` when given: a 401 for an old token
   * must not drop the new one another call has fetched meanwhile.
   */
  drop(failed?: string | null): void;
}

export interface TokenManagerDeps {
  /** GET TOKEN_PATH through a client without the 401 interceptor (no recursion). */
  fetchToken: () => Promise<ApiResult<{ token: string }>>;
  now: () => number;
  /** Logged only (SPEC section 8: token fetch error). */
  onError?: (message: string) => void;
}

export function createTokenManager(deps: TokenManagerDeps): TokenManager {
  let token: string | null = null;
  let obtainedAt = 0;
  let pending: Promise<string | null> | null = null;

  const fetchNew = async (): Promise<string | null> => {
    const answer = await deps.fetchToken();
    const fresh = answer.ok && typeof answer.data?.token === 'string' ? answer.data.token : null;
    if (!answer.ok) deps.onError?.(answer.message);
    token = fresh;
    obtainedAt = deps.now();
    return fresh;
  };

  return {
    current() {
      if (token !== null && !isTokenValid(token, deps.now())) token = null;
      return token;
    },
    refresh(failed) {
      if (pending) return pending;
      const fresh = token !== null && deps.now() - obtainedAt < TOKEN_REUSE_MS;
      if (fresh && token !== failed) return Promise.resolve(token);
      pending = fetchNew().finally(() => {
        pending = null;
      });
      return pending;
    },
    drop(failed) {
      if (failed === undefined || failed === token) token = null;
    },
  };
}
