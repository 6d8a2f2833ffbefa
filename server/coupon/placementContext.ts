// What the database says before a placement is judged (server/coupon/placement.ts): the customer,
// the account, an answer stored under the key, the ids taken ahead, trader settings, in one round trip.
import { sql, type Kysely } from 'kysely';
import { buyerOf } from '../money/keyedPurchase';
import type { CouponToPlace } from '../../domain/coupon/index';
import { freeBetTokenOf } from '../bonus/freeBets';
import type { BonusTerms } from '../../domain/bonus/index';
import type { DatabaseSchema } from '../db/schema';
import { sportsbookAccountCode } from '../money/houseAccounts';
import type { PlacementContext, PlacementInput, PlacementResponse } from './placementTypes';

// ---------------------------------------------------------------- what the database says first

/** One round trip: the customer, the account, a stored placement for the key and the new ids. */
export async function readContext(
  db: Kysely<DatabaseSchema>,
  input: PlacementInput,
  couponCount: number,
): Promise<PlacementContext> {
  const { rows } = await sql<{
    ban_level: number;
    disallow_line_sport: boolean;
    disallow_live_sport: boolean;
    account_type: number | null;
    currency_id: number | null;
    account_open: boolean | null;
    request_hash: string | null;
    response: PlacementResponse | null;
    placement_id: string | number | null;
    coupon_ids: (string | number)[] | null;
    house_id: string | number | null;
    fb_user_id: string | number | null;
    fb_kind: string | null;
    fb_status: string | null;
    fb_product: string | null;
    fb_amount: string | number | null;
    fb_currency_id: number | null;
    fb_expires_at: Date | string | null;
    fb_terms: BonusTerms | string | null;
    fb_credit_transaction_id: string | number | null;
    stake_factor: number | null;
    suspensions: string[] | null;
    ref_known: boolean;
  }>`
    select u.ban_level, u.disallow_line_sport, u.disallow_live_sport, a.type as account_type, a.currency_id, a.closed_at is null as account_open,
      p.request_hash, p.response,
      case when p.id is null
        then nextval(pg_get_serial_sequence('coupon_placements', 'id')) end as placement_id,
      case when p.id is null then (
        select array_agg(nextval(pg_get_serial_sequence('coupons', 'id')))
        from generate_series(1, ${couponCount}::int)) end as coupon_ids,
      (select h.id from accounts h where h.system_code = ${sportsbookAccountCode(input.userId)}
        and h.currency_id = a.currency_id and h.user_id is null) as house_id,
      b.user_id as fb_user_id, b.kind as fb_kind, b.status as fb_status, b.product as fb_product,
      b.amount as fb_amount, b.currency_id as fb_currency_id, b.expires_at as fb_expires_at,
      b.terms as fb_terms, b.credit_transaction_id as fb_credit_transaction_id,
      (select f.factor_hundredths from customer_stake_factors f where f.user_id = u.id)
        as stake_factor,
      (select array_agg(s.game_id::text || ':' || s.market_id::text) from trading_suspensions s
        where s.game_id in (${sql.join(gameIdsOf(input.body).map((id) => sql`${id}::bigint`))}))
        as suspensions,
      exists (select 1 from saved_coupons sc where sc.code = ${input.body.refId ?? null}::text)
        as ref_known
    from users u
    left join accounts a on a.id = ${input.body.accountId} and a.user_id = u.id
    left join bonuses b on b.id = ${input.body.freeBetId ?? null}::bigint
    left join coupon_placements p on p.user_id = u.id and p.idempotency_key = ${input.idempotencyKey}
    where u.id = ${input.userId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No user ${input.userId}`);
  return {
    ...buyerOf(row),
    closed: { line: row.disallow_line_sport, live: row.disallow_live_sport },
    placementId: row.placement_id === null ? '' : String(row.placement_id),
    couponIds: (row.coupon_ids ?? []).map((id) => String(id)),
    houseId: row.house_id === null ? null : String(row.house_id),
    freeBet:
      row.fb_user_id === null
        ? null
        : freeBetTokenOf({
            user_id: row.fb_user_id,
            kind: row.fb_kind ?? '',
            status: row.fb_status ?? '',
            product: row.fb_product,
            amount: row.fb_amount ?? 0,
            currency_id: row.fb_currency_id ?? 0,
            expires_at: row.fb_expires_at ?? new Date(0),
            terms: row.fb_terms ?? '{}',
            credit_transaction_id: row.fb_credit_transaction_id,
          }),
    stakeFactorHundredths: row.stake_factor === null ? null : Number(row.stake_factor),
    suspensions: new Set(row.suspensions ?? []),
    refKnown: row.ref_known,
  };
}

/** The games a body bets on (at least one id, so the SQL list is never empty). */
function gameIdsOf(body: CouponToPlace): number[] {
  const ids = [...new Set(body.bets.map((b) => b.gameId))];
  return ids.length > 0 ? ids : [0];
}

export async function storedPlacement(
  db: Kysely<DatabaseSchema>,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: PlacementResponse } | null> {
  const row = await db
    .selectFrom('coupon_placements')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? { requestHash: row.request_hash, response: row.response as unknown as PlacementResponse }
    : null;
}
