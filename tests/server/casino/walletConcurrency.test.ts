// Wallet calls fired at once. On PostgreSQL they run in parallel over the server's pool (PGlite
// serialises them, so there the suite only checks the same outcome): many debits on one balance
// never overdraw, one transaction id retried at once moves money once, and a rollback racing its
// debit never leaves the stake taken with the rollback recorded. The ledger check runs on drop.
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  debitBody,
  player,
  providerId,
  walletCall,
  walletServerFor,
  type WalletServer,
} from './walletTestKit';

afterAll(removeTempDirs);

const DEBITS = 120;
const BALANCE = 100_000;
const STAKE = 3_000;

describe.each(databaseBackends())('concurrent wallet calls on $name', (backend) => {
  let database: AppDatabase;
  let server: WalletServer;
  walletServerFor(backend, (held) => ({ database, server } = held));

  it(`never overdraws one balance with ${DEBITS} debits at once`, async () => {
    const p = await player(server.app, database, BALANCE);
    const answers = await Promise.all(
      Array.from({ length: DEBITS }, () => walletCall(server, 'debit', debitBody(p, STAKE))),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(accepted.length).toBe(Math.floor(BALANCE / STAKE));
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(database, p.mainAccountId)).toBe(BALANCE % STAKE);
    // Every answered balance is one the account really passed through.
    const balances = accepted
      .map((a) => a.json<{ balance: number }>().balance)
      .sort((x, y) => x - y);
    expect(balances).toEqual(
      Array.from({ length: accepted.length }, (_, i) => (BALANCE % STAKE) + i * STAKE),
    );
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });

  it('moves the money once when one debit is retried many times at once', async () => {
    const p = await player(server.app, database, BALANCE);
    const debit = debitBody(p, STAKE);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => walletCall(server, 'debit', debit)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const ids = new Set(
      answers.map((a) => a.json<{ walletTransactionId: string }>().walletTransactionId),
    );
    expect(ids.size).toBe(1);
    expect(
      answers.filter((a) => a.json<{ duplicate: boolean }>().duplicate === false),
    ).toHaveLength(1);
    expect(await balanceOf(database, p.mainAccountId)).toBe(BALANCE - STAKE);
  });

  it('never keeps a stake whose rollback raced it', async () => {
    const p = await player(server.app, database, BALANCE);
    const pairs = Array.from({ length: 20 }, () => debitBody(p, 1_000));
    const answers = await Promise.all(
      pairs.flatMap((debit) => [
        walletCall(server, 'debit', debit),
        walletCall(server, 'rollback', {
          sessionId: p.sessionId,
          transactionId: providerId('rb'),
          debitTransactionId: debit.transactionId,
          roundId: debit.roundId,
        }),
      ]),
    );
    for (const a of answers) {
      if (a.statusCode !== 200) expect(a.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    }
    // Whichever came first, every stake was given back or never taken.
    expect(await balanceOf(database, p.mainAccountId)).toBe(BALANCE);
  });
});
