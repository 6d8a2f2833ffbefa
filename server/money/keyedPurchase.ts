// A purchase under the customer's Idempotency-Key, the one path coupons, toto tickets and lotto
// tickets buy by (SPEC 7, coupon placement; SPEC 9, money). The answer of the first request is
// stored with a hash of its body under the key: a retry with the same body is answered again with
// it, the same key with another body is refused. One SQL transaction checks the customer's stake
// limits, then lets the caller post the stake through the ledger and book its rows with the answer;
// of two concurrent requests with one key, the second finds the key taken when it books, rolls
// everything back and answers as the first did. Nothing is written when a purchase is refused.
import stableStringify from 'fast-json-stable-stringify';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import { assertStakeAllowed, stakeRefusalOf, type StakeRefusal } from '../limits/index';
import { toSafeInteger } from './bigints';
import { postTransfer, type Transfer } from './ledger';

/** sha256 of the body with its keys sorted (undefined members left out): one body, one hash. */
export function hashBody(body: unknown): string {
  return createHash('sha256').update(stableStringify(body)).digest('hex');
}

/** What was answered to the first request with a key. */
export interface StoredAnswer<R> {
  requestHash: string;
  response: R;
}

export type KeyedAnswer<R> =
  | { kind: 'answered'; response: R; replayed: boolean }
  /** The key was used for another body: a 422. */
  | { kind: 'key_reused' };

/** A stored answer replayed to a request with the same body; another body reused the key. */
export function answerFromStore<R>(stored: StoredAnswer<R>, requestHash: string): KeyedAnswer<R> {
  return stored.requestHash === requestHash
    ? { kind: 'answered', response: stored.response, replayed: true }
    : { kind: 'key_reused' };
}

/** The buyer's columns every purchase reads first, with the answer stored under its key. */
export interface BuyerRow<R> {
  ban_level: number;
  account_type: number | null;
  currency_id: number | null;
  account_open: boolean | null;
  request_hash: string | null;
  response: R | null;
}

export interface Buyer<R> {
  banLevel: number;
  /** The staked account when it is the customer's; null otherwise. */
  account: { type: number; currencyId: number; open: boolean } | null;
  stored: StoredAnswer<R> | null;
}

/** The buyer as a purchase judges it, from the columns of its first read. */
export function buyerOf<R>(row: BuyerRow<R>): Buyer<R> {
  return {
    banLevel: row.ban_level,
    account:
      row.account_type === null || row.currency_id === null
        ? null
        : { type: row.account_type, currencyId: row.currency_id, open: row.account_open === true },
    stored:
      row.request_hash !== null && row.response !== null
        ? { requestHash: row.request_hash, response: row.response }
        : null,
  };
}

/**
 * Inside a purchase: the stake from the customer's account to a house account through the ledger,
 * and the customer's balance after it (minor units) for the answer.
 */
export async function postStake(
  trx: Transaction<DatabaseSchema>,
  stake: Transfer & { reference: string },
): Promise<{ transactionId: string; balance: number }> {
  const posted = await postTransfer(trx, stake);
  const after = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', stake.fromAccountId)
    .executeTakeFirstOrThrow();
  return { transactionId: posted.transactionId, balance: toSafeInteger(after.balance) };
}

export interface KeyedPurchase<R, F> {
  db: Kysely<DatabaseSchema>;
  requestHash: string;
  /** What the customer stakes of their own money (0 for a free bet: only exclusions apply). */
  stake: { userId: string; amount: number; currencyId: number; clock: WorldClock };
  /** Minor units of the stake's currency to the major units a refusal names. */
  toMajor: (minorUnits: number) => number;
  /**
   * Inside the transaction, after the limits passed: posts the stake and books the rows with the
   * answer under the key (`on conflict do nothing`); null when the key was taken meanwhile.
   */
  book: (trx: Transaction<DatabaseSchema>) => Promise<R | null>;
  /** The answer stored under the key (read after a lost race for it). */
  stored: () => Promise<StoredAnswer<R> | null>;
  /** The caller's own refusals thrown from `book` (a draw that closed meanwhile, a spent token). */
  refusalOf?: (err: unknown) => F | null;
}

export type KeyedPurchaseResult<R, F> =
  KeyedAnswer<R> | { kind: 'refused'; refusal: StakeRefusal | F };

/** Buys once under the key, or answers why not (a limit, the funds, the caller's refusal). */
export async function purchaseUnderKey<R, F = never>(
  purchase: KeyedPurchase<R, F>,
): Promise<KeyedPurchaseResult<R, F>> {
  const { stake } = purchase;
  try {
    const response = await purchase.db.transaction().execute(async (trx) => {
      // Self-exclusion, time-out, wagering and loss limits, under the customer's limits lock
      // (taken before any account row, as every stake does).
      await assertStakeAllowed(trx, {
        userId: stake.userId,
        amount: stake.amount,
        currencyId: stake.currencyId,
        at: new Date(stake.clock.now()),
        clock: stake.clock,
      });
      const booked = await purchase.book(trx);
      // Another request with this key committed first: roll this one back and answer as it did.
      if (booked === null) throw new KeyTaken();
      return booked;
    });
    return { kind: 'answered', response, replayed: false };
  } catch (err) {
    const own = purchase.refusalOf?.(err) ?? null;
    if (own !== null) return { kind: 'refused', refusal: own };
    const refusal = stakeRefusalOf(err, purchase.toMajor);
    if (refusal) return { kind: 'refused', refusal };
    if (!(err instanceof KeyTaken)) throw err;
    const stored = await purchase.stored();
    if (!stored) throw new Error('An idempotency key conflicted but nothing holds it');
    return answerFromStore(stored, purchase.requestHash);
  }
}

class KeyTaken extends Error {
  constructor() {
    super('The idempotency key was taken by a concurrent purchase');
  }
}
