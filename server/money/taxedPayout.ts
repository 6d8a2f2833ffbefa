// A payment from a house account to a customer that withholds a tax (SPEC section 3 "Global
// state" partnerHasTaxes, domain/coupon/winningsTax.ts): one balanced transaction of three
// postings, the house account debited the gross payment, the customer credited the net and the
// house account `winnings_tax` of the currency credited the tax. Without tax it is a transfer.
// A won coupon's hyper bonus (domain/coupon/hyperBonus.ts) is part of the payment: the house
// account `hyper_bonus` pays it beside the sportsbook's gross, and the tax is on the two together.
import { houseAccountId, HOUSE_ACCOUNT } from './houseAccounts';
import type { MoneyDb } from './accounts';
import { postTransaction, postTransfer, type PostedTransaction, type Transfer } from './ledger';

export interface TaxedPayoutInput extends Omit<Transfer, 'amount'> {
  reference: string;
  /** The payment before tax, minor units (> 0). */
  gross: number;
  /** Withheld, minor units (0 <= tax < gross), on the gross and the bonus together. */
  tax: number;
  /** A hyper bonus paid with it from the house account `hyper_bonus`, minor units (absent: 0). */
  bonus?: number;
}

export async function postTaxedPayout(
  db: MoneyDb,
  input: TaxedPayoutInput,
): Promise<PostedTransaction> {
  const { gross, tax, currencyId } = input;
  const bonus = input.bonus ?? 0;
  if (!Number.isSafeInteger(bonus) || bonus < 0) {
    throw new RangeError(`A bonus of ${bonus} cannot be paid`);
  }
  if (!Number.isSafeInteger(tax) || tax < 0 || tax >= gross + bonus) {
    throw new RangeError(`A tax of ${tax} cannot be withheld from ${gross + bonus}`);
  }
  if (tax === 0 && bonus === 0) {
    return postTransfer(db, {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      reference: input.reference,
      fromAccountId: input.fromAccountId,
      toAccountId: input.toAccountId,
      currencyId,
      amount: gross,
    });
  }
  return postTransaction(db, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    reference: input.reference,
    postings: [
      { accountId: input.fromAccountId, currencyId, amount: -gross },
      ...(bonus > 0
        ? [
            {
              accountId: await houseAccountId(db, HOUSE_ACCOUNT.hyperBonus, currencyId),
              currencyId,
              amount: -bonus,
            },
          ]
        : []),
      { accountId: input.toAccountId, currencyId, amount: gross + bonus - tax },
      ...(tax > 0
        ? [
            {
              accountId: await houseAccountId(db, HOUSE_ACCOUNT.winningsTax, currencyId),
              currencyId,
              amount: tax,
            },
          ]
        : []),
    ],
  });
}
