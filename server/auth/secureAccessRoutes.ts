// SPEC sections 7 and 9: the secure-data fetch with its grant cookie, and the rights call.
// GET /web-api/user/secure-data answers `ggru` (a stable pseudonym of the customer) and the grant
// (an HMAC of the user id and its expiry with the server's secret), and sets both as cookies: the
// grant for 1800 s on path /. GET /web-api/user/rights reads the grant cookie (403
// grant_required without a valid one for this customer) and answers what the customer may do now,
// from the same state the server enforces: ban, self-exclusion or time-out, changed terms.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { banAllowsWithdrawal, isBanned } from '../../domain/access/contract';
import {
  GGRU_COOKIE,
  GRANT_COOKIE,
  GRANT_TTL_SECONDS,
  SECURE_ACCESS_PATHS,
  type CustomerRights,
  type RightRefusal,
  type SecureData,
} from '../../domain/auth/secureAccess';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { activeExclusion } from '../limits/exclusions';
import { readLimitRows } from '../limits/limitRecords';
import { epochSeconds } from '../limits/limitRefusal';
import { verificationConfigOf } from '../verification/index';
import { authUserOf, hasTermsChanged, requireUser } from './currentUser';
import { nowSeconds } from './sessionTokens';
import { closedObjectSchema, closedOptionalObjectSchema } from '../../domain/contract/jsonSchema';

/** Neither call takes input: an unknown query parameter is a 400, not ignored. */
const noQuerySchema = closedOptionalObjectSchema({});

const secureDataSchema = closedObjectSchema(['ggru', 'grant', 'expiresAt'], {
  ggru: { type: 'string' },
  grant: { type: 'string' },
  expiresAt: { type: 'integer', description: 'Epoch seconds' },
});

const rightsSchema = closedObjectSchema(
  ['bet', 'deposit', 'withdraw', 'casino', 'reason', 'until', 'needsIdentification'],
  {
    bet: { type: 'boolean' },
    deposit: { type: 'boolean' },
    withdraw: { type: 'boolean' },
    casino: { type: 'boolean' },
    reason: {
      type: ['string', 'null'],
      enum: ['banned', 'self_excluded', 'time_out_active', 'terms_changed', null],
    },
    until: { type: ['integer', 'null'], description: 'Epoch seconds' },
    needsIdentification: { type: 'boolean' },
  },
);

function mac(secret: Uint8Array, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The grant value of a user until `expiresAt` (epoch seconds): `<expiresAt>.<hmac>`. */
export function grantValue(secret: Uint8Array, userId: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, `grant:${userId}:${expiresAt}`)}`;
}

/** Whether `value` is this user's grant, unexpired and not longer-lived than a grant can be. */
export function isValidGrant(
  secret: Uint8Array,
  userId: string,
  value: string | undefined,
  now: number,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now || expiresAt > now + GRANT_TTL_SECONDS) return false;
  const expected = Buffer.from(mac(secret, `grant:${userId}:${expiresAt}`));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The SPEC's ggru: a stable pseudonym of the user (the user id cannot be read back from it). */
export function ggruOf(secret: Uint8Array, userId: string): string {
  return mac(secret, `ggru:${userId}`).slice(0, 22);
}

/** preHandler after requireUser: the grant cookie must be this customer's and unexpired. */
export function requireGrant(ctx: ServerContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = authUserOf(request).id;
    if (!isValidGrant(ctx.auth.secret, userId, request.cookies[GRANT_COOKIE], nowSeconds(ctx))) {
      throw new Refusal(403, 'grant_required', `Fetch ${SECURE_ACCESS_PATHS.secureData} first`);
    }
  };
}

async function rightsOf(ctx: ServerContext, request: FastifyRequest): Promise<CustomerRights> {
  const user = authUserOf(request);
  const db = ctx.database.db;
  const at = new Date(ctx.worldClock.now());
  const [rows, termsChanged, verification] = await Promise.all([
    readLimitRows(db, user.id),
    hasTermsChanged(ctx, user.id),
    verificationConfigOf(db, user.id),
  ]);
  const exclusion = activeExclusion(rows, at);
  const banned = isBanned(user.banLevel);
  const reason: RightRefusal = banned
    ? 'banned'
    : (exclusion?.reason ?? (termsChanged ? 'terms_changed' : null));
  const play = reason === null;
  return {
    bet: play,
    deposit: play,
    casino: play,
    // A self-exclusion never keeps the customer's money: only a ban (bar its exceptions) and
    // changed terms stop a withdrawal.
    withdraw: banned
      ? banAllowsWithdrawal(user.banLevel, user.banVersion) && !termsChanged
      : !termsChanged,
    reason,
    until: exclusion && !banned ? epochSeconds(exclusion.endsAt) : null,
    needsIdentification: verification.is_need_identification,
  };
}

export function registerSecureAccessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = requireUser(ctx);

  app.get(
    SECURE_ACCESS_PATHS.secureData,
    {
      preHandler: signedIn,
      schema: {
        summary: 'Secure data: ggru and the 30-minute grant, also set as cookies (SPEC 7, 9)',
        tags: ['user'],
        querystring: noQuerySchema,
        response: { 200: secureDataSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply): Promise<SecureData> => {
      const userId = authUserOf(request).id;
      const expiresAt = nowSeconds(ctx) + GRANT_TTL_SECONDS;
      const grant = grantValue(ctx.auth.secret, userId, expiresAt);
      const ggru = ggruOf(ctx.auth.secret, userId);
      const cookie = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: ctx.auth.secureCookies,
        maxAge: GRANT_TTL_SECONDS,
      };
      reply.setCookie(GRANT_COOKIE, grant, cookie);
      reply.setCookie(GGRU_COOKIE, ggru, cookie);
      reply.header('cache-control', 'no-store');
      return { ggru, grant, expiresAt };
    },
  );

  app.get(
    SECURE_ACCESS_PATHS.rights,
    {
      preHandler: [signedIn, requireGrant(ctx)],
      schema: {
        summary: "The signed-in customer's rights now (SPEC 7 'rights'); needs the grant cookie",
        tags: ['user'],
        querystring: noQuerySchema,
        response: { 200: rightsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rightsOf(ctx, request);
    },
  );
}
