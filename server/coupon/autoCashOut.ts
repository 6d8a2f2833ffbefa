// Auto cash-out (docs/cash-out.md): a coupon's rule "sell when the offer reaches X" (takeAt) or
// "when it falls to Y" (stopAt), kept in coupon_auto_cash_outs and executed by the server. Every
// delta the sports state applies (a price move, a goal, a suspension lifted) marks its game; right
// after, the rules of open coupons with a leg on a marked game are re-quoted and each whose offer
// crossed its line is cashed out whole through the ordinary cash-out (one ledger transaction,
// idempotent under the key `auto:<coupon>`), accepting the value as it is at that moment.
import { sql, type Kysely } from 'kysely';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import { cashOutPayment, type CashOutTerms } from '../../domain/coupon/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import type { SportsState } from '../sports/state/sportsState';
import { cashOutOffers } from './cashOut';
import { cashOutCoupon } from './cashOutSale';
import { DeltaPasses } from './deltaPasses';

export interface AutoRuleInput {
  takeAt?: number | null;
  stopAt?: number | null;
}

export interface AutoRule {
  couponId: number;
  takeAt: number | null;
  stopAt: number | null;
}

const digitsOf = (currencyId: number) => findCurrency(currencyId)?.minorUnitDigits ?? 2;

/** Rules written through each database handle in this process: the service reads its games anew. */
const ruleWrites = new WeakMap<object, number>();

/** The customer's coupon's rule (nulls: none), or null when the coupon is not theirs. */
export async function readAutoRule(
  db: Kysely<DatabaseSchema>,
  userId: string,
  couponId: string,
): Promise<AutoRule | null> {
  const row = await db
    .selectFrom('coupons as c')
    .leftJoin('coupon_auto_cash_outs as r', 'r.coupon_id', 'c.id')
    .select(['c.id', 'c.currency_id', 'r.take_at', 'r.stop_at'])
    .where('c.id', '=', couponId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const major = (v: string | number | null) =>
    v === null ? null : minorToMajorNumber(toSafeInteger(v), digitsOf(row.currency_id));
  return {
    couponId: toSafeInteger(row.id),
    takeAt: major(row.take_at),
    stopAt: major(row.stop_at),
  };
}

/** The rules of these coupons of the customer, by coupon id (the offers carry them). */
export async function autoRulesOf(
  db: Kysely<DatabaseSchema>,
  userId: string,
  couponIds: readonly number[],
): Promise<Map<number, Pick<AutoRule, 'takeAt' | 'stopAt'>>> {
  const rules = new Map<number, Pick<AutoRule, 'takeAt' | 'stopAt'>>();
  if (couponIds.length === 0) return rules;
  const rows = await db
    .selectFrom('coupon_auto_cash_outs as r')
    .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
    .select(['r.coupon_id', 'c.currency_id', 'r.take_at', 'r.stop_at'])
    .where('r.user_id', '=', userId)
    .where(
      'r.coupon_id',
      'in',
      couponIds.map((id) => String(id)),
    )
    .execute();
  for (const row of rows) {
    const digits = digitsOf(row.currency_id);
    const major = (v: string | number | null) =>
      v === null ? null : minorToMajorNumber(toSafeInteger(v), digits);
    rules.set(toSafeInteger(row.coupon_id), {
      takeAt: major(row.take_at),
      stopAt: major(row.stop_at),
    });
  }
  return rules;
}

export type WriteAutoRuleResult =
  | { kind: 'set'; rule: AutoRule }
  | { kind: 'not_found' }
  | { kind: 'settled' }
  | { kind: 'bad_amount' }
  | { kind: 'bad_range' };

/** Sets (or, with both null, removes) the rule of the customer's open coupon. */
export async function writeAutoRule(
  db: Kysely<DatabaseSchema>,
  userId: string,
  couponId: string,
  input: AutoRuleInput,
  brandId = 'aurora',
): Promise<WriteAutoRuleResult> {
  const result = await db.transaction().execute(async (trx) => {
    const coupon = await trx
      .selectFrom('coupons')
      .select(['id', 'status', 'currency_id'])
      .where('id', '=', couponId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!coupon) return { kind: 'not_found' as const };
    if (coupon.status !== 'open') return { kind: 'settled' as const };
    const digits = digitsOf(coupon.currency_id);
    const minor = (v: number | null | undefined) =>
      v === null || v === undefined ? null : decimalToMinorUnits(v, digits);
    const takeAt = minor(input.takeAt);
    const stopAt = minor(input.stopAt);
    if ((input.takeAt != null && takeAt === null) || (input.stopAt != null && stopAt === null)) {
      return { kind: 'bad_amount' as const };
    }
    // Selling when the value reaches X or falls to Y needs Y below X.
    if (takeAt !== null && stopAt !== null && stopAt >= takeAt) {
      return { kind: 'bad_range' as const };
    }
    if (takeAt === null && stopAt === null) {
      await trx.deleteFrom('coupon_auto_cash_outs').where('coupon_id', '=', couponId).execute();
    } else {
      await trx
        .insertInto('coupon_auto_cash_outs')
        .values({
          coupon_id: couponId,
          user_id: userId,
          brand_id: brandId,
          take_at: takeAt,
          stop_at: stopAt,
        })
        .onConflict((oc) =>
          oc
            .column('coupon_id')
            .doUpdateSet({ take_at: takeAt, stop_at: stopAt, brand_id: brandId }),
        )
        .execute();
    }
    const major = (v: number | null) => (v === null ? null : minorToMajorNumber(v, digits));
    return {
      kind: 'set' as const,
      rule: { couponId: toSafeInteger(coupon.id), takeAt: major(takeAt), stopAt: major(stopAt) },
    };
  });
  if (result.kind === 'set') ruleWrites.set(db, (ruleWrites.get(db) ?? 0) + 1);
  return result;
}

export interface AutoCashOutDeps {
  db: () => Kysely<DatabaseSchema>;
  state: SportsState;
  termsOf: (brandId: string) => CashOutTerms;
  onError?: (err: unknown) => void;
  /** Told of each coupon a rule cashed out. */
  onExecuted?: (couponId: number, userId: string) => void;
}

/** Watches the state's deltas and executes the rules they cross (server/coupon/deltaPasses.ts). */
export class AutoCashOutService extends DeltaPasses {
  constructor(private readonly deps: AutoCashOutDeps) {
    super(deps.state, deps.onError);
  }

  /** The games of open coupons with a rule. */
  protected override async readWatched(): Promise<ReadonlySet<number>> {
    const { rows } = await sql<{ game_id: string | number }>`
      select distinct l.game_id from coupon_auto_cash_outs r
      join coupons c on c.id = r.coupon_id and c.status = 'open'
      join coupon_legs l on l.coupon_id = r.coupon_id`.execute(this.deps.db());
    return new Set(rows.map((row) => toSafeInteger(row.game_id)));
  }

  protected override watchKey(): string {
    return String(ruleWrites.get(this.deps.db()) ?? 0);
  }

  /** Checks the rules of open coupons with a leg on these games. */
  async pass(gameIds: readonly number[]): Promise<number> {
    if (gameIds.length === 0) return 0;
    const db = this.deps.db();
    const { rows } = await sql<{
      coupon_id: string | number;
      user_id: string | number;
      brand_id: string;
      take_at: string | number | null;
      stop_at: string | number | null;
      currency_id: number;
    }>`
      select r.coupon_id, r.user_id, r.brand_id, r.take_at, r.stop_at, c.currency_id
      from coupon_auto_cash_outs r join coupons c on c.id = r.coupon_id
      where c.status = 'open' and exists (
        select 1 from coupon_legs l where l.coupon_id = r.coupon_id
          and l.game_id in (${sql.join(gameIds.map((id) => sql`${id}::bigint`))}))`.execute(db);
    let executed = 0;
    for (const rule of rows) {
      const userId = String(rule.user_id);
      const terms = this.deps.termsOf(rule.brand_id);
      const [offer] = await cashOutOffers(db, this.deps.state, terms, userId, [
        toSafeInteger(rule.coupon_id),
      ]);
      if (!offer || offer.value === null) continue;
      const digits = digitsOf(rule.currency_id);
      const gross = decimalToMinorUnits(offer.value, digits) ?? 0;
      // The rule's lines were set against the value the customer sees: the offer after its
      // winnings tax, what a cash-out of it credits.
      const liveAmount = decimalToMinorUnits(offer.liveAmount, digits) ?? 0;
      const value = cashOutPayment(offer.taxRule, gross, gross, liveAmount).net;
      const takeAt = rule.take_at === null ? null : toSafeInteger(rule.take_at);
      const stopAt = rule.stop_at === null ? null : toSafeInteger(rule.stop_at);
      const crossed = (takeAt !== null && value >= takeAt) || (stopAt !== null && value <= stopAt);
      if (!crossed) continue;
      try {
        const result = await cashOutCoupon(
          { db, state: this.deps.state },
          {
            userId,
            couponId: String(rule.coupon_id),
            idempotencyKey: `auto:${String(rule.coupon_id)}`,
            request: { value: offer.value, changeCoefAction: 2 },
            terms,
            source: 'auto',
          },
        );
        if (result.kind === 'done' && !result.replayed) {
          executed += 1;
          this.deps.onExecuted?.(toSafeInteger(rule.coupon_id), userId);
        }
      } catch (err) {
        this.deps.onError?.(err);
      }
    }
    return executed;
  }
}
