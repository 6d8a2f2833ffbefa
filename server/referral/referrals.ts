// The bring-a-friend program (office/bringfriend): each customer's referral code, the sign-ups it
// brought (recorded at registration from the `bf_id` cookie) and the rewards, paid through the
// ledger once the brand's rule is met, one transaction per referral (idempotency key
// `referral_reward:<referral id>`).
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { findCurrency } from '../../domain/money/currencies';
import {
  isReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralReward,
  rewardDue,
} from '../../domain/referral/referral';
import type { ReferralConfig } from '../../runtime/schema/types';
import type { DatabaseSchema } from '../db/schema';
import type { ServerContext } from '../http/serverContext';
import { houseAccountId } from '../money/houseAccounts';
import { postTransfer } from '../money/ledger';
import { toSafeInteger } from '../money/bigints';
import { hasCreditedDeposit } from '../money/creditedDeposit';
import type { ReferralStatsView } from '../../domain/referral/contract';

/** The ledger kind of a referral reward: referral_rewards house account -> referrer. */
export const REFERRAL_REWARD_KIND = 'referral_reward';
/** The house account rewards are paid from (the program's cost), per currency. */
export const REFERRAL_HOUSE_ACCOUNT = 'referral_rewards';

type Db = Kysely<DatabaseSchema>;

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The customer's referral code, made on first use. */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .selectFrom('referral_codes')
      .select('code')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return existing.code;
    // A clash on the code (or a concurrent first use) inserts nothing: read or try again.
    await db
      .insertInto('referral_codes')
      .values({ user_id: userId, code: newCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`No referral code could be made for user ${userId}`);
}

/**
 * Records who brought a new customer, inside the registration's transaction. Ignored (nothing
 * recorded, registration goes on): no or malformed cookie, an unknown code, and self-referral
 * (the code's owner is the new customer, or the registering browser is signed in as its owner).
 */
export async function attributeReferral(
  trx: Transaction<DatabaseSchema>,
  input: { newUserId: string; cookieCode: unknown; signedInUserId: string | null; brand: string },
): Promise<string | null> {
  if (!isReferralCode(input.cookieCode)) return null;
  const owner = await trx
    .selectFrom('referral_codes')
    .select('user_id')
    .where('code', '=', input.cookieCode)
    .executeTakeFirst();
  if (!owner) return null;
  const referrerId = String(owner.user_id);
  if (referrerId === input.newUserId || referrerId === input.signedInUserId) return null;
  await trx
    .insertInto('referrals')
    .values({ referrer_id: referrerId, referred_id: input.newUserId, brand: input.brand })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .execute();
  return referrerId;
}

/**
 * Pays the referrer's due rewards: each pending referral whose brand rule is met is credited to
 * the referrer's main account from the house account, or marked 'none' when the rule pays
 * nothing in the referrer's currency. Safe to run at any time and from any process: the row lock
 * and the ledger's idempotency key make each reward move once.
 */
export async function settleReferralRewards(
  ctx: ServerContext,
  referrerId: string,
): Promise<number> {
  const db = ctx.database.db;
  const pending = await db
    .selectFrom('referrals')
    .select(['id', 'referred_id', 'brand'])
    .where('referrer_id', '=', referrerId)
    .where('reward_status', '=', 'pending')
    .orderBy('id')
    .limit(200)
    .execute();
  let credited = 0;
  for (const row of pending) {
    const rule = ruleOf(ctx, row.brand);
    if (!rule) continue;
    const deposited = await hasCreditedDeposit(db, String(row.referred_id));
    if (!rewardDue(rule.trigger, deposited)) continue;
    if (await payReward(db, String(row.id), referrerId, rule)) credited += 1;
  }
  return credited;
}

function ruleOf(ctx: ServerContext, brand: string): ReferralConfig | undefined {
  return ctx.contentStore.current.brands.get(brand)?.site.referral;
}

async function payReward(
  db: Db,
  referralId: string,
  referrerId: string,
  rule: ReferralConfig,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('referrals')
      .select('reward_status')
      .where('id', '=', referralId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.reward_status !== 'pending') return false;
    const main = await trx
      .selectFrom('accounts')
      .select(['id', 'currency_id'])
      .where('user_id', '=', referrerId)
      .where('type', '=', ACCOUNT_TYPE.main)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    const iso = main ? findCurrency(main.currency_id)?.iso : undefined;
    const amount = iso === undefined ? null : referralReward(rule, iso);
    if (!main || amount === null) {
      await trx
        .updateTable('referrals')
        .set({ reward_status: 'none', rewarded_at: new Date() })
        .where('id', '=', referralId)
        .execute();
      return false;
    }
    const house = await houseAccountId(trx, REFERRAL_HOUSE_ACCOUNT, main.currency_id);
    const posted = await postTransfer(trx, {
      idempotencyKey: `referral_reward:${referralId}`,
      kind: REFERRAL_REWARD_KIND,
      reference: `referral:${referralId}`,
      fromAccountId: house,
      toAccountId: String(main.id),
      currencyId: main.currency_id,
      amount,
    });
    await trx
      .updateTable('referrals')
      .set({
        reward_status: 'credited',
        reward_amount: amount,
        reward_currency_id: main.currency_id,
        reward_transaction_id: posted.transactionId,
        rewarded_at: new Date(),
      })
      .where('id', '=', referralId)
      .execute();
    return true;
  });
}

/** The figures of the answer; the route adds the brand's rule (trigger, rewards). */
export type ReferralStats = Omit<ReferralStatsView, 'trigger' | 'rewards'>;

/** What the referrer sees: their code, sign-ups, rewards earned (newest 50 sign-ups listed). */
export async function referralStats(ctx: ServerContext, userId: string): Promise<ReferralStats> {
  const db = ctx.database.db;
  const code = await referralCodeOf(db, userId);
  await settleReferralRewards(ctx, userId);
  const counts = await db
    .selectFrom('referrals')
    .select([
      sql<number>`count(*)::int`.as('signups'),
      sql<number>`count(*) filter (where reward_status = 'credited')::int`.as('rewarded'),
      sql<number>`count(*) filter (where reward_status = 'pending')::int`.as('pending'),
    ])
    .where('referrer_id', '=', userId)
    .executeTakeFirstOrThrow();
  const earned = await db
    .selectFrom('referrals')
    .select(['reward_currency_id', sql<string>`sum(reward_amount)::text`.as('amount')])
    .where('referrer_id', '=', userId)
    .where('reward_status', '=', 'credited')
    .groupBy('reward_currency_id')
    .orderBy('reward_currency_id')
    .execute();
  const rows = await db
    .selectFrom('referrals')
    .select(['created_at', 'reward_status', 'reward_amount', 'reward_currency_id'])
    .where('referrer_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    code,
    signups: Number(counts.signups),
    rewarded: Number(counts.rewarded),
    pending: Number(counts.pending),
    earned: earned.map((e) => ({
      currency_id: e.reward_currency_id ?? 0,
      iso: findCurrency(e.reward_currency_id ?? 0)?.iso ?? '',
      amount: Number(e.amount),
    })),
    referrals: rows.map((r) => ({
      registered_at: r.created_at.toISOString(),
      reward_status: r.reward_status,
      reward_amount: r.reward_amount === null ? null : toSafeInteger(r.reward_amount),
      reward_currency_id: r.reward_currency_id,
    })),
  };
}
