// The casino wallet's round-closing credit wagers the player's own casino bonus (the hook in
// server/casino/wallet/walletService.ts), weighted by the game's section, once per round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundContribution, type BonusTerms } from '../../../domain/bonus/index';
import { creditBonus } from '../../../server/bonus/bonusService';
import type { AppDatabase } from '../../../server/db/index';
import { toSafeInteger } from '../../../server/money/bigints';
import {
  creditBody,
  debitBody,
  GAME_ID,
  player,
  walletCall,
  walletServerFor,
  type Player,
  type WalletServer,
} from '../casino/walletTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const TERMS: BonusTerms = {
  percent: 50,
  maxAmount: 1000,
  minDeposit: 150,
  multiplier: 10,
  expiryDays: 7,
  gameWeights: { slots: 100, 'live-casino': 10, default: 50 },
};

describe.each(databaseBackends())('casino rounds wager a casino bonus on $name', (backend) => {
  let database: AppDatabase;
  let server: WalletServer;
  walletServerFor(backend, (held) => ({ database, server } = held));

  let p: Player;
  let other: Player;
  let bonusId: string;
  beforeAll(async () => {
    p = await player(server.app, database, 100_000);
    other = await player(server.app, database, 100_000);
    bonusId = (await database.db.transaction().execute((trx) =>
      creditBonus(trx, {
        userId: p.userId,
        brand: 'aurora',
        source: 'promo',
        product: 'casino',
        kind: 'bonus',
        amount: 5_000,
        currencyId: 643,
        terms: TERMS,
        nowMs: Date.now(),
      }),
    ))!;
  });

  const wagered = async () => {
    const row = await database.db
      .selectFrom('bonuses')
      .select(['wagered', 'status'])
      .where('id', '=', bonusId)
      .executeTakeFirstOrThrow();
    return { wagered: toSafeInteger(row.wagered), status: row.status };
  };

  const playRound = async (who: Player, stake: number) => {
    const debit = debitBody(who, stake);
    expect((await walletCall(server, 'debit', debit)).statusCode).toBe(200);
    const credit = creditBody(who, debit.roundId, 0, { roundClosed: true });
    expect((await walletCall(server, 'credit', credit)).statusCode).toBe(200);
    return credit;
  };

  it("counts a closed round's stake by its game's weight, once", async () => {
    const game = await database.db
      .selectFrom('casino_games')
      .select('section_id')
      .where('id', '=', GAME_ID)
      .executeTakeFirst();
    const expected = roundContribution(TERMS, {
      stake: 10_000,
      refunded: 0,
      sectionId: game?.section_id ?? null,
    });
    expect(expected).toBeGreaterThan(0);
    const credit = await playRound(p, 10_000);
    expect(await wagered()).toEqual({ wagered: expected, status: 'active' });
    // The provider repeats the credit: the wallet replays it, the bonus counts nothing more.
    expect((await walletCall(server, 'credit', credit)).statusCode).toBe(200);
    expect((await wagered()).wagered).toBe(expected);
  });

  it("ignores another player's rounds", async () => {
    const before = await wagered();
    await playRound(other, 50_000);
    expect(await wagered()).toEqual(before);
  });
});
