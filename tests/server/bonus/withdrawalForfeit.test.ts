// A withdrawal started while a first-deposit bonus is still being wagered forfeits it
// (server/bonus/bonusService.ts forfeitDepositBonuses, called from server/money/payments.ts
// startWithdrawal): the bonus amount goes back to the `bonuses` house account in the withdrawal's
// own transaction, once; a refused withdrawal leaves the bonus as it was; other bonuses stay.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusListResponse } from '../../../domain/bonus/contract';
import { bonusOnCouponSettled } from '../../../server/bonus/hooks';
import type { AppDatabase } from '../../../server/db/index';
import type { SignedUpUser } from '../authHelpers';
import { accountData, depositViaSandbox } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { openBonusServer, signUpWithChoice } from './bonusTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('a withdrawal forfeits a deposit bonus on $name', (backend) => {
  const server = openBonusServer(backend);
  let app: FastifyInstance;
  let database: AppDatabase;
  beforeAll(() => ({ app, database } = server));

  const withdraw = (user: SignedUpUser, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount },
    });

  async function bonuses(user: SignedUpUser) {
    const res = await app.inject({ url: '/web-api/office/bonuses', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BonusListResponse>().bonuses;
  }

  async function forfeitRows(bonusId: string): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from ledger_transactions
      where idempotency_key = ${`bonus:${bonusId}:forfeit`}`.execute(database.db);
    return Number(rows[0]!.n);
  }

  /** A customer with an active sports first-deposit bonus of 40,000 on a deposit of 40,000. */
  async function withActiveBonus() {
    const user = await signUpWithChoice(app, 1);
    await depositViaSandbox(app, user, 40_000);
    const [bonus] = await bonuses(user);
    expect(bonus).toMatchObject({ status: 'active', amount: 40_000 });
    expect((await accountData(app, user)).bonus).toBe(40_000);
    return { user, bonusId: bonus!.id };
  }

  it('forfeits the active bonus back to the house when the withdrawal starts, once', async () => {
    const { user, bonusId } = await withActiveBonus();
    const res = await withdraw(user, 10_000);
    expect(res.statusCode, res.body).toBe(200);
    const [bonus] = await bonuses(user);
    expect(bonus).toMatchObject({ id: bonusId, status: 'forfeited' });
    expect(bonus!.endedAt).not.toBeNull();
    const data = await accountData(app, user);
    expect(data.bonus).toBe(0);
    expect(data.balance).toBe(30_000);
    expect(await forfeitRows(bonusId)).toBe(1);

    // A second withdrawal has nothing left to forfeit and moves no bonus money.
    expect((await withdraw(user, 10_000)).statusCode).toBe(200);
    expect(await forfeitRows(bonusId)).toBe(1);
    expect((await bonuses(user))[0]!.status).toBe('forfeited');
  });

  it('leaves the bonus intact when the withdrawal is refused', async () => {
    const { user, bonusId } = await withActiveBonus();
    const refused = await withdraw(user, 9_999_999);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ reason: string }>().reason).toBe('insufficient_funds');
    const [bonus] = await bonuses(user);
    expect(bonus).toMatchObject({ id: bonusId, status: 'active', endedAt: null });
    expect((await accountData(app, user)).bonus).toBe(40_000);
    expect(await forfeitRows(bonusId)).toBe(0);
    const out = await withdraw(user, 0);
    expect(out.statusCode).toBe(400);
    expect((await bonuses(user))[0]!.status).toBe('active');
  });

  it('keeps a wagered bonus and a customer without one untouched', async () => {
    const { user, bonusId } = await withActiveBonus();
    await database.db.transaction().execute((trx) =>
      bonusOnCouponSettled(trx, {
        couponId: `wagered-${user.userId}`,
        userId: user.userId,
        currencyId: 643,
        status: 'lost',
        stake: 120_000,
        legOddsHundredths: [200],
        placedAt: new Date(),
      }),
    );
    expect((await bonuses(user))[0]).toMatchObject({ id: bonusId, status: 'completed' });
    expect((await withdraw(user, 10_000)).statusCode).toBe(200);
    expect((await bonuses(user))[0]!.status).toBe('completed');
    expect(await forfeitRows(bonusId)).toBe(0);
    expect((await accountData(app, user)).balance).toBe(70_000);

    const refused = await signUpWithChoice(app, 0);
    await depositViaSandbox(app, refused, 20_000);
    expect((await withdraw(refused, 10_000)).statusCode).toBe(200);
    expect(await bonuses(refused)).toEqual([]);
    expect((await accountData(app, refused)).balance).toBe(10_000);
  });

  it('forfeits once when two withdrawals start at the same time', async () => {
    const { user, bonusId } = await withActiveBonus();
    const answers = await Promise.all([withdraw(user, 15_000), withdraw(user, 15_000)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await forfeitRows(bonusId)).toBe(1);
    const data = await accountData(app, user);
    expect(data.bonus).toBe(0);
    expect(data.balance).toBe(10_000);
    expect((await bonuses(user))[0]!.status).toBe('forfeited');
  });
});
