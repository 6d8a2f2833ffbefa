// Checks an ID token handed to us (the one-tap prompt's credential, SPEC section 7): signed by
// the provider's key (its JWKS), issued by it, for our client id, not expired, carrying a nonce
// we gave out and that was not used yet. Each failure has its own reason and changes nothing.
import { sql } from 'kysely';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialReason } from '../../domain/social/socialRefusals';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import type { SocialProvider } from './socialProviders';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
}

/** House rule: clocks of provider and server may differ by this much. */
const CLOCK_TOLERANCE_SECONDS = 30;

function refusal(reason: SocialReason, message: string): Refusal {
  return new Refusal(400, reason, message, 'credential');
}

/** The reason of a jose verification failure. */
function reasonOf(err: unknown): SocialReason {
  if (err instanceof errors.JWTExpired) return 'id_token_expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return 'id_token_audience';
    if (err.claim === 'iss') return 'id_token_issuer';
    if (err.claim === 'exp') return 'id_token_expired';
  }
  return 'id_token_signature';
}

/** Verifies signature, issuer, audience and expiry; throws a Refusal naming what failed. */
export async function verifyIdToken(
  token: string,
  provider: SocialProvider,
  keys: JWTVerifyGetKey,
  now: Date,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return payload;
  } catch (err) {
    const reason = reasonOf(err);
    const why = err instanceof Error ? err.message : String(err);
    throw refusal(reason, `credential: ${why}`);
  }
}

/** A nonce for the one-tap prompt: stored for the brand, good for `ttlSeconds`, once. */
export async function issueNonce(
  ctx: ServerContext,
  brand: string,
  nonce: string,
  ttlSeconds: number,
): Promise<void> {
  const expiresAt = new Date(ctx.auth.now().getTime() + ttlSeconds * 1000);
  await ctx.database.db
    .insertInto('social_nonces')
    .values({ nonce, brand, expires_at: expiresAt })
    .execute();
  // Old nonces are of no use to anyone: cleared as new ones are given.
  await ctx.database.db
    .deleteFrom('social_nonces')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** Spends the token's nonce; throws id_token_nonce when it is missing, unknown, used or expired. */
export async function spendNonce(
  ctx: ServerContext,
  brand: string,
  payload: JWTPayload,
): Promise<void> {
  const nonce = payload.nonce;
  if (typeof nonce !== 'string' || nonce === '' || nonce.length > 200) {
    throw refusal('id_token_nonce', 'credential: the ID token carries no nonce');
  }
  const now = ctx.auth.now();
  const spent = await ctx.database.db
    .updateTable('social_nonces')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('brand', '=', brand)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce')
    .executeTakeFirst();
  if (!spent) {
    throw refusal('id_token_nonce', 'credential: the nonce is unknown, used or expired');
  }
}

/** The identity a verified payload names. */
export function identityOf(payload: JWTPayload): VerifiedIdentity {
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  return { issuer: String(payload.iss), subject: String(payload.sub), email };
}
