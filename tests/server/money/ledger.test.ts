import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import {
  LedgerRefusal,
  postTransaction,
  postTransfer,
  transferStatement,
  transferStatementOutcome,
  transferStatementParameters,
  type StatementTransfer,
} from '../../../server/money/ledger';
import { toSafeInteger } from '../../../server/money/bigints';
import { databaseBackends, removeTempDirs } from '../testServer';
import { createCustomer, expectLedgerHealthy } from './moneyTestKit';

afterAll(removeTempDirs);

async function accountOf(database: AppDatabase, userId: string, type: number) {
  const row = await database.db
    .selectFrom('accounts')
    .select(['id', 'balance', 'currency_id', 'is_active'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return { ...row, id: String(row.id), balance: toSafeInteger(row.balance) };
}

async function counts(database: AppDatabase) {
  const r = await sql<{ t: string; p: string }>`select
    (select count(*) from ledger_transactions)::text as t,
    (select count(*) from ledger_postings)::text as p`.execute(database.db);
  return { transactions: Number(r.rows[0]!.t), postings: Number(r.rows[0]!.p) };
}

/** transferStatement with nothing of the caller's beside it, in a transaction of its own. */
function inOneStatement(database: AppDatabase, input: StatementTransfer) {
  return database.db.transaction().execute(async (trx) => {
    const text = transferStatement(`done as (select 1)
      select (select id from tx) as transaction_id, (select count(*) from moved)::int as moved,
        (select json_agg(json_build_object('id', id::text, 'balance', balance::text)) from moved)
          as balances`);
    const result = await trx.executeQuery<{
      transaction_id: string | null;
      moved: number;
      balances: { id: string; balance: string }[] | null;
    }>(CompiledQuery.raw(text, transferStatementParameters(input)));
    const row = result.rows[0]!;
    return { outcome: await transferStatementOutcome(trx, input, row), balances: row.balances };
  });
}

describe.each(databaseBackends('both'))('ledger on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let clearing: string;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  });
  afterAll(async () => {
    await expectLedgerHealthy(database);
    await drop();
  });

  it('opens an active main account and a bonus account in the registration currency', async () => {
    const { userId } = await createCustomer(database, 840);
    const rows = await database.db
      .selectFrom('accounts')
      .select(['type', 'currency_id', 'is_active', 'balance'])
      .where('user_id', '=', userId)
      .orderBy('type')
      .execute();
    expect(rows.map((r) => [r.type, r.currency_id, r.is_active, toSafeInteger(r.balance)])).toEqual(
      [
        [0, 840, true, 0],
        [4, 840, false, 0],
      ],
    );
  });

  it('posts a balanced transfer and keeps each balance equal to its postings', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const result = await postTransfer(database.db, {
      idempotencyKey: `test:credit:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 12_345,
    });
    expect(result.replayed).toBe(false);
    expect((await accountOf(database, userId, 0)).balance).toBe(12_345);
    const sum = await sql<{ s: string }>`select sum(amount)::text as s from ledger_postings
      where transaction_id = ${result.transactionId}`.execute(database.db);
    expect(sum.rows[0]!.s).toBe('0');
  });

  it('moves money once for a repeated idempotency key and returns the first result', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const input = {
      idempotencyKey: `test:once:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 5_000,
    };
    const first = await postTransfer(database.db, input);
    const before = await counts(database);
    const again = await Promise.all([
      postTransfer(database.db, input),
      postTransfer(database.db, input),
    ]);
    expect(again.map((r) => [r.replayed, r.transactionId])).toEqual([
      [true, first.transactionId],
      [true, first.transactionId],
    ]);
    expect(await counts(database)).toEqual(before);
    expect((await accountOf(database, userId, 0)).balance).toBe(5_000);
  });

  it('refuses a different movement under a used key', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const base = {
      idempotencyKey: `test:conflict:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
    };
    await postTransfer(database.db, { ...base, amount: 100 });
    await expect(postTransfer(database.db, { ...base, amount: 999 })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect((await accountOf(database, userId, 0)).balance).toBe(100);
  });

  it('refuses a movement that would make a customer balance negative, writing nothing', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    await postTransfer(database.db, {
      idempotencyKey: `test:seed:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 1_000,
    });
    const before = await counts(database);
    const attempt = postTransfer(database.db, {
      idempotencyKey: `test:overdraw:${userId}`,
      kind: 'transfer',
      fromAccountId: main.id,
      toAccountId: clearing,
      currencyId: 643,
      amount: 1_001,
    });
    await expect(attempt).rejects.toBeInstanceOf(LedgerRefusal);
    await expect(attempt).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: 'Insufficient funds',
    });
    expect(await counts(database)).toEqual(before);
    expect((await accountOf(database, userId, 0)).balance).toBe(1_000);
    // The refused key stays free: the same key with a valid amount posts.
    const ok = await postTransfer(database.db, {
      idempotencyKey: `test:overdraw:${userId}`,
      kind: 'transfer',
      fromAccountId: main.id,
      toAccountId: clearing,
      currencyId: 643,
      amount: 1_000,
    });
    expect(ok.replayed).toBe(false);
    expect((await accountOf(database, userId, 0)).balance).toBe(0);
  });

  it('refuses unbalanced, zero, fractional and single postings before touching the database', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const before = await counts(database);
    const cases = [
      [
        { accountId: clearing, currencyId: 643, amount: -100 },
        { accountId: main.id, currencyId: 643, amount: 99 },
      ],
      [
        { accountId: clearing, currencyId: 643, amount: 0 },
        { accountId: main.id, currencyId: 643, amount: 0 },
      ],
      [
        { accountId: clearing, currencyId: 643, amount: -1.5 },
        { accountId: main.id, currencyId: 643, amount: 1.5 },
      ],
      [{ accountId: main.id, currencyId: 643, amount: 100 }],
    ];
    for (const [i, postings] of cases.entries()) {
      await expect(
        postTransaction(database.db, {
          idempotencyKey: `test:bad:${i}:${userId}`,
          kind: 'transfer',
          postings,
        }),
      ).rejects.toMatchObject({ code: 'invalid_postings' });
    }
    expect(await counts(database)).toEqual(before);
  });

  it('refuses a posting whose currency is not the account currency', async () => {
    const { userId } = await createCustomer(database, 978);
    const main = await accountOf(database, userId, 0);
    const usdClearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 840);
    const before = await counts(database);
    await expect(
      postTransfer(database.db, {
        idempotencyKey: `test:currency:${userId}`,
        kind: 'deposit',
        fromAccountId: usdClearing,
        toAccountId: main.id,
        currencyId: 840,
        amount: 100,
      }),
    ).rejects.toMatchObject({ code: 'account_unavailable' });
    expect(await counts(database)).toEqual(before);
  });

  it('lets parallel debits of one account through only while the balance covers them', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    await postTransfer(database.db, {
      idempotencyKey: `test:parallel-seed:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 10_000,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postTransfer(database.db, {
          idempotencyKey: `test:parallel:${userId}:${i}`,
          kind: 'transfer',
          fromAccountId: main.id,
          toAccountId: clearing,
          currencyId: 643,
          amount: 300,
        }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(33);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect((await accountOf(database, userId, 0)).balance).toBe(100);
  });

  it('posts a transfer in one statement as postTransfer does: balances, refusals, replays, races', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const seed = await inOneStatement(database, {
      idempotencyKey: `test:statement-seed:${userId}`,
      kind: 'deposit',
      reference: null,
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 10_000,
    });
    expect(seed.outcome).toMatchObject({ replayed: false });
    expect(seed.balances).toContainEqual({ id: main.id, balance: '10000' });
    const posted = seed.outcome === 'replayed' ? '' : seed.outcome.transactionId;
    const sum = await sql<{
      s: string;
      n: number;
    }>`select sum(amount)::text as s, count(*)::int as n
      from ledger_postings where transaction_id = ${posted}`.execute(database.db);
    expect(sum.rows[0]).toEqual({ s: '0', n: 2 });

    // The same key again moves nothing.
    const before = await counts(database);
    const again = await inOneStatement(database, {
      idempotencyKey: `test:statement-seed:${userId}`,
      kind: 'deposit',
      reference: null,
      fromAccountId: clearing,
      toAccountId: main.id,
      currencyId: 643,
      amount: 10_000,
    });
    expect(again.outcome).toBe('replayed');
    expect(await counts(database)).toEqual(before);

    // Refusals write nothing: more than the balance, an account of another currency.
    const debit = (i: number | string, amount: number, currencyId = 643) =>
      inOneStatement(database, {
        idempotencyKey: `test:statement:${userId}:${i}`,
        kind: 'transfer',
        reference: null,
        fromAccountId: main.id,
        toAccountId: clearing,
        currencyId,
        amount,
      });
    await expect(debit('over', 10_001)).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(debit('currency', 1, 840)).rejects.toMatchObject({ code: 'account_unavailable' });
    expect(await counts(database)).toEqual(before);

    // Parallel debits: only those the balance covers go through (rows locked in id order).
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => debit(i, 300)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(33);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect((await accountOf(database, userId, 0)).balance).toBe(100);
  });

  it('joins the caller transaction: a later failure rolls the postings back too', async () => {
    const { userId } = await createCustomer(database);
    const main = await accountOf(database, userId, 0);
    const before = await counts(database);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await postTransfer(trx, {
          idempotencyKey: `test:join:${userId}`,
          kind: 'deposit',
          fromAccountId: clearing,
          toAccountId: main.id,
          currencyId: 643,
          amount: 700,
        });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await counts(database)).toEqual(before);
    expect((await accountOf(database, userId, 0)).balance).toBe(0);
  });
});
