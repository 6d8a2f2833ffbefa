// A tournament's leaderboard and the cashback read play as the seamless wallet posts it: signed
// debits, credits and rollbacks of a real session on a race game, nothing written by hand.
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CashbackAnswer,
  CasinoTournamentDetail,
} from '../../../domain/casino/catalogueBonusTypes';
import { SEED_TOURNAMENTS } from '../../../domain/casino/catalogueBonusSeed';
import { seedGames } from '../../../domain/casino/catalogueSeed';
import type { AppDatabase } from '../../../server/db/index';
import type { Customer } from '../coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  creditBody,
  debitBody,
  player,
  providerId,
  walletCall,
  walletServerFor,
  type Player,
  type WalletServer,
} from './walletTestKit';

afterAll(removeTempDirs);

const SLOT = seedGames().find((g) => g.engineKey === 'builtin-slot')!;
const WEEKLY_RUB = SEED_TOURNAMENTS.find((t) => t.schedule === 'weekly' && t.currencyId === 643)!;

describe.each(databaseBackends())('tournament and cashback from wallet play ($name)', (backend) => {
  let server: WalletServer;
  let database: AppDatabase;
  walletServerFor(backend, (held) => ({ database, server } = held));

  function racer(amount: number): Promise<Player & Customer> {
    return player(server.app, database, amount, 'real', new Date(), SLOT.id);
  }

  it('ranks the wallet’s accepted debits, less rollbacks, and counts wins in the cashback', async () => {
    const first = await racer(100_000);
    const second = await racer(100_000);

    const bet = debitBody(first, 4_000);
    expect((await walletCall(server, 'debit', bet)).statusCode).toBe(200);
    expect(
      (await walletCall(server, 'credit', creditBody(first, bet.roundId, 1_500))).statusCode,
    ).toBe(200);
    // A replayed debit moves nothing and counts once.
    expect((await walletCall(server, 'debit', bet)).statusCode).toBe(200);

    const secondBet = debitBody(second, 3_000);
    const rolledBack = debitBody(second, 2_500);
    await walletCall(server, 'debit', secondBet);
    await walletCall(server, 'debit', rolledBack);
    const rollback = await walletCall(server, 'rollback', {
      sessionId: second.sessionId,
      transactionId: providerId('rb'),
      debitTransactionId: rolledBack.transactionId,
      roundId: rolledBack.roundId,
    });
    expect(rollback.statusCode).toBe(200);

    const board = await server.app.inject({
      method: 'GET',
      url: `/web-api/casino/tournaments/${WEEKLY_RUB.id}`,
      headers: second.headers,
    });
    expect(board.statusCode).toBe(200);
    expect(
      board
        .json<CasinoTournamentDetail>()
        .leaderboard.map((e) => ({ points: e.points, isMe: e.isMe })),
    ).toEqual([
      { points: 4_000, isMe: false },
      { points: 3_000, isMe: true },
    ]);

    const cashback = await server.app.inject({
      method: 'GET',
      url: '/web-api/casino/cashback/vip',
      headers: first.headers,
    });
    expect(cashback.json<CashbackAnswer>().accounts[0]).toMatchObject({
      currencyId: 643,
      stakes: 4_000,
      wins: 1_500,
      rollbacks: 0,
      netLoss: 2_500,
    });
  });
});
