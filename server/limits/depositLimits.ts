// Deposits refused by a limit (startDeposit, in its transaction): self-exclusion and time-out,
// and the deposit limits' remaining amounts in their rolling windows. Started deposits count
// until they fail or are cancelled, and the customer's limits lock orders two parallel starts, so
// both cannot fit under one limit.
import type { Transaction } from 'kysely';
import { convertForLimits, limitTypeInfo } from '../../domain/limits/index';
import type { DatabaseSchema } from '../db/schema';
import { systemWorldClock, type WorldClock } from '../http/worldClock';
import { activeExclusion, exclusionRefusal } from './exclusions';
import { LimitRefusal } from './limitRefusal';
import { isInForce, lockCustomerLimits, readLimitRows } from './limitRecords';
import { mainCurrencyOf, usageByWindow } from './limitUsage';

export interface DepositToCheck {
  userId: string;
  /** Integer minor units of currencyId. */
  amount: number;
  currencyId: number;
  clock?: WorldClock;
}

/** Throws a LimitRefusal (403) when the deposit is not allowed. */
export async function assertDepositAllowed(
  trx: Transaction<DatabaseSchema>,
  deposit: DepositToCheck,
): Promise<void> {
  const clock = deposit.clock ?? systemWorldClock;
  const at = new Date(clock.now());
  await lockCustomerLimits(trx, deposit.userId);
  const rows = (await readLimitRows(trx, deposit.userId)).filter((r) => isInForce(r, at));
  const exclusion = activeExclusion(rows, at);
  if (exclusion) throw exclusionRefusal(exclusion, 'Deposit');
  const limits = rows.filter((r) => limitTypeInfo(r.type).group === 'deposit');
  if (limits.length === 0) return;

  const mainCurrencyId = await mainCurrencyOf(trx, deposit.userId);
  const usage = await usageByWindow(trx, deposit.userId, mainCurrencyId, at.getTime(), clock);
  const amount = convertForLimits(deposit.amount, deposit.currencyId, mainCurrencyId, 'up');
  let tightest: { remaining: number; type: number } | null = null;
  for (const limit of limits) {
    const window = usage.get(limitTypeInfo(limit.type).windowHours ?? 0);
    const remaining = Math.max(0, limit.value - (window?.deposited ?? 0));
    if (amount > remaining && (!tightest || remaining < tightest.remaining)) {
      tightest = { remaining, type: limit.type };
    }
  }
  if (tightest) {
    throw new LimitRefusal(
      403,
      'limit_deposit_exceeded',
      `Deposit refused: deposit limit type ${tightest.type} leaves ${tightest.remaining} minor units`,
      { remaining: tightest.remaining },
      'amount',
    );
  }
}
