import { StartupRefusal } from './startupRefusal';

/** The environment the server reads (README "Environment variables"). */
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
}

const DEFAULT_PORT = 8080;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    brand: env.BRAND?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || './data',
    contentDir: env.CONTENT_DIR?.trim() || undefined,
    production: env.NODE_ENV === 'production',
    dev: argv.includes('--dev'),
    logLevel,
    testControl: testControl === '1',
  };
}
