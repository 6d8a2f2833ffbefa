// Test helpers for anything behind sign-in: a one-click user registered and signed in over HTTP.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The Origin of app.inject requests (their Host is `localhost:80`). */
export const TEST_ORIGIN = 'http://localhost';

export interface SignedUpUser {
  /** users.id as a decimal string (also the login). */
  userId: string;
  login: string;
  password: string;
  /** `cookie` (user_token and refresh_token) and `origin`: spread into app.inject headers. */
  headers: Record<string, string>;
}

/** `name=value; name2=value2` of the cookies a response sets (cleared ones left out). */
export function cookieHeader(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const c of res.cookies) {
    if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * Registers a one-click (fast_reg) user over HTTP and returns what later requests need. Each call
 * comes from its own random address, so registration rate limits never trip a test.
 */
export async function signUpFast(
  app: FastifyInstance,
  opts: { currency_id?: number; country_id?: number } = {},
): Promise<SignedUpUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: { origin: TEST_ORIGIN },
    payload: {
      type: 'fast_reg',
      country_id: opts.country_id ?? 643,
      currency_id: opts.currency_id ?? 643,
    },
  });
  if (res.statusCode !== 200) {
    throw new Error(`signUpFast: ${res.statusCode} ${res.body}`);
  }
  const body = res.json<{ user_id: number; login: string; password: string }>();
  return {
    userId: String(body.user_id),
    login: body.login,
    password: body.password,
    headers: { cookie: cookieHeader(res), origin: TEST_ORIGIN },
  };
}
