// The bonus state machine over the ledger (SPEC sections 2 and 3). A bonus is credited from the
// house account `bonuses` to the customer's bonus account (type 4); the customer's own settled
// coupons and closed casino rounds wager it (domain/bonus rules, one bonus_wager_events row per
// bonus and bet); once wagered, its amount moves from the bonus account to the main account; once
// expired, or forfeited by a withdrawal started during wagering (first-deposit bonuses only),
// back to the house. Each movement has the key `bonus:<id>:<credit|complete|expire|forfeit>` (a
// cashback bonus's credit: the payout's own key, server/bonus/cashback.ts) and the status changes
// by a conditional update of the locked row, so replays change nothing.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  couponContribution,
  expiryOf,
  firstDepositBonusAmount,
  productOfChoice,
  roundContribution,
  wageringRequirement,
  type BonusConfig,
  type BonusProduct,
  type BonusSource,
  type BonusTerms,
} from '../../domain/bonus/index';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { houseAccountId } from '../money/houseAccounts';
import { postTransfer } from '../money/ledger';
import { hasCreditedDeposit } from '../money/creditedDeposit';
import type {
  ClosedCasinoRound,
  CreditedDeposit,
  SettledCouponEvent,
  StartedWithdrawal,
} from './hooks';
import { parseJson } from '../db/columnTypes';

type Trx = Transaction<DatabaseSchema>;

/** The house account bonuses are paid from and expired bonuses return to. */
export const BONUS_HOUSE_ACCOUNT = 'bonuses';

export const BONUS_LEDGER_KINDS = {
  credit: 'bonus_credit',
  complete: 'bonus_complete',
  expire: 'bonus_expire',
  forfeit: 'bonus_forfeit',
  /** A closed period's cashback paid straight to the main account (server/bonus/cashback.ts). */
  cashback: 'cashback',
  /** A closed tournament window's prize (server/bonus/tournamentPrizes.ts). */
  tournamentPrize: 'tournament_prize',
} as const;

/** The ledger key and kind of each way a bonus ends. */
const END_MOVES = {
  completed: { key: 'complete', kind: BONUS_LEDGER_KINDS.complete },
  expired: { key: 'expire', kind: BONUS_LEDGER_KINDS.expire },
  forfeited: { key: 'forfeit', kind: BONUS_LEDGER_KINDS.forfeit },
} as const;

export interface BonusDeps {
  /** The brand's bonus config (site config `bonuses`), or null when it offers none. */
  configOf(brand: string | null): { brand: string; config: BonusConfig } | null;
  /** The brand id a customer's payout follows: `brand` when this server knows it, else BRAND's. */
  brandOf(brand: string | null): string;
  /** The world clock, epoch ms (test control moves it). */
  now(): number;
}

/** A bonuses row as raw SQL reads it (bigints as text or numbers, jsonb parsed or as text). */
export interface BonusRow {
  id: string | number;
  user_id: string | number;
  kind: string;
  credit_transaction_id: string | number | null;
  status: string;
  amount: string | number;
  currency_id: number;
  required: string | number;
  wagered: string | number;
  terms: BonusTerms | string;
  expires_at: Date | string;
}

/** A bonus row's terms: jsonb reads back parsed, or as text on some drivers. */
export function termsOf(row: { terms: BonusTerms | string }): BonusTerms {
  return parseJson<BonusTerms>(row.terms) as BonusTerms;
}

export async function customerAccount(
  trx: Trx,
  userId: string,
  type: number,
  currencyId: number,
): Promise<string | null> {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('currency_id', '=', currencyId)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** Inserts an active bonus and credits it to the bonus account; returns its id. */
export async function creditBonus(
  trx: Trx,
  input: {
    userId: string;
    brand: string;
    source: BonusSource;
    product: BonusProduct | null;
    kind: 'bonus' | 'free_bet';
    amount: number;
    currencyId: number;
    terms: BonusTerms;
    nowMs: number;
    paymentId?: string;
    promoCodeId?: string;
    /** The credit's ledger key when it is not `bonus:<id>:credit` (a cashback payout's). */
    creditKey?: string;
  },
): Promise<string | null> {
  const isFreeBet = input.kind === 'free_bet';
  // A free bet is a token staked later from the house (docs/bonus.md "Free bets"): it needs the main
  // account its winnings go to; a bonus is money on the bonus account.
  const bonusAccount = await customerAccount(
    trx,
    input.userId,
    isFreeBet ? ACCOUNT_TYPE.main : ACCOUNT_TYPE.bonus,
    input.currencyId,
  );
  if (!bonusAccount) return null;
  const inserted = await trx
    .insertInto('bonuses')
    .values({
      user_id: input.userId,
      brand: input.brand,
      source: input.source,
      product: input.product,
      kind: input.kind,
      amount: input.amount,
      currency_id: input.currencyId,
      required: wageringRequirement(input.amount, input.terms.multiplier),
      terms: JSON.stringify(input.terms),
      payment_id: input.paymentId ?? null,
      promo_code_id: input.promoCodeId ?? null,
      credited_at: new Date(input.nowMs),
      expires_at: new Date(expiryOf(input.nowMs, input.terms.expiryDays)),
    })
    .onConflict((oc) => oc.column('user_id').where('source', '=', 'first_deposit').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const bonusId = String(inserted.id);
  // The token moves no money until a coupon stakes it (server/coupon/placement.ts).
  if (isFreeBet) return bonusId;
  const posted = await postTransfer(trx, {
    idempotencyKey: input.creditKey ?? `bonus:${bonusId}:credit`,
    kind: BONUS_LEDGER_KINDS.credit,
    reference: `bonus:${bonusId}`,
    fromAccountId: await houseAccountId(trx, BONUS_HOUSE_ACCOUNT, input.currencyId),
    toAccountId: bonusAccount,
    currencyId: input.currencyId,
    amount: input.amount,
  });
  await trx
    .updateTable('bonuses')
    .set({ credit_transaction_id: posted.transactionId })
    .where('id', '=', bonusId)
    .execute();
  // No wagering asked (a promo amount with multiplier 0): paid out at once.
  const row = await lockActive(trx, bonusId);
  if (row && toSafeInteger(row.required) <= 0) await endBonus(trx, row, 'completed', input.nowMs);
  return bonusId;
}

/** The first-deposit bonus of a credited deposit, when the registration chose one. */
export async function creditFirstDepositBonus(
  trx: Trx,
  deps: BonusDeps,
  deposit: CreditedDeposit,
): Promise<string | null> {
  const user = await trx
    .selectFrom('users')
    .select(['first_deposit_bonus_choice'])
    .where('id', '=', deposit.userId)
    .executeTakeFirst();
  const product = user ? productOfChoice(user.first_deposit_bonus_choice) : null;
  if (!product) return null;
  const brandConfig = deps.configOf(deposit.brand);
  const terms = brandConfig?.config.firstDeposit[product];
  if (!brandConfig || !terms) return null;
  // Only the first successful deposit earns it (this one is not marked success yet).
  if (await hasCreditedDeposit(trx, deposit.userId, deposit.paymentId)) return null;
  const amount = firstDepositBonusAmount(terms, deposit.amount);
  if (amount <= 0) return null;
  return creditBonus(trx, {
    userId: deposit.userId,
    brand: brandConfig.brand,
    source: 'first_deposit',
    product,
    kind: 'bonus',
    amount,
    currencyId: deposit.currencyId,
    terms,
    nowMs: deps.now(),
    paymentId: deposit.paymentId,
  });
}

async function lockActive(trx: Trx, bonusId: string): Promise<BonusRow | undefined> {
  const { rows } = await sql<BonusRow>`
    select id, user_id, kind, credit_transaction_id, status, amount, currency_id, required, wagered,
      terms, expires_at
    from bonuses where id = ${bonusId}::bigint and status = 'active' for update`.execute(trx);
  return rows[0];
}

/**
 * Moves an active bonus (its row locked) to completed (its amount to the main account), expired
 * or forfeited (its amount back to the house), with its money.
 */
async function endBonus(
  trx: Trx,
  bonus: BonusRow,
  status: keyof typeof END_MOVES,
  nowMs: number,
): Promise<void> {
  const bonusId = String(bonus.id);
  const userId = String(bonus.user_id);
  const amount = toSafeInteger(bonus.amount);
  if (bonus.kind === 'free_bet' && bonus.credit_transaction_id === null) {
    // A free-bet token holds no money: its expiry only ends it.
    await trx
      .updateTable('bonuses')
      .set({ status, ended_at: new Date(nowMs) })
      .where('id', '=', bonusId)
      .where('status', '=', 'active')
      .execute();
    return;
  }
  const bonusAccount = await customerAccount(trx, userId, ACCOUNT_TYPE.bonus, bonus.currency_id);
  const target =
    status === 'completed'
      ? await customerAccount(trx, userId, ACCOUNT_TYPE.main, bonus.currency_id)
      : await houseAccountId(trx, BONUS_HOUSE_ACCOUNT, bonus.currency_id);
  if (!bonusAccount || !target) throw new Error(`Bonus ${bonusId}: the accounts are missing`);
  const posted = await postTransfer(trx, {
    idempotencyKey: `bonus:${bonusId}:${END_MOVES[status].key}`,
    kind: END_MOVES[status].kind,
    reference: `bonus:${bonusId}`,
    fromAccountId: bonusAccount,
    toAccountId: target,
    currencyId: bonus.currency_id,
    amount,
  });
  await trx
    .updateTable('bonuses')
    .set({ status, ended_at: new Date(nowMs), end_transaction_id: posted.transactionId })
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .execute();
}

/** Adds `amount` of one bet to a bonus once; completes it when the requirement is met. */
async function addWager(
  trx: Trx,
  bonusId: string,
  source: 'coupon' | 'casino_round',
  sourceId: string,
  contribution: (terms: BonusTerms) => number,
  nowMs: number,
): Promise<void> {
  const bonus = await lockActive(trx, bonusId);
  if (!bonus) return;
  if (nowMs >= new Date(bonus.expires_at).getTime()) return;
  const amount = contribution(termsOf(bonus));
  if (amount <= 0) return;
  const inserted = await trx
    .insertInto('bonus_wager_events')
    .values({ bonus_id: bonusId, source, source_id: sourceId, amount })
    .onConflict((oc) => oc.columns(['bonus_id', 'source', 'source_id']).doNothing())
    .returning('bonus_id')
    .executeTakeFirst();
  if (!inserted) return;
  const wagered = toSafeInteger(bonus.wagered) + amount;
  await trx.updateTable('bonuses').set({ wagered }).where('id', '=', bonusId).execute();
  if (wagered >= toSafeInteger(bonus.required)) {
    await endBonus(trx, { ...bonus, wagered }, 'completed', nowMs);
  }
}

/** The customer's active bonuses a bet of `product` in `currencyId` placed at `placedAt` wagers. */
async function wageredBonuses(
  trx: Trx,
  userId: string,
  product: BonusProduct,
  currencyId: number,
  placedAt: Date | null,
): Promise<string[]> {
  let query = trx
    .selectFrom('bonuses')
    .select('id')
    // Only the bettor's own bonuses: another customer's bet never wagers them (the casino's
    // condition is also CASINO_WAGER_BONUS_EXISTS, server/bonus/hooks.ts: keep them alike).
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    // A free bet is staked, not wagered (docs/bonus.md "Free bets").
    .where('kind', '!=', 'free_bet')
    .where('currency_id', '=', currencyId)
    .where((eb) => eb.or([eb('product', '=', product), eb('product', 'is', null)]))
    .orderBy('id');
  if (placedAt) query = query.where('credited_at', '<=', placedAt);
  return (await query.execute()).map((r) => String(r.id));
}

export async function recordCouponWager(
  trx: Trx,
  deps: BonusDeps,
  coupon: SettledCouponEvent,
): Promise<void> {
  const ids = await wageredBonuses(
    trx,
    coupon.userId,
    'sports',
    coupon.currencyId,
    coupon.placedAt,
  );
  for (const id of ids) {
    await addWager(
      trx,
      id,
      'coupon',
      coupon.couponId,
      (terms) => couponContribution(terms, coupon),
      deps.now(),
    );
  }
}

export async function recordCasinoWager(
  trx: Trx,
  deps: BonusDeps,
  round: ClosedCasinoRound,
): Promise<void> {
  if (round.bonusMayWager === false) return;
  const ids = await wageredBonuses(trx, round.userId, 'casino', round.currencyId, null);
  if (ids.length === 0) return;
  const game = await trx
    .selectFrom('casino_games')
    .select('section_id')
    .where('id', '=', Number(round.gameId))
    .executeTakeFirst();
  const sectionId = game?.section_id ?? null;
  for (const id of ids) {
    await addWager(
      trx,
      id,
      'casino_round',
      round.roundId,
      (terms) => roundContribution(terms, { ...round, sectionId }),
      deps.now(),
    );
  }
}

/** Expires every active bonus whose expiry has passed on the world clock; returns how many. */
export async function expireBonuses(db: Kysely<DatabaseSchema>, deps: BonusDeps): Promise<number> {
  const nowMs = deps.now();
  const due = await db
    .selectFrom('bonuses')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', new Date(nowMs))
    .orderBy('id')
    .limit(500)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const bonus = await lockActive(trx, String(id));
      if (!bonus || new Date(bonus.expires_at).getTime() > nowMs) return false;
      await endBonus(trx, bonus, 'expired', nowMs);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * A withdrawal started while a first-deposit bonus of its currency is still being wagered
 * forfeits that bonus: its amount (the bonus account holds it whole: the bonus account is never
 * staked from) goes back to the `bonuses` house account inside the withdrawal's own SQL
 * transaction, so a refused withdrawal (rolled back) leaves the bonus as it was. Runs after the
 * withdrawal's reserve has locked the customer's account, the order a casino round's wager takes
 * (account, then bonus row). Returns the forfeited bonus ids.
 */
export async function forfeitDepositBonuses(
  trx: Trx,
  deps: BonusDeps,
  withdrawal: StartedWithdrawal,
): Promise<string[]> {
  const active = await trx
    .selectFrom('bonuses')
    .select('id')
    .where('user_id', '=', withdrawal.userId)
    .where('currency_id', '=', withdrawal.currencyId)
    .where('source', '=', 'first_deposit')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const forfeited: string[] = [];
  for (const { id } of active) {
    const bonus = await lockActive(trx, String(id));
    if (!bonus) continue;
    await endBonus(trx, bonus, 'forfeited', deps.now());
    forfeited.push(String(id));
  }
  return forfeited;
}
