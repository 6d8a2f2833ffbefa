import { BEARER_API_PREFIXES } from './apiRoots';
import type { ApiInterceptor } from './interceptors';
import { withHeader } from './interceptors';
import type { TokenManager } from './tokenManager';

/** SPEC section 8 "401 on a normal call ... retry up to a limit": one retry with a new token. */
export const UNAUTHORIZED_RETRIES = 1;

/**
 * Only the customer APIs carry the access token (the roots marked `bearer` in apiRoots.ts);
 * content and config calls need none.
 */
export const TOKEN_API_PREFIXES = BEARER_API_PREFIXES;

/**
 * Calls whose 401 is an answer, not an expired token: sign-in (wrong credentials), the session
 * check and the token call itself. They go by cookie and never carry the Bearer token.
 */
export const NO_REFRESH_PREFIXES: readonly string[] = ['/web-api/auth/', '/web-api/user/gettoken'];

export interface TokenInterceptorOptions {
  tokens: TokenManager;
  /** The retries ran out or no token could be fetched: the user is treated as signed out. */
  onSignedOut: () => void;
  retries?: number;
}

/** Sends the held access token as a Bearer header; on 401 drops it, fetches a new one, retries. */
export function tokenInterceptor(options: TokenInterceptorOptions): ApiInterceptor {
  const retries = options.retries ?? UNAUTHORIZED_RETRIES;
  return async (request, next) => {
    if (!TOKEN_API_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return next(request);
    // Sign-in and session calls work by cookie: no Bearer, and a 401 is their answer.
    if (NO_REFRESH_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return next(request);
    for (let attempt = 0; ; attempt++) {
      const used = options.tokens.current();
      const sent =
        used && !request.init.headers.has('authorization')
          ? withHeader(request, 'authorization', `Bearer ${used}`)
          : request;
      const response = await next(sent);
      if (response.status !== 401) return response;
      options.tokens.drop(used);
      const fresh = attempt < retries ? await options.tokens.refresh(used) : null;
      if (fresh === null) {
        options.onSignedOut();
        return response;
      }
    }
  };
}
