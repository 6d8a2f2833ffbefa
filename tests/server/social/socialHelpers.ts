// Test helpers for social sign-in: a server running the local OpenID provider, ID tokens minted
// (or forged) with its key, the one-tap multipart post, and a browser-like walk through the
// provider's sign-in page.
import { generateKeyPairSync, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { localOpenIdProviderOf } from '../../../server/social/index';
import type { LocalOpenIdProvider } from '../../../server/social/localOpenIdProvider';
import { TEST_ORIGIN } from '../authHelpers';

export const CLIENT_ID = 'aurora-web';

export function localProvider(app: FastifyInstance): LocalOpenIdProvider {
  const local = localOpenIdProviderOf(app);
  if (!local) throw new Error('the server runs no local OpenID provider');
  return local;
}

/** A fresh one-tap nonce from GET .../clientId. */
export async function oneTapNonce(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/social-api/oauth/google-one-tap/clientId' });
  if (res.statusCode !== 200) throw new Error(`clientId: ${res.statusCode} ${res.body}`);
  return res.json<{ nonce: string }>().nonce;
}

/** An ID token as the local provider would sign it; `forge` signs with a key of our own. */
export async function mintIdToken(
  app: FastifyInstance,
  claims: JWTPayload,
  opts: { forge?: boolean; expiresInSeconds?: number } = {},
): Promise<string> {
  const local = localProvider(app);
  const jwk = opts.forge
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
    : local.signingKey;
  const key = await importJWK(jwk as never, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: `${String(claims.sub)}@local.test`, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
    .setIssuer(local.issuer)
    .setAudience(typeof claims.aud === 'string' ? claims.aud : CLIENT_ID)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (opts.expiresInSeconds ?? 600))
    .sign(key);
}

/** POST /social-api/oauth/google-one-tap as multipart, as the prompt sends it. */
export async function postOneTap(
  app: FastifyInstance,
  fields: Record<string, string>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/social-api/oauth/google-one-tap',
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': request.headers.get('content-type') ?? '',
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/**
 * Walks a browser through the provider: from our start answer's Location, through the provider's
 * sign-in page (any login and password), back to our callback, which it calls. Answers the
 * callback's answer.
 */
export async function signInAtProvider(
  app: FastifyInstance,
  start: LightMyRequestResponse,
  login: string,
  cookie = '',
): Promise<LightMyRequestResponse> {
  if (start.statusCode !== 302) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const stateCookie = start.cookies.find((c) => c.name === 'social_state');
  const jar = new Map<string, string>();
  let url = new URL(String(start.headers.location));
  const issuer = url.origin;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== issuer) {
      return app.inject({
        url: url.pathname + url.search,
        headers: {
          cookie: [cookie, stateCookie ? `social_state=${stateCookie.value}` : '']
            .filter(Boolean)
            .join('; '),
        },
      });
    }
    const cookieHeader = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader } });
    keepCookies(jar, res);
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`provider page without a form: ${html.slice(0, 200)}`);
      res = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
      });
      keepCookies(jar, res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a Location`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}

function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
}
