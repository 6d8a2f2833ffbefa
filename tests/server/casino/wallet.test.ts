// The seamless wallet API as a provider sees it: signed calls, idempotency by the provider's
// transaction id, rollbacks (known, unknown then a late debit, twice), and every refusal leaving
// balances, the ledger and the wallet's records as they were. On every backend; the ledger check
// runs when each database is dropped.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { setAccountFrozen } from '../../../server/access/accountFreeze';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  creditBody,
  debitBody,
  player,
  providerId,
  walletCall,
  walletServerFor,
  writtenCounts,
  type WalletServer,
} from './walletTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends('both'))('casino wallet on $name', (backend) => {
  let database: AppDatabase;
  let server: WalletServer;
  walletServerFor(backend, (held) => ({ database, server } = held));

  /** Runs `act` and checks it moved nothing and recorded nothing. */
  async function movesNothing(accountId: number, act: () => Promise<void>): Promise<void> {
    const before = {
      balance: await balanceOf(database, accountId),
      ...(await writtenCounts(database)),
    };
    await act();
    const after = {
      balance: await balanceOf(database, accountId),
      ...(await writtenCounts(database)),
    };
    expect(after).toEqual(before);
  }

  describe('signature', () => {
    it('refuses a wrong, missing or foreign-key signature, an unknown provider and a stale or future timestamp, and moves nothing', async () => {
      const p = await player(server.app, database, 10_000);
      const cases: [Record<string, unknown>, Parameters<typeof walletCall>[3]][] = [
        [{}, { signature: 'ab'.repeat(32) }],
        [{}, { signature: null }],
        [{}, { signature: 'not hex' }],
        [{}, { secret: 'another provider secret' }],
        [{}, { provider: 'unknown-provider' }],
        [{ timestamp: Date.now() - 120_000 }, {}],
        [{ timestamp: Date.now() + 120_000 }, {}],
      ];
      await movesNothing(p.mainAccountId, async () => {
        for (const [extra, options] of cases) {
          const res = await walletCall(
            server,
            'debit',
            { ...debitBody(p, 100), ...extra },
            options,
          );
          expect(res.statusCode, JSON.stringify(options)).toBe(401);
          expect(res.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
        }
      });
    });

    it('checks the exact bytes: the same JSON signed in another spelling is refused', async () => {
      const p = await player(server.app, database, 10_000);
      const body = { timestamp: Date.now(), ...debitBody(p, 100) };
      const signedOther = await import('../../../server/casino/wallet/walletSignature').then((m) =>
        m.signWalletBody(server.secret, JSON.stringify(body, null, 2)),
      );
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', body, { signature: signedOther });
        expect(res.statusCode).toBe(401);
      });
    });

    it('answers a signed call with a malformed body INVALID_REQUEST in the protocol shape', async () => {
      const p = await player(server.app, database, 10_000);
      const res = await walletCall(server, 'debit', { sessionId: p.sessionId, amount: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'ERROR',
        code: 'INVALID_REQUEST',
        reason: 'missing_field',
      });
    });
  });

  describe('malformed signed bodies', () => {
    it('answers every malformed signed body with a protocol error (4xx and a code), never a 5xx', async () => {
      const p = await player(server.app, database, 10_000);
      const good = debitBody(p, 100);
      const raws = [
        '{',
        '[]',
        'null',
        '"text"',
        JSON.stringify({ timestamp: Date.now(), ...good, amount: '100' }),
        JSON.stringify({ timestamp: Date.now(), ...good, amount: [1] }),
        JSON.stringify({ timestamp: Date.now(), ...good, transactionId: 'x'.repeat(10_000) }),
        JSON.stringify({ timestamp: Date.now(), ...good, roundId: 'a\u0000b' }),
        JSON.stringify({ timestamp: Date.now(), ...good, extra: true }),
        JSON.stringify({ timestamp: Date.now(), ...good, sessionId: { nested: [[[]]] } }),
        `{"timestamp":${Date.now()},"sessionId":"${p.sessionId}","transactionId":"t","roundId":"r","amount":1e309,"currency":"RUB"}`,
        JSON.stringify({ timestamp: 'now', ...good }),
      ];
      const { signWalletBody } = await import('../../../server/casino/wallet/walletSignature');
      await movesNothing(p.mainAccountId, async () => {
        for (const raw of raws) {
          const res = await server.app.inject({
            method: 'POST',
            url: '/casino-wallet-api/v1/debit',
            headers: {
              'content-type': 'application/json',
              'x-wallet-provider': 'builtin',
              'x-wallet-signature': signWalletBody(server.secret, raw),
            },
            payload: raw,
          });
          expect(res.statusCode, raw.slice(0, 80)).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, raw.slice(0, 80)).toBeLessThan(500);
          expect(res.json(), raw.slice(0, 80)).toMatchObject({ status: 'ERROR' });
          expect(res.json<{ code: string }>().code, raw.slice(0, 80)).toMatch(
            /^(INVALID_REQUEST|INVALID_SIGNATURE)$/,
          );
        }
      });
    });
  });

  describe('debit and credit', () => {
    it('debits the stake and credits the win through the ledger, and answers the balance', async () => {
      const p = await player(server.app, database, 10_000);
      const debit = debitBody(p, 300);
      const first = await walletCall(server, 'debit', debit);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'OK',
        balance: 9_700,
        currency: 'RUB',
        duplicate: false,
      });
      const credit = await walletCall(server, 'credit', creditBody(p, debit.roundId, 750));
      expect(credit.statusCode).toBe(200);
      expect(credit.json()).toMatchObject({ status: 'OK', balance: 10_450 });
      expect(await balanceOf(database, p.mainAccountId)).toBe(10_450);

      const moves = await database.db
        .selectFrom('ledger_transactions')
        .select(['kind', 'reference'])
        .where('idempotency_key', 'like', `casino:builtin:%`)
        .where('reference', 'like', `%:${debit.roundId}`)
        .orderBy('id')
        .execute();
      expect(moves).toEqual([
        { kind: 'casino_bet', reference: `casino:901:${debit.roundId}` },
        { kind: 'casino_win', reference: `casino:901:${debit.roundId}` },
      ]);
      const round = await database.db
        .selectFrom('casino_rounds')
        .select(['stake_total', 'win_total', 'status'])
        .where('provider_round_id', '=', debit.roundId)
        .executeTakeFirstOrThrow();
      expect({
        ...round,
        stake_total: Number(round.stake_total),
        win_total: Number(round.win_total),
      }).toEqual({
        stake_total: 300,
        win_total: 750,
        status: 'closed',
      });
    });

    it('answers the balance call with the session account balance', async () => {
      const p = await player(server.app, database, 4_321);
      const res = await walletCall(server, 'balance', { sessionId: p.sessionId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'OK', balance: 4_321, currency: 'RUB' });
    });

    it('answers a replayed debit or credit with its first result and moves the money once', async () => {
      const p = await player(server.app, database, 10_000);
      const debit = debitBody(p, 500);
      const first = (await walletCall(server, 'debit', debit)).json<Record<string, unknown>>();
      const again = await walletCall(server, 'debit', debit);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        walletTransactionId: first.walletTransactionId,
        duplicate: true,
        balance: 9_500,
      });
      const credit = creditBody(p, debit.roundId, 200);
      await walletCall(server, 'credit', credit);
      const creditAgain = await walletCall(server, 'credit', credit);
      expect(creditAgain.statusCode).toBe(200);
      expect(creditAgain.json()).toMatchObject({ duplicate: true, balance: 9_700 });
      expect(await balanceOf(database, p.mainAccountId)).toBe(9_700);
    });

    it('refuses the same transaction id with other fields (DUPLICATE_TRANSACTION_MISMATCH)', async () => {
      const p = await player(server.app, database, 10_000);
      const debit = debitBody(p, 500);
      await walletCall(server, 'debit', debit);
      await movesNothing(p.mainAccountId, async () => {
        for (const other of [{ amount: 501 }, { roundId: providerId('r') }]) {
          const res = await walletCall(server, 'debit', { ...debit, ...other });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({
            code: 'DUPLICATE_TRANSACTION_MISMATCH',
            balance: 9_500,
          });
        }
        // A credit reusing the debit's id is another transaction under the same id.
        const res = await walletCall(server, 'credit', {
          ...creditBody(p, debit.roundId, 10),
          transactionId: debit.transactionId,
        });
        expect(res.json()).toMatchObject({ code: 'DUPLICATE_TRANSACTION_MISMATCH' });
      });
    });

    it('refuses a credit without a debit in its round (DEBIT_NOT_FOUND)', async () => {
      const p = await player(server.app, database, 10_000);
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'credit', creditBody(p, providerId('r'), 1_000));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'DEBIT_NOT_FOUND', balance: 10_000 });
      });
    });

    it("refuses a credit on another player's round and a debit into a closed round", async () => {
      const p = await player(server.app, database, 10_000);
      const other = await player(server.app, database, 10_000);
      const debit = debitBody(p, 100);
      await walletCall(server, 'debit', debit);
      await movesNothing(other.mainAccountId, async () => {
        const res = await walletCall(server, 'credit', creditBody(other, debit.roundId, 1_000));
        expect(res.json()).toMatchObject({ code: 'DEBIT_NOT_FOUND' });
      });
      await walletCall(server, 'credit', creditBody(p, debit.roundId, 0));
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(
          server,
          'debit',
          debitBody(p, 100, { roundId: debit.roundId }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'ROUND_CLOSED' });
      });
    });

    it('keeps a round open for several debits when the credit says roundClosed false', async () => {
      const p = await player(server.app, database, 10_000);
      const roundId = providerId('r');
      await walletCall(server, 'debit', debitBody(p, 100, { roundId }));
      await walletCall(server, 'credit', creditBody(p, roundId, 50, { roundClosed: false }));
      const second = await walletCall(server, 'debit', debitBody(p, 200, { roundId }));
      expect(second.statusCode).toBe(200);
      await walletCall(
        server,
        'credit',
        creditBody(p, roundId, 400, {
          fairness: { serverSeedHash: 'h', serverSeed: 's', nonce: 3 },
        }),
      );
      const round = await database.db
        .selectFrom('casino_rounds')
        .select(['stake_total', 'win_total', 'status', 'fairness'])
        .where('provider_round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      expect(Number(round.stake_total)).toBe(300);
      expect(Number(round.win_total)).toBe(450);
      expect(round.status).toBe('closed');
      expect(round.fairness).toEqual({ serverSeedHash: 'h', serverSeed: 's', nonce: 3 });
      expect(await balanceOf(database, p.mainAccountId)).toBe(10_150);
    });
  });

  describe('rollback', () => {
    it('gives a known debit back once, however many times it is rolled back', async () => {
      const p = await player(server.app, database, 10_000);
      const debit = debitBody(p, 800);
      await walletCall(server, 'debit', debit);
      const rollback = {
        sessionId: p.sessionId,
        transactionId: providerId('rb'),
        debitTransactionId: debit.transactionId,
        roundId: debit.roundId,
      };
      const first = await walletCall(server, 'rollback', rollback);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ balance: 10_000, duplicate: false });
      const replay = await walletCall(server, 'rollback', rollback);
      expect(replay.json()).toMatchObject({ balance: 10_000, duplicate: true });
      // Another rollback id for the same debit is recorded but gives nothing more back.
      const ledgerBefore = (await writtenCounts(database)).ledger;
      const another = await walletCall(server, 'rollback', {
        ...rollback,
        transactionId: providerId('rb'),
      });
      expect(another.statusCode).toBe(200);
      expect(another.json()).toMatchObject({ balance: 10_000, duplicate: false });
      expect((await writtenCounts(database)).ledger).toBe(ledgerBefore);
      const kinds = await database.db
        .selectFrom('ledger_transactions')
        .select('kind')
        .where('reference', '=', `casino:901:${debit.roundId}`)
        .orderBy('id')
        .execute();
      expect(kinds.map((k) => k.kind)).toEqual(['casino_bet', 'casino_rollback']);
      // The rolled-back debit no longer backs a credit.
      const credit = await walletCall(server, 'credit', creditBody(p, debit.roundId, 5_000));
      expect(credit.json()).toMatchObject({ code: 'DEBIT_NOT_FOUND' });
    });

    it('records a rollback of an unknown debit and refuses that debit when it arrives late', async () => {
      const p = await player(server.app, database, 10_000);
      const late = debitBody(p, 600);
      const rollback = await walletCall(server, 'rollback', {
        sessionId: p.sessionId,
        transactionId: providerId('rb'),
        debitTransactionId: late.transactionId,
        roundId: late.roundId,
      });
      expect(rollback.statusCode).toBe(200);
      expect(rollback.json()).toMatchObject({ status: 'OK', balance: 10_000 });
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', late);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK', balance: 10_000 });
      });
    });
  });

  describe('refusals', () => {
    it('refuses negative, zero, fractional and huge amounts (INVALID_AMOUNT)', async () => {
      const p = await player(server.app, database, 10_000);
      const debit = debitBody(p, 100);
      await walletCall(server, 'debit', debit);
      await movesNothing(p.mainAccountId, async () => {
        for (const amount of [-1, 0, 1.5, 0.01, 1e13]) {
          const res = await walletCall(server, 'debit', debitBody(p, amount));
          expect(res.statusCode, String(amount)).toBe(400);
          expect(res.json()).toMatchObject({ code: 'INVALID_AMOUNT', field: 'amount' });
        }
        for (const amount of [-5, 2.5]) {
          const res = await walletCall(server, 'credit', creditBody(p, debit.roundId, amount));
          expect(res.json()).toMatchObject({ code: 'INVALID_AMOUNT' });
        }
      });
    });

    it("refuses a currency other than the session account's (CURRENCY_MISMATCH)", async () => {
      const p = await player(server.app, database, 10_000);
      await movesNothing(p.mainAccountId, async () => {
        for (const currency of ['USD', 'rub', 'XXX']) {
          const res = await walletCall(server, 'debit', debitBody(p, 100, { currency }));
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: 'CURRENCY_MISMATCH', field: 'currency' });
        }
      });
    });

    it('refuses an unknown or expired session (UNKNOWN_SESSION) and a demo session (DEMO_SESSION)', async () => {
      const p = await player(server.app, database, 10_000);
      const demo = await player(server.app, database, 10_000, 'demo');
      const expired = await player(
        server.app,
        database,
        10_000,
        'real',
        new Date(Date.now() - 13 * 3600_000),
      );
      await movesNothing(p.mainAccountId, async () => {
        const unknown = await walletCall(server, 'debit', debitBody(p, 100, { sessionId: 'nope' }));
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_SESSION' });
      });
      await movesNothing(demo.mainAccountId, async () => {
        for (const [call, body] of [
          ['debit', debitBody(demo, 100)],
          ['balance', { sessionId: demo.sessionId }],
        ] as const) {
          const res = await walletCall(server, call, body);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ code: 'DEMO_SESSION' });
        }
      });
      await movesNothing(expired.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', debitBody(expired, 100));
        expect(res.json()).toMatchObject({ code: 'UNKNOWN_SESSION' });
      });
    });

    it('refuses a stake above the balance (INSUFFICIENT_FUNDS) with the balance', async () => {
      const p = await player(server.app, database, 1_000);
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', debitBody(p, 1_001));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 1_000 });
      });
      // The refused transaction id was not kept: the provider may try it again once funded.
      const exact = await walletCall(server, 'debit', debitBody(p, 1_000));
      expect(exact.json()).toMatchObject({ status: 'OK', balance: 0 });
    });

    it('refuses a banned customer (PLAYER_BLOCKED)', async () => {
      const p = await player(server.app, database, 1_000);
      await sql`update users set ban_level = 1 where id = ${p.userId}`.execute(database.db);
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', debitBody(p, 100));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PLAYER_BLOCKED' });
      });
    });

    it('refuses a stake in a session opened before the account was frozen (PLAYER_BLOCKED), and pays its win', async () => {
      const p = await player(server.app, database, 1_000);
      const stake = debitBody(p, 100);
      const staked = await walletCall(server, 'debit', stake);
      expect(staked.json()).toMatchObject({ status: 'OK', balance: 900 });
      await setAccountFrozen(database.db, p.userId, { isAccountFrozen: true });
      await movesNothing(p.mainAccountId, async () => {
        const res = await walletCall(server, 'debit', debitBody(p, 100));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PLAYER_BLOCKED' });
      });
      // The round staked before the freeze still settles: a win is the customer's money.
      const won = await walletCall(server, 'credit', creditBody(p, stake.roundId, 250));
      expect(won.json()).toMatchObject({ status: 'OK', balance: 1_150 });
    });
  });
});
