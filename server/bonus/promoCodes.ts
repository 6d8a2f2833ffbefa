// Promo codes: operators define them per brand; customers check and redeem them. A redemption
// locks the code's row (so the overall and per-customer counts cannot be passed by parallel
// redemptions), checks the rules (domain/bonus/promoCodes.ts) and credits a bonus or free bet
// through the ledger (server/bonus/bonusService.ts) in one transaction: refused, nothing changes.
import { sql, type Kysely } from 'kysely';
import {
  normalizePromoCode,
  productOfChoice,
  promoRefusal,
  type BonusTerms,
  type PromoDefinition,
  type PromoKind,
  type PromoRefusal,
} from '../../domain/bonus/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { creditBonus, type BonusDeps } from './bonusService';

export interface PromoRow {
  id: string | number;
  brand: string;
  code: string;
  kind: string;
  amount: string | number;
  currency_id: number;
  multiplier: string | number;
  expiry_days: number;
  per_customer_limit: number;
  total_limit: number;
  redeemed_count: number;
  valid_from: Date | string;
  valid_to: Date | string;
  created_at?: Date | string;
}

export function definitionOf(row: PromoRow): PromoDefinition {
  return {
    code: row.code,
    kind: row.kind as PromoKind,
    amount: toSafeInteger(row.amount),
    currencyId: row.currency_id,
    multiplier: Number(row.multiplier),
    expiryDays: row.expiry_days,
    perCustomerLimit: row.per_customer_limit,
    totalLimit: row.total_limit,
    validFromMs: new Date(row.valid_from).getTime(),
    validToMs: new Date(row.valid_to).getTime(),
  };
}

export type PromoOutcome =
  { ok: true; promo: PromoDefinition; bonusId?: string } | { ok: false; reason: PromoRefusal };

const SELECT_PROMO = sql`select id, brand, code, kind, amount, currency_id, multiplier,
  expiry_days, per_customer_limit, total_limit, redeemed_count, valid_from, valid_to
  from promo_codes`;

/** The customer's redemptions of the code so far, and their currency and bonus choice. */
interface PromoUsage {
  byCustomer: number;
  customerCurrencyId: number;
  bonusType: number | null;
}

async function usage(
  db: Kysely<DatabaseSchema>,
  promoId: string,
  userId: string,
): Promise<PromoUsage> {
  const used = await db
    .selectFrom('promo_redemptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('promo_code_id', '=', promoId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select(['currency_id', 'bonus_type'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    byCustomer: Number(used.n),
    customerCurrencyId: user.currency_id,
    bonusType: user.bonus_type,
  };
}

type PromoInput = { brand: string; userId: string; code: string };

type PromoJudgement =
  | {
      ok: true;
      promo: PromoDefinition;
      promoId: string;
      used: PromoUsage;
      nowMs: number;
    }
  | { ok: false; reason: PromoRefusal };

/**
 * The brand's code judged for the customer now: its rules against the redemptions so far, overall
 * and the customer's. A redemption locks the code's row first (`forUpdate`), so its counts hold
 * until its transaction ends.
 */
async function judgePromo(
  db: Kysely<DatabaseSchema>,
  deps: BonusDeps,
  input: PromoInput,
  forUpdate: boolean,
): Promise<PromoJudgement> {
  const code = normalizePromoCode(input.code);
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<PromoRow>`${SELECT_PROMO}
    where brand = ${input.brand} and code = ${code} ${lock}`.execute(db);
  const row = rows[0];
  if (!row) return { ok: false, reason: 'promo_not_found' };
  const promo = definitionOf(row);
  const promoId = String(row.id);
  const used = await usage(db, promoId, input.userId);
  const nowMs = deps.now();
  const reason = promoRefusal(promo, { ...used, total: row.redeemed_count }, nowMs);
  return reason ? { ok: false, reason } : { ok: true, promo, promoId, used, nowMs };
}

/** Whether the customer may redeem `code` on `brand` now; nothing changes. */
export async function checkPromoCode(
  db: Kysely<DatabaseSchema>,
  deps: BonusDeps,
  input: PromoInput,
): Promise<PromoOutcome> {
  const judged = await judgePromo(db, deps, input, false);
  return judged.ok ? { ok: true, promo: judged.promo } : judged;
}

/** Redeems `code` for the customer: one transaction, the code's row locked. */
export async function redeemPromoCode(
  db: Kysely<DatabaseSchema>,
  deps: BonusDeps,
  input: PromoInput,
): Promise<PromoOutcome> {
  return db.transaction().execute(async (trx): Promise<PromoOutcome> => {
    const judged = await judgePromo(trx, deps, input, true);
    if (!judged.ok) return judged;
    const { promo, promoId, used, nowMs } = judged;
    const brandTerms = deps.configOf(input.brand)?.config.firstDeposit ?? {};
    const terms: BonusTerms = {
      percent: 0,
      maxAmount: 0,
      minDeposit: 0,
      // A free bet is staked once on sports; an amount bonus is wagered `multiplier` times.
      multiplier: promo.kind === 'free_bet' ? 1 : promo.multiplier,
      expiryDays: promo.expiryDays,
      ...(brandTerms.sports?.minOdds !== undefined ? { minOdds: brandTerms.sports.minOdds } : {}),
      ...(brandTerms.casino?.gameWeights ? { gameWeights: brandTerms.casino.gameWeights } : {}),
    };
    const bonusId = await creditBonus(trx, {
      userId: input.userId,
      brand: input.brand,
      source: 'promo',
      // An amount bonus is wagered on the kind the customer chose (bonus_type), either if none.
      product: promo.kind === 'free_bet' ? 'sports' : productOfChoice(used.bonusType ?? -1),
      kind: promo.kind === 'free_bet' ? 'free_bet' : 'bonus',
      amount: promo.amount,
      currencyId: promo.currencyId,
      terms,
      nowMs,
      promoCodeId: promoId,
    });
    if (!bonusId) return { ok: false, reason: 'promo_currency_mismatch' };
    await trx
      .insertInto('promo_redemptions')
      .values({ promo_code_id: promoId, user_id: input.userId, bonus_id: bonusId })
      .execute();
    await trx
      .updateTable('promo_codes')
      .set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) }))
      .where('id', '=', promoId)
      .execute();
    return { ok: true, promo, bonusId };
  });
}
