// The one check every stake passes (coupon placement, the casino wallet's debit): self-exclusion
// and time-out, then the wagering and loss limits in their rolling windows. It runs inside the
// caller's transaction and takes the customer's limits lock first, so two concurrent stakes are
// checked one after the other: the second sees the first's stake (committed, or rolled back).
import type { Transaction } from 'kysely';
import { convertForLimits, limitTypeInfo } from '../../domain/limits/index';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { activeExclusion } from './exclusions';
import { epochSeconds, StakeLimitRefusal } from './limitRefusal';
import { isInForce, lockCustomerLimits, readLimitRows, type LimitRow } from './limitRecords';
import { mainCurrencyOf, usageByWindow, usedAmount } from './limitUsage';

export interface StakeToCheck {
  userId: string;
  /** The stake, integer minor units of currencyId. */
  amount: number;
  currencyId: number;
  /** Now on the world clock (ctx.worldClock.now()). */
  at: Date;
  /**
   * The world clock (ctx.worldClock): maps the windows onto the ledger's real timestamps after
   * test control moved time. Without it the world is taken to run at a constant offset.
   */
  clock?: Pick<WorldClock, 'realTimeOf'>;
}

/**
 * Throws StakeLimitRefusal (403; reason self_excluded or time_out_active with endsAt,
 * limit_wagering_exceeded or limit_loss_exceeded with remaining, main-currency minor units) when
 * the stake is not allowed; returns when it is. Call it before posting the stake, in the same
 * transaction.
 */
export async function assertStakeAllowed(
  trx: Transaction<DatabaseSchema>,
  stake: StakeToCheck,
): Promise<void> {
  await lockCustomerLimits(trx, stake.userId);
  await assertStakeAllowedOnRows(trx, stake, await readLimitRows(trx, stake.userId));
}

/**
 * assertStakeAllowed for a caller that took the customer's limits lock (LIMITS_LOCK_PREFIX) in an
 * earlier statement of its transaction and read their customer_limits rows (limitRowsOf) in a
 * later one, so the rows are those in force once the lock is held (the casino wallet's debit,
 * which saves the two round trips). Reads more only when a wagering or loss limit is set.
 */
export async function assertStakeAllowedOnRows(
  trx: Transaction<DatabaseSchema>,
  stake: StakeToCheck,
  limitRows: readonly LimitRow[],
): Promise<void> {
  const { userId, at } = stake;
  const rows = limitRows.filter((r) => isInForce(r, at));
  const exclusion = activeExclusion(rows, at);
  if (exclusion) {
    const reason = exclusion.reason;
    throw new StakeLimitRefusal(
      reason,
      `Stake refused: ${reason} until ${exclusion.endsAt.toISOString()}`,
      {
        endsAt: epochSeconds(exclusion.endsAt),
      },
    );
  }
  const limits = rows.filter((r) => {
    const group = limitTypeInfo(r.type).group;
    return group === 'wagering' || group === 'loss';
  });
  if (limits.length === 0) return;

  const mainCurrencyId = await mainCurrencyOf(trx, userId);
  const clock = stake.clock ?? constantOffset(at);
  const usage = await usageByWindow(trx, userId, mainCurrencyId, at.getTime(), clock);
  const amount = convertForLimits(stake.amount, stake.currencyId, mainCurrencyId, 'up');
  // The tightest limit the stake crosses answers (what is left is the least).
  let crossed: { group: 'wagering' | 'loss'; type: number; remaining: number } | null = null;
  for (const limit of limits) {
    const info = limitTypeInfo(limit.type);
    const group = info.group as 'wagering' | 'loss';
    const window = usage.get(info.windowHours ?? 0);
    const remaining = Math.max(0, limit.value - (window ? usedAmount(group, window) : 0));
    if (amount > remaining && (!crossed || remaining < crossed.remaining)) {
      crossed = { group, type: limit.type, remaining };
    }
  }
  if (crossed) {
    throw new StakeLimitRefusal(
      crossed.group === 'wagering' ? 'limit_wagering_exceeded' : 'limit_loss_exceeded',
      `Stake refused: ${crossed.group} limit type ${crossed.type} leaves ${crossed.remaining} minor units`,
      { remaining: crossed.remaining },
    );
  }
}

function constantOffset(at: Date): Pick<WorldClock, 'realTimeOf'> {
  const offset = at.getTime() - Date.now();
  return { realTimeOf: (worldMs) => worldMs - offset };
}
