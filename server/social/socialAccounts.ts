// Customers and their social identities: who an identity signs in as, a new customer registered
// by a provider (soc_reg), linking an identity to the signed-in customer and unlinking it.
import type { RegistrationAttribution } from '../auth/registrationAttribution';
import { ACTIVATION_TYPE } from '../../domain/auth/authConstants';
import { COUNTRY_IDS, defaultCountryId } from '../../domain/auth/countries';
import { DEFAULT_CURRENCY_ID, isSupportedCurrency } from '../../domain/money/currencies';
import type { SocialIdentityView } from '../../domain/social/socialConstants';
import { hashPassword } from '../auth/passwordHash';
import { generatePassword } from '../auth/passwordPolicy';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { openCustomerAccounts } from '../money/accounts';
import type { VerifiedIdentity } from './idTokenCheck';
import type { SocialProvider } from './socialProviders';

/** The social_identities row linking `identity` of `provider` to the customer. */
function identityRow(userId: string, provider: SocialProvider, identity: VerifiedIdentity) {
  return {
    user_id: userId,
    provider: provider.id,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
  };
}

/** The customer an identity is linked to, if any. */
export async function customerOfIdentity(
  ctx: ServerContext,
  identity: VerifiedIdentity,
): Promise<string | undefined> {
  const row = await ctx.database.db
    .selectFrom('social_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row ? String(row.user_id) : undefined;
}

export interface SocialRegistration {
  currencyId?: number | null;
  countryId?: number | null;
  geoCountryId?: number;
  /** The brand's partner reference and the visitor's referral cookie (registrationAttribution). */
  attribution?: RegistrationAttribution;
}

/**
 * Registers a customer (soc_reg) with the identity linked. The e-mail stays on the identity, not
 * on the account: an address already registered by someone else is neither taken over nor told.
 * The password is random and never shown; the customer signs in through the provider (or
 * recovers a password once an e-mail or phone is added).
 */
export async function registerSocialCustomer(
  ctx: ServerContext,
  provider: SocialProvider,
  identity: VerifiedIdentity,
  choice: SocialRegistration,
): Promise<string> {
  const currencyId =
    choice.currencyId != null && isSupportedCurrency(choice.currencyId)
      ? choice.currencyId
      : DEFAULT_CURRENCY_ID;
  const countryId =
    choice.countryId != null && COUNTRY_IDS.includes(choice.countryId)
      ? choice.countryId
      : defaultCountryId(choice.geoCountryId);
  const passwordHash = await hashPassword(generatePassword());
  return ctx.database.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: null,
        phone: null,
        phone_code: null,
        password_hash: passwordHash,
        registration_type: 'soc_reg',
        country_id: countryId,
        currency_id: currencyId,
        ref_code: null,
        first_deposit_bonus_choice: 0,
        activation_type: ACTIVATION_TYPE.none,
        personal_data: JSON.stringify({}),
        terms_accepted_at: ctx.auth.now(),
        ...choice.attribution,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = String(user.id);
    await openCustomerAccounts(trx, { userId, currencyId });
    await trx
      .insertInto('social_identities')
      .values(identityRow(userId, provider, identity))
      .execute();
    return userId;
  });
}

/** The customer of the identity, registering one when the identity is new. */
export async function signInOrRegister(
  ctx: ServerContext,
  provider: SocialProvider,
  identity: VerifiedIdentity,
  choice: SocialRegistration,
): Promise<{ userId: string; registered: boolean }> {
  const known = await customerOfIdentity(ctx, identity);
  if (known) return { userId: known, registered: false };
  try {
    return {
      userId: await registerSocialCustomer(ctx, provider, identity, choice),
      registered: true,
    };
  } catch (err) {
    // Two first sign-ins at once: the second finds the first's customer.
    const again = await customerOfIdentity(ctx, identity);
    if (again) return { userId: again, registered: false };
    throw err;
  }
}

/** Links the identity to the customer; refuses another customer's identity. */
export async function linkIdentity(
  ctx: ServerContext,
  userId: string,
  provider: SocialProvider,
  identity: VerifiedIdentity,
): Promise<void> {
  const owner = await customerOfIdentity(ctx, identity);
  if (owner === userId) return;
  if (owner !== undefined) {
    throw new Refusal(409, 'social_identity_taken', 'identity: linked to another customer');
  }
  const inserted = await ctx.database.db
    .insertInto('social_identities')
    .values(identityRow(userId, provider, identity))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return;
  // Lost a race, or the customer has this provider already.
  if ((await customerOfIdentity(ctx, identity)) === undefined) {
    throw new Refusal(409, 'social_already_linked', `provider ${provider.id}: already linked`);
  }
  if ((await customerOfIdentity(ctx, identity)) !== userId) {
    throw new Refusal(409, 'social_identity_taken', 'identity: linked to another customer');
  }
}

/** The customer's linked identities. */
export async function identitiesOf(
  ctx: ServerContext,
  userId: string,
  providerName: (id: string) => string,
): Promise<SocialIdentityView[]> {
  const rows = await ctx.database.db
    .selectFrom('social_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    provider: row.provider,
    providerName: providerName(row.provider),
    email: row.email,
    linkedAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Unlinks the customer's identity of a provider. A customer registered through a provider, with
 * no e-mail or phone to recover a password by and no other identity, would be locked out: refused.
 */
export async function unlinkIdentity(
  ctx: ServerContext,
  userId: string,
  providerId: string,
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['registration_type', 'email', 'phone'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const linked = await trx
      .selectFrom('social_identities')
      .select('provider')
      .where('user_id', '=', userId)
      .execute();
    if (!linked.some((row) => row.provider === providerId)) {
      throw new Refusal(404, 'social_not_linked', `provider ${providerId}: not linked`);
    }
    const otherWay =
      user.registration_type !== 'soc_reg' ||
      user.email !== null ||
      user.phone !== null ||
      linked.length > 1;
    if (!otherWay) {
      throw new Refusal(409, 'social_only_sign_in', 'the only way this customer signs in');
    }
    await trx
      .deleteFrom('social_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', providerId)
      .execute();
  });
}
