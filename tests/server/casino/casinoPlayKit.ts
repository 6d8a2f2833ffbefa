// Casino play written straight to the ledger, as the wallet posts it, for suites that count play
// (tournament leaderboards, cashback estimates and payouts) without launching games.
import { randomUUID } from 'node:crypto';
import { casinoLedgerReference } from '../../../domain/casino/catalogueTypes';
import { casinoAccountCode } from '../../../server/casino/wallet/index';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { LEDGER_KINDS, postTransfer } from '../../../server/money/ledger';
import type { SignedUpUser } from '../authHelpers';

export type CasinoPostingKind = 'casino_bet' | 'casino_win' | 'casino_rollback';

/** Postings on the database `database()` answers (read at each call: suites open it in a hook). */
export function casinoPlayKit(database: () => AppDatabase) {
  async function mainAccount(user: SignedUpUser) {
    const row = await database()
      .db.selectFrom('accounts')
      .select(['id', 'currency_id'])
      .where('user_id', '=', user.userId)
      .where('type', '=', 0)
      .executeTakeFirstOrThrow();
    return { id: String(row.id), currencyId: row.currency_id };
  }

  /** Money on the customer's main account, as a deposit from the provider's clearing account. */
  async function deposit(user: SignedUpUser, amount: number) {
    const account = await mainAccount(user);
    const db = database().db;
    await postTransfer(db, {
      idempotencyKey: `test-deposit-${randomUUID()}`,
      kind: LEDGER_KINDS.deposit,
      fromAccountId: await houseAccountId(db, HOUSE_ACCOUNT.providerClearing, account.currencyId),
      toAccountId: account.id,
      currencyId: account.currencyId,
      amount,
    });
  }

  /** A casino posting as the wallet makes it: customer <-> casino house account, game in reference. */
  async function play(user: SignedUpUser, kind: CasinoPostingKind, gameId: number, amount: number) {
    const account = await mainAccount(user);
    const db = database().db;
    const house = await houseAccountId(db, casinoAccountCode(user.userId), account.currencyId);
    const toHouse = kind === 'casino_bet';
    await postTransfer(db, {
      idempotencyKey: `test-${kind}-${randomUUID()}`,
      kind,
      reference: casinoLedgerReference(gameId, randomUUID()),
      fromAccountId: toHouse ? account.id : house,
      toAccountId: toHouse ? house : account.id,
      currencyId: account.currencyId,
      amount,
    });
  }

  return { mainAccount, deposit, play };
}
