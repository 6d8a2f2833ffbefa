// Every URL root in runtime/api/apiRoots.ts gets all three treatments: JSON answers on the
// server, the Origin check of its state-changing routes, and (when marked bearer) the client's
// Bearer token with refresh on 401. A root that is not in the list gets none of them.
import { describe, expect, it, vi } from 'vitest';
import {
  API_ROOT_LIST,
  createApiClient,
  createAuthInterceptors,
  createTokenManager,
} from '../../runtime/api';
import { needsOriginCheck } from '../../server/auth/originCheck';
import { isApiPath } from '../../server/http/errorHandling';

/** An unsigned JWT that expires in an hour; the client reads only exp. */
const TOKEN = [{ alg: 'HS256' }, { sub: '1', exp: 3600 }, 'sig']
  .map((part) => (typeof part === 'string' ? part : btoa(JSON.stringify(part)).replace(/=+$/, '')))
  .join('.');

async function authorizationSentTo(path: string): Promise<string | null> {
  let seen: string | null = 'not called';
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen = new Headers(init?.headers).get('authorization');
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const tokens = createTokenManager({
    fetchToken: () => Promise.resolve({ ok: true as const, data: { token: TOKEN } }),
    now: () => 0,
  });
  await tokens.refresh(null);
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    interceptors: createAuthInterceptors({ tokens, handlers: {} }),
  });
  await api.getJson(path);
  return seen;
}

describe('the one list of API roots', () => {
  it('names the limit service among the customer APIs that carry the token', () => {
    const root = API_ROOT_LIST.find((r) => r.path === '/limit-service-api');
    expect(root?.bearer).toBe(true);
  });

  it.each(API_ROOT_LIST.map((root) => [root.path, root] as const))(
    '%s: JSON answers, Origin check, and Bearer as marked',
    async (path, root) => {
      expect(isApiPath(`${path}/anything?x=1`)).toBe(true);
      expect(isApiPath(path)).toBe(true);
      expect(needsOriginCheck(`${path}/anything`, 'POST')).toBe(true);
      expect(needsOriginCheck(`${path}/anything`, 'GET')).toBe(false);
      expect(await authorizationSentTo(`${path}/anything`)).toBe(
        root.bearer ? `Bearer ${TOKEN}` : null,
      );
    },
  );

  it('a path outside the list gets none of them', async () => {
    expect(isApiPath('/limit-service-apix/v3/limits')).toBe(false);
    expect(needsOriginCheck('/limit-service-apix/v3/limits', 'POST')).toBe(false);
    expect(await authorizationSentTo('/en/office/responsible')).toBeNull();
  });
});
