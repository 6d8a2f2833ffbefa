import { isIP } from 'node:net';
import { StartupRefusal } from './startupRefusal';

/** The environment the server reads (docs/configuration.md). */
export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Accepted and reported; the event bus uses it in a later issue. */
  redisUrl: string | undefined;
  brand: string | undefined;
  dataDir: string;
  /**
   * CONTENT_DIR: the content root holding schemas/ and configs/ (default: the project root).
   * Lets a test or a content editor serve a copy of the content without touching the repository.
   */
  contentDir: string | undefined;
  production: boolean;
  dev: boolean;
  logLevel: string;
  /** TEST_CONTROL=1: the /test-control/* surface for end-to-end tests (server/testControl/). */
  testControl: boolean;
  /**
   * TRUST_PROXY: which proxies in front of the server may name the customer's address
   * (X-Forwarded-For), as Fastify's `trustProxy` takes it; false: the socket's address.
   */
  trustProxy: TrustProxy;
}

/** Fastify's `trustProxy`: no proxy, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (loopback, link-local, unique-local). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

const DEFAULT_PORT = 8080;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Why a production start refuses test control (said by main, and by buildServer if asked). */
export const TEST_CONTROL_IN_PRODUCTION =
  'TEST_CONTROL=1 with NODE_ENV=production: test control lets anyone create an operator and end ' +
  'games without signing in, so a production start never serves it. Unset TEST_CONTROL (end-to-end ' +
  'tests serve the production build without NODE_ENV=production, as npm start does)';

/** Reads and checks the environment; throws an Error whose message says what to fix. */
export function readServerEnv(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerEnv {
  const portText = env.PORT?.trim() || String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new StartupRefusal(`PORT=${portText} is not a port number (0-65535)`);
  }
  // Requests are logged at info; `npm start` stays quiet unless LOG_LEVEL=info asks for them.
  const logLevel = env.LOG_LEVEL?.trim() || 'warn';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new StartupRefusal(`LOG_LEVEL=${logLevel} is not one of ${LOG_LEVELS.join(', ')}`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new StartupRefusal('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const testControl = env.TEST_CONTROL?.trim() ?? '';
  if (testControl !== '' && testControl !== '1') {
    throw new StartupRefusal(
      `TEST_CONTROL=${testControl}: set TEST_CONTROL=1 to serve /test-control/* ` +
        '(end-to-end tests only), or leave it unset',
    );
  }
  const production = env.NODE_ENV === 'production';
  // Test control creates operators and ends games without signing in: never in production.
  if (production && testControl === '1') {
    throw new StartupRefusal(TEST_CONTROL_IN_PRODUCTION);
  }
  const trustProxy = readTrustProxy(env.TRUST_PROXY?.trim() ?? '');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    brand: env.BRAND?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || './data',
    contentDir: env.CONTENT_DIR?.trim() || undefined,
    production,
    dev: argv.includes('--dev'),
    logLevel,
    testControl: testControl === '1',
    trustProxy,
  };
}

/**
 * TRUST_PROXY: unset, no proxy; `1`-`10`, that many proxies in front; or a comma-separated list of
 * the proxies' addresses, CIDR ranges and proxy-addr's names. "Every proxy" (`true`) is refused:
 * any client could then name its own address, and rate limits and geo checks go by it.
 */
function readTrustProxy(text: string): TrustProxy {
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
    throw new StartupRefusal(
      `TRUST_PROXY=${text}: a number of proxies is 1 to ${MAX_PROXY_HOPS} (leave it unset for none)`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      throw new StartupRefusal(
        `TRUST_PROXY=${text}: "${entry}" is not an IP address, a CIDR range or one of ` +
          `${PROXY_RANGE_NAMES.join(', ')} (a number of proxies, 1 to ${MAX_PROXY_HOPS}, also works; ` +
          'trusting every proxy is refused: any client could name its own address)',
      );
    }
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
