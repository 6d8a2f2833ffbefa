// The outside game provider's adapter from the environment (ARCHITECTURE "Providers behind
// adapters"): OUTSIDE_PROVIDER_URL (its launch API, server to server), OUTSIDE_PROVIDER_SECRET
// (the shared HMAC key of the launch call and of its wallet calls) and, when the game frames come
// from another address than the API, OUTSIDE_PROVIDER_FRAME_URL. All unset: no outside provider
// is connected. `npm start` outside production starts Outpost Games and sets them
// (scripts/start.mjs).
import { OUTPOST_PROVIDER_KEY } from '../../../domain/casino/outpostGames';
import { StartupRefusal } from '../../startupRefusal';

export interface OutsideProviderAdapter {
  /** The catalogue's provider key (the brand's casinoProviders lists it to connect it). */
  key: string;
  /** The provider's API origin (the launch call). */
  baseUrl: string;
  /** The origin its game frames are served from (the pages' frame-src allows it). */
  frameOrigin: string;
  /** The shared HMAC secret of the launch call and the wallet calls. */
  secret: string;
}

/** A shared secret this short could be guessed; 32 characters of hex is 128 bits. */
export const OUTSIDE_SECRET_MIN_LENGTH = 32;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function readOutsideProvidersEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
): OutsideProviderAdapter[] {
  const urlText = env.OUTSIDE_PROVIDER_URL?.trim() || undefined;
  const secret = env.OUTSIDE_PROVIDER_SECRET?.trim() || undefined;
  const frameText = env.OUTSIDE_PROVIDER_FRAME_URL?.trim() || undefined;
  if (urlText === undefined && secret === undefined && frameText === undefined) return [];
  if (urlText === undefined || secret === undefined) {
    throw new StartupRefusal(
      'OUTSIDE_PROVIDER_URL and OUTSIDE_PROVIDER_SECRET go together: set both or neither',
    );
  }
  if (secret.length < OUTSIDE_SECRET_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(secret)) {
    throw new StartupRefusal(
      `OUTSIDE_PROVIDER_SECRET: at least ${OUTSIDE_SECRET_MIN_LENGTH} printable characters ` +
        '(e.g. `openssl rand -hex 32`)',
    );
  }
  const baseUrl = originOf('OUTSIDE_PROVIDER_URL', urlText, production);
  const frameOrigin = frameText
    ? originOf('OUTSIDE_PROVIDER_FRAME_URL', frameText, production)
    : baseUrl;
  return [{ key: OUTPOST_PROVIDER_KEY, baseUrl, frameOrigin, secret }];
}

function originOf(name: string, text: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StartupRefusal(`${name}=${text} is not a URL (e.g. http://127.0.0.1:8190)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new StartupRefusal(`${name}=${text}: use an http:// or https:// URL`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new StartupRefusal(`${name}=${text}: give the provider's base URL only (no path)`);
  }
  if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new StartupRefusal(
      `${name}=${text}: with NODE_ENV=production provider calls travel over https only ` +
        '(plain http is accepted to a loopback address)',
    );
  }
  return url.origin;
}
