// Responsible-gaming limits on casino play: the wallet's debit passes the limits module's stake
// check in its own transaction (wagering and loss limits in their rolling windows counting casino
// stakes, self-exclusion and time-out), and the launch refuses real play while an exclusion is in
// force. Limits are written as the limit service stores them.
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_LAUNCH_PATH } from '../../../domain/casino/gameLaunch';
import { LIMIT_TYPE } from '../../../domain/limits/index';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  creditBody,
  debitBody,
  player,
  putGames,
  SLOT,
  walletCall,
  walletServerFor,
  writtenCounts,
  type Player,
  type WalletServer,
} from './walletTestKit';

afterAll(removeTempDirs);

const DAY_MS = 86_400_000;

describe.each(databaseBackends())('casino limits on $name', (backend) => {
  let database: AppDatabase;
  let server: WalletServer;
  walletServerFor(backend, async (held) => {
    ({ database, server } = held);
    await putGames(database);
  });

  async function limit(p: Player, type: number, value: number, endsAt: Date | null = null) {
    const now = new Date();
    await database.db
      .insertInto('customer_limits')
      .values({
        user_id: p.userId,
        type,
        value,
        state: 'ACTIVE',
        started_at: new Date(now.getTime() - 1_000),
        ends_at: endsAt,
        updated_at: now,
      })
      .execute();
  }

  async function refusedWith(p: Player, amount: number, code: string): Promise<void> {
    const before = {
      balance: await balanceOf(database, p.mainAccountId),
      ...(await writtenCounts(database)),
    };
    const res = await walletCall(server, 'debit', debitBody(p, amount));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ status: 'ERROR', code });
    const after = {
      balance: await balanceOf(database, p.mainAccountId),
      ...(await writtenCounts(database)),
    };
    expect(after).toEqual(before);
  }

  it('refuses a debit beyond the 24 h wagering limit, counting the casino stakes already made', async () => {
    const p = await player(server.app, database, 5_000_000);
    await limit(p, LIMIT_TYPE.wagering24h, 1_000_000);
    await refusedWith(p, 1_000_001, 'LIMIT_EXCEEDED');
    const first = debitBody(p, 600_000);
    expect((await walletCall(server, 'debit', first)).statusCode).toBe(200);
    // A win does not give wagering room back.
    await walletCall(server, 'credit', creditBody(p, first.roundId, 900_000));
    await refusedWith(p, 400_001, 'LIMIT_EXCEEDED');
    expect((await walletCall(server, 'debit', debitBody(p, 400_000))).statusCode).toBe(200);
  });

  it('refuses a debit that could lose more than the 24 h loss limit leaves', async () => {
    const p = await player(server.app, database, 5_000_000);
    await limit(p, LIMIT_TYPE.loss24h, 100_000);
    const lost = debitBody(p, 80_000);
    expect((await walletCall(server, 'debit', lost)).statusCode).toBe(200);
    await walletCall(server, 'credit', creditBody(p, lost.roundId, 0));
    await refusedWith(p, 20_001, 'LIMIT_EXCEEDED');
    expect((await walletCall(server, 'debit', debitBody(p, 20_000))).statusCode).toBe(200);
  });

  it('refuses every debit of a self-excluded or timed-out customer (PLAYER_BLOCKED)', async () => {
    const excluded = await player(server.app, database, 100_000);
    await limit(excluded, LIMIT_TYPE.selfExclusion, 30, new Date(Date.now() + 30 * DAY_MS));
    await refusedWith(excluded, 100, 'PLAYER_BLOCKED');
    const resting = await player(server.app, database, 100_000);
    await limit(resting, LIMIT_TYPE.depositTimeOut, 7, new Date(Date.now() + 7 * DAY_MS));
    await refusedWith(resting, 100, 'PLAYER_BLOCKED');
  });

  it('refuses real play at launch while an exclusion is in force, and still opens demo', async () => {
    const p = await player(server.app, database, 100_000);
    await limit(p, LIMIT_TYPE.selfExclusion, 30, new Date(Date.now() + 30 * DAY_MS));
    const launch = (mode: string) =>
      server.app.inject({
        method: 'POST',
        url: GAME_LAUNCH_PATH,
        headers: { ...p.headers, origin: TEST_ORIGIN },
        payload: { gameId: SLOT, mode },
      });
    const real = await launch('real');
    expect(real.statusCode).toBe(403);
    expect(real.json()).toMatchObject({ reason: 'self_excluded' });
    expect((await launch('demo')).statusCode).toBe(200);
  });
});
