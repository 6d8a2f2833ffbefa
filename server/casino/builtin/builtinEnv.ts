import { StartupRefusal } from '../../startupRefusal';
import type { FastifyInstance } from 'fastify';
import { httpWalletTransport, type WalletTransport } from './walletClient';

export interface BuiltinProviderOptions {
  /** How the provider reaches the wallet: HTTP to this server by default; inject in tests. */
  walletTransport?: (app: FastifyInstance) => WalletTransport;
  /** The provider's clock (round timing, wallet timestamps). Default: real time. */
  now?: () => Date;
  /** Sweep period in ms; 0 turns the sweep off (tests settle by calling the provider). */
  sweepEveryMs?: number;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * WALLET_URL: where the built-in provider reaches the wallet. Unset: this process's own address.
 * Behind a proxy (deploy/) it is the proxy, so a round in flight on a process that stops (and no
 * longer listens) still reaches a wallet on another process.
 */
export function readBuiltinProviderEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
): BuiltinProviderOptions {
  const text = env.WALLET_URL?.trim() || undefined;
  if (text === undefined) return {};
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StartupRefusal(`WALLET_URL=${text} is not a URL (e.g. http://127.0.0.1:8080)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new StartupRefusal(`WALLET_URL=${text}: use an http:// or https:// URL`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new StartupRefusal(
      `WALLET_URL=${text}: give the site's base URL only (no path or query)`,
    );
  }
  if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new StartupRefusal(
      `WALLET_URL=${text}: with NODE_ENV=production wallet calls travel over https only ` +
        '(plain http is accepted to a loopback address)',
    );
  }
  const base = url.origin;
  return { walletTransport: (app) => httpWalletTransport(app, base) };
}
