// The e-mail activation link (SPEC section 2 user/activate, user/accountverify): a random token,
// single use, expiring, of which only the sha256 is stored; opening it confirms the address it
// was sent to. The newsletter opt-out link (user/stopnewsletter) is a signed value instead: it
// changes nothing but a switch the customer can turn back on, so it needs no row.
import type { FastifyRequest } from 'fastify';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { newSecretToken, sha256 } from '../auth/sessionTokens';
import { readTicket, signTicket } from '../auth/signedTicket';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { requestOrigin } from '../seo/requestOrigin';

/** House rule: an activation link works for 48 hours. */
export const ACTIVATION_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** House rule: an opt-out link in a message works for a year. */
export const NEWSLETTER_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export const ACTIVATION_EMAIL_SUBJECT = 'Confirm your e-mail address';

const NEWSLETTER_PURPOSE = 'stopnewsletter';

/** Where links in a message point: the request's origin and page language (else the brand's). */
export interface LinkBase {
  origin: string;
  language: string;
}

/**
 * The origin of the request and the visitor's language: the `lng` cookie (SPEC section 9, which
 * the client keeps on the page language), else the Referer's first path segment, else the brand's
 * default language.
 */
export function linkBaseOf(request: FastifyRequest, site: BrandSiteFile): LinkBase {
  const origin = requestOrigin(request, site);
  const known = (lng: string | undefined) =>
    lng !== undefined && site.languages.includes(lng) ? lng : undefined;
  let fromReferer: string | undefined;
  const referer = request.headers.referer;
  if (referer) {
    try {
      fromReferer = known(new URL(referer).pathname.split('/')[1]);
    } catch {
      // Not a URL: no language from it.
    }
  }
  const language = known(request.cookies.lng) ?? fromReferer ?? site.defaultLanguage;
  return { origin, language };
}

/** The signed opt-out value of a customer's newsletter link. */
export function newsletterToken(ctx: ServerContext, userId: string): Promise<string> {
  const exp = Math.floor((ctx.auth.now().getTime() + NEWSLETTER_LINK_TTL_MS) / 1000);
  return signTicket({ uid: userId, exp }, ctx.auth.secret, NEWSLETTER_PURPOSE);
}

/** The customer a newsletter link names, or a refusal (forged, altered or expired). */
export async function userOfNewsletterToken(ctx: ServerContext, token: string): Promise<string> {
  const nowSeconds = Math.floor(ctx.auth.now().getTime() / 1000);
  const payload = await readTicket(token, ctx.auth.secret, NEWSLETTER_PURPOSE, nowSeconds);
  if (!payload || typeof payload.uid !== 'string' || !/^[0-9]{1,19}$/.test(payload.uid)) {
    throw new Refusal(400, 'link_invalid', 'token: not a newsletter link of this site', 'token');
  }
  return payload.uid;
}

/**
 * Issues an activation link for the customer's e-mail and sends it (with the newsletter opt-out
 * link). Throws MessageNotSent (503 message_not_sent) when the mail server did not take it; the
 * link stays stored and unused, and a new request sends a new one.
 */
export async function sendActivationEmail(
  ctx: ServerContext,
  input: { userId: string; email: string; base: LinkBase },
): Promise<void> {
  const token = newSecretToken();
  await ctx.database.db
    .insertInto('email_activation_tokens')
    .values({
      user_id: input.userId,
      email: input.email,
      token_hash: sha256(token),
      expires_at: new Date(ctx.auth.now().getTime() + ACTIVATION_LINK_TTL_MS),
    })
    .execute();
  const { origin, language } = input.base;
  const verify = `${origin}/${language}/user/accountverify?token=${token}`;
  const stop = `${origin}/${language}/user/stopnewsletter?token=${await newsletterToken(ctx, input.userId)}`;
  const text =
    'Open this link to confirm your e-mail address and activate your account:\n' +
    `${verify}\n\n` +
    'The link works once, for 48 hours. If you did not register, ignore this message.\n\n' +
    `No news by e-mail: ${stop}`;
  await ctx.auth.email.sendEmail(input.email, ACTIVATION_EMAIL_SUBJECT, text);
}

/**
 * Spends an activation link and confirms the address it was sent to. Refused, with nothing
 * changed: a token never issued, or for an address no longer the account's (400 link_invalid);
 * opened while signed in as another customer (403 link_other_customer); used (409 link_used);
 * expired (410 link_expired).
 */
export async function confirmEmail(
  ctx: ServerContext,
  token: string,
  signedInUserId: string | undefined,
): Promise<{ userId: string; email: string }> {
  const now = ctx.auth.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('email_activation_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .forUpdate()
      .executeTakeFirst();
    if (!link) {
      throw new Refusal(400, 'link_invalid', 'token: not an activation link of this site', 'token');
    }
    const userId = String(link.user_id);
    if (signedInUserId !== undefined && signedInUserId !== userId) {
      const message = "token: another customer's link; sign out to use it";
      throw new Refusal(403, 'link_other_customer', message, 'token');
    }
    if (link.used_at !== null) {
      throw new Refusal(409, 'link_used', 'token: this link was already used', 'token');
    }
    if (link.expires_at.getTime() <= now.getTime()) {
      throw new Refusal(410, 'link_expired', 'token: this link has expired', 'token');
    }
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.email !== link.email) {
      const message = 'token: the link is for an address the account no longer has';
      throw new Refusal(400, 'link_invalid', message, 'token');
    }
    const spent = await trx
      .updateTable('email_activation_tokens')
      .set({ used_at: now })
      .where('id', '=', link.id as string)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows === 0n) {
      throw new Refusal(409, 'link_used', 'token: this link was already used', 'token');
    }
    await trx
      .insertInto('email_confirmations')
      .values({ user_id: userId, email: link.email, confirmed_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ email: link.email, confirmed_at: now }),
      )
      .execute();
    return { userId, email: link.email };
  });
}

/** Whether the customer's current e-mail address is the confirmed one. */
export async function isEmailConfirmed(
  ctx: ServerContext,
  userId: string,
  email: string | null,
): Promise<boolean> {
  if (email === null) return false;
  const row = await ctx.database.db
    .selectFrom('email_confirmations')
    .select('email')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.email === email;
}
