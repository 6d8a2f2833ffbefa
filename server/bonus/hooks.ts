// The hooks other contexts call inside their own SQL transactions, so a bonus follows the money
// movement it depends on atomically: a deposit credited (server/money/payments.ts), a coupon
// settled (server/coupon/settlement.ts), a casino round closed (server/casino/wallet/
// walletService.ts). This module imports nothing of theirs; buildServer installs the engine
// (server/bonus/index.ts) and removes it on close. A withdrawal started (server/money/payments.ts)
// forfeits an active first-deposit bonus. Without an engine (a unit test of another
// context) the hooks do nothing. Every hook is idempotent: a replay changes nothing.
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Trx = Transaction<DatabaseSchema>;

export interface CreditedDeposit {
  paymentId: string;
  userId: string;
  accountId: string;
  currencyId: number;
  /** Minor units. */
  amount: number;
  brand: string | null;
}

export interface SettledCouponEvent {
  couponId: string;
  userId: string;
  currencyId: number;
  status: 'won' | 'lost' | 'void';
  /** Minor units. */
  stake: number;
  legOddsHundredths: number[];
  placedAt: Date;
}

export interface ClosedCasinoRound {
  roundId: string;
  userId: string;
  gameId: string;
  currencyId: number;
  stake: number;
  refunded: number;
  /**
   * False when the caller's own statement found no bonus this round could wager (the condition
   * CASINO_WAGER_BONUS_EXISTS below): the hook then reads nothing.
   */
  bonusMayWager?: boolean;
}

export interface StartedWithdrawal {
  paymentId: string;
  userId: string;
  currencyId: number;
  /** Minor units. */
  amount: number;
}

export interface BonusEngine {
  depositCredited(trx: Trx, deposit: CreditedDeposit): Promise<void>;
  couponSettled(trx: Trx, coupon: SettledCouponEvent): Promise<void>;
  casinoRoundClosed(trx: Trx, round: ClosedCasinoRound): Promise<void>;
  withdrawalStarted(trx: Trx, withdrawal: StartedWithdrawal): Promise<void>;
}

/**
 * SQL true when a closed casino round of user `$user` in currency `$currency` (column references
 * the caller substitutes) may wager a bonus: the condition of wageredBonuses for the casino
 * (server/bonus/bonusService.ts: keep them alike). The wallet reads it in the statement that
 * locks the round and passes it as bonusMayWager, so a customer without an active bonus costs
 * recordCasinoWager no round trip.
 */
export const CASINO_WAGER_BONUS_EXISTS = `exists (select 1 from bonuses b
    where b.user_id = $user and b.status = 'active' and b.kind <> 'free_bet'
      and b.currency_id = $currency and (b.product = 'casino' or b.product is null))`;

let installed: BonusEngine | null = null;

/** Installs the engine; the returned function removes it (only if it is still this one). */
export function installBonusEngine(engine: BonusEngine): () => void {
  installed = engine;
  return () => {
    if (installed === engine) installed = null;
  };
}

export async function bonusOnDepositCredited(trx: Trx, deposit: CreditedDeposit): Promise<void> {
  if (installed) await installed.depositCredited(trx, deposit);
}

export async function bonusOnCouponSettled(trx: Trx, coupon: SettledCouponEvent): Promise<void> {
  if (installed) await installed.couponSettled(trx, coupon);
}

export async function bonusOnCasinoRoundClosed(trx: Trx, round: ClosedCasinoRound): Promise<void> {
  if (installed) await installed.casinoRoundClosed(trx, round);
}

export async function bonusOnWithdrawalStarted(
  trx: Trx,
  withdrawal: StartedWithdrawal,
): Promise<void> {
  if (installed) await installed.withdrawalStarted(trx, withdrawal);
}
