// What the auth routes share: the signing key, the message senders, the clock and switches.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/index';
import {
  DevMessageSender,
  type EmailSender,
  type MessageInbox,
  type SmsSender,
} from './messageSenders';
import { VerifiedAccessTokens } from './jwt';

export interface AuthOptions {
  /** AUTH_SECRET: the HS256 key of access tokens (at least 32 characters). Unset: a random key
   *  generated once and kept in the database (table auth_secrets), shared by every process. */
  secret?: string;
  sms?: SmsSender;
  email?: EmailSender;
  /** Where the given senders' messages can be read back (the local sinks of server/messages/);
   *  the development sender, used for a channel with no sender given, keeps its messages here too. */
  sentMessages?: MessageInbox;
  /** GET /web-api/test/inbox exists (NODE_ENV=test only). Default: NODE_ENV === 'test'. */
  testInbox?: boolean;
  /** Cookies carry `Secure` (production over HTTPS). */
  secureCookies?: boolean;
  /** Per-address rate limits on sign-in, registration, SMS and recovery. Default on; the sign-in
   *  benchmark turns them off (AUTH_RATE_LIMITS=off). */
  rateLimits?: boolean;
  /** The clock (tests move it to expire tokens, captchas and codes). */
  now?: () => Date;
}

export interface AuthContext {
  secret: Buffer;
  /** Access tokens checked against `secret`, the verified ones kept (server/auth/jwt.ts). */
  accessTokens: VerifiedAccessTokens;
  sms: SmsSender;
  email: EmailSender;
  /** The messages sent, when something keeps them (the development sender, the local sinks):
   *  read by the test inbox and GET /test-control/messages. */
  sentMessages: MessageInbox | undefined;
  testInbox: boolean;
  secureCookies: boolean;
  rateLimits: boolean;
  now: () => Date;
}

export const MIN_SECRET_LENGTH = 32;
const SECRET_NAME = 'access_token_hs256';

export async function createAuthContext(
  database: AppDatabase,
  log: FastifyBaseLogger,
  opts: AuthOptions,
): Promise<AuthContext> {
  const devSender =
    opts.sms && opts.email ? undefined : new DevMessageSender(log, opts.sentMessages);
  const secret = await signingSecret(
    database,
    opts.secret ?? (process.env.AUTH_SECRET || undefined),
  );
  return {
    secret,
    accessTokens: new VerifiedAccessTokens(secret),
    sms: opts.sms ?? (devSender as DevMessageSender),
    email: opts.email ?? (devSender as DevMessageSender),
    sentMessages: devSender?.kept ?? opts.sentMessages,
    testInbox: opts.testInbox ?? process.env.NODE_ENV === 'test',
    secureCookies: opts.secureCookies ?? false,
    rateLimits: opts.rateLimits ?? process.env.AUTH_RATE_LIMITS !== 'off',
    now: opts.now ?? (() => new Date()),
  };
}

async function signingSecret(database: AppDatabase, configured: string | undefined) {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return Buffer.from(configured, 'utf8');
  }
  // Insert-if-absent, then read: concurrent first starts agree on one key.
  await database.db
    .insertInto('auth_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await database.db
    .selectFrom('auth_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'utf8');
}
