// Casino cashback paid for closed periods (server/bonus/cashback.ts): the sweep pays each
// customer's cashback of a closed period by the same rules and play totals the page estimates,
// once per program, period, customer and currency however often and however concurrently it runs;
// as a casino bonus to stake once (the default) or, on a brand whose config says multiplier 0,
// straight to the main account; nothing to a customer who is ahead or below the first tier.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusListResponse } from '../../../domain/bonus/contract';
import type { CashbackAnswer } from '../../../domain/casino/catalogueBonusTypes';
import { periodAt } from '../../../domain/casino/catalogueSchedule';
import { bonusOnCasinoRoundClosed } from '../../../server/bonus/hooks';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { accountData, depositViaSandbox } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { casinoPlayKit, type CasinoPostingKind } from '../casino/casinoPlayKit';
import { openBonusServer, signUpWithChoice } from './bonusTestKit';

afterAll(removeTempDirs);

const RUB = 643;
const GAME = 1;

describe.each(databaseBackends())('casino cashback payouts on $name', (backend) => {
  const server = openBonusServer(backend);
  let app: FastifyInstance;
  let database: AppDatabase;
  beforeAll(() => ({ app, database } = server));
  const { deposit: fund, play: playGame } = casinoPlayKit(() => database);
  const play = (user: SignedUpUser, kind: CasinoPostingKind, amount: number) =>
    playGame(user, kind, GAME, amount);

  /** A customer who lost `loss` net this week (stakes `loss + won`, wins `won`). */
  async function loser(loss: number, won = 0, host = 'localhost') {
    const user = await signUpWithChoice(app, 0, host);
    await fund(user, loss + won);
    await play(user, 'casino_bet', loss + won);
    if (won > 0) await play(user, 'casino_win', won);
    return user;
  }

  const sweep = (at: Date) =>
    app.inject({
      method: 'POST',
      url: '/test-control/bonus/cashback-sweep',
      headers: { origin: TEST_ORIGIN },
      payload: { at: at.toISOString() },
    });

  /** One hour after this week (vip) or this month (premium) ends: that period is closed. */
  const afterThisWeek = () => new Date(periodAt('weekly', new Date()).end.getTime() + 3_600_000);
  const afterThisMonth = () => new Date(periodAt('monthly', new Date()).end.getTime() + 3_600_000);

  async function payouts(user: SignedUpUser, program: 'vip' | 'premium') {
    return database.db
      .selectFrom('cashback_payouts')
      .selectAll()
      .where('user_id', '=', user.userId)
      .where('program', '=', program)
      .execute();
  }

  async function cashbackLedgerRows(user: SignedUpUser): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from ledger_transactions
      where idempotency_key like ${`cashback:%:${user.userId}:%`}`.execute(database.db);
    return Number(rows[0]!.n);
  }

  async function bonusList(user: SignedUpUser) {
    const res = await app.inject({ url: '/web-api/office/bonuses', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BonusListResponse>().bonuses;
  }

  it('pays the tier of the closed week to the bonus account, to stake once, and nothing when ahead', async () => {
    // VIP tiers in roubles: 10,000 ₽ 5 %, 100,000 ₽ 7 %, 500,000 ₽ 10 % (minor units x100).
    const small = await loser(1_400_000, 100_000);
    const big = await loser(12_000_000);
    const ahead = await signUpWithChoice(app, 0);
    await fund(ahead, 1_000_000);
    await play(ahead, 'casino_bet', 1_000_000);
    await play(ahead, 'casino_win', 3_000_000);
    const below = await loser(900_000);
    const rolledBack = await loser(1_500_000);
    await play(rolledBack, 'casino_rollback', 600_000); // net 900,000: below the first tier

    // The page's estimate of the current week is what the sweep pays once the week has closed.
    const estimate = await app.inject({
      url: '/web-api/casino/cashback/vip',
      headers: small.headers,
    });
    expect(estimate.json<CashbackAnswer>().accounts[0]).toMatchObject({ cashback: 70_000 });

    const res = await sweep(afterThisWeek());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ paid: number; failed: number }>().failed).toBe(0);

    const [smallPaid] = await payouts(small, 'vip');
    expect(smallPaid).toMatchObject({
      currency_id: RUB,
      percent_hundredths: 500,
      paid_to: 'bonus',
    });
    expect(Number(smallPaid!.amount)).toBe(70_000);
    expect(Number(smallPaid!.net_loss)).toBe(1_400_000);
    const [bigPaid] = await payouts(big, 'vip');
    expect(Number(bigPaid!.amount)).toBe(840_000);
    expect(bigPaid!.percent_hundredths).toBe(700);
    for (const user of [ahead, below, rolledBack]) {
      expect(await payouts(user, 'vip')).toEqual([]);
      expect(await payouts(user, 'premium')).toEqual([]);
      expect(await bonusList(user)).toEqual([]);
    }

    // Credited as a casino bonus to stake once: on the bonus account, not yet withdrawable.
    const vipBonus = (await bonusList(small)).find((b) => b.source === 'cashback')!;
    expect(vipBonus).toMatchObject({
      product: 'casino',
      status: 'active',
      amount: 70_000,
      required: 70_000,
      currencyId: RUB,
    });
    // Premium (monthly) may also have closed by then when the week ends in the next month.
    const premiumPaid = (await payouts(small, 'premium')).reduce((s, p) => s + Number(p.amount), 0);
    expect((await accountData(app, small)).bonus).toBe(70_000 + premiumPaid);

    // The page lists it next to the current period's estimate.
    const page = await app.inject({ url: '/web-api/casino/cashback/vip', headers: small.headers });
    const answer = page.json<CashbackAnswer>();
    expect(answer.payout).toEqual({ multiplier: 1, expiryDays: 7 });
    expect(answer.paid).toEqual([
      {
        periodStart: periodAt('weekly', new Date()).start.toISOString(),
        periodEnd: periodAt('weekly', new Date()).end.toISOString(),
        currencyId: RUB,
        amount: 70_000,
        netLoss: 1_400_000,
        percentHundredths: 500,
        paidAt: afterThisWeek().toISOString(),
        paidTo: 'bonus',
      },
    ]);

    // A closed casino round wagers it; once staked in full it moves to the main account.
    const before = await accountData(app, small);
    await database.db.transaction().execute((trx) =>
      bonusOnCasinoRoundClosed(trx, {
        roundId: `cashback-round-${small.userId}`,
        userId: small.userId,
        gameId: '999999',
        currencyId: RUB,
        stake: 70_000,
        refunded: 0,
      }),
    );
    const done = (await bonusList(small)).find((b) => b.id === vipBonus.id)!;
    expect(done.status).toBe('completed');
    expect((await accountData(app, small)).balance).toBe(before.balance + 70_000);
  });

  it('pays the premium month once it has closed, by its own tiers', async () => {
    // Premium's first tier is 500 units: 50,000 ₽ at 8 %.
    const user = await loser(6_000_000);
    expect((await sweep(afterThisMonth())).json<{ failed: number }>().failed).toBe(0);
    const [paid] = await payouts(user, 'premium');
    expect(paid).toMatchObject({ percent_hundredths: 800, paid_to: 'bonus' });
    expect(Number(paid!.amount)).toBe(480_000);
    expect(paid!.period_start.toISOString()).toBe(
      periodAt('monthly', new Date()).start.toISOString(),
    );
  });

  it('pays once however often the sweep runs, and runs in parallel', async () => {
    const user = await loser(2_000_000);
    const at = afterThisWeek();
    const answers = await Promise.all([sweep(at), sweep(at), sweep(at)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    await sweep(at);
    // A later sweep (the next week) still pays it only once.
    await sweep(new Date(at.getTime() + 7 * 86_400_000));
    expect(await payouts(user, 'vip')).toHaveLength(1);
    const premium = await payouts(user, 'premium');
    expect(await cashbackLedgerRows(user)).toBe(1 + premium.length);
    const cashbackBonuses = (await bonusList(user)).filter((b) => b.source === 'cashback');
    expect(cashbackBonuses).toHaveLength(1 + premium.length);
    expect((await accountData(app, user)).bonus).toBe(
      100_000 + premium.reduce((s, p) => s + Number(p.amount), 0),
    );
  });

  it('pays straight to the main account on a brand whose cashback multiplier is 0', async () => {
    // The customer's brand is their latest payment's: nord (fixture: bonuses.cashback x0).
    const user = await signUpWithChoice(app, 0, 'nord.localhost');
    await depositViaSandbox(app, user, 2_000_000);
    await play(user, 'casino_bet', 2_000_000);
    const before = await accountData(app, user);
    expect((await sweep(afterThisWeek())).json<{ failed: number }>().failed).toBe(0);
    const [paid] = await payouts(user, 'vip');
    expect(paid).toMatchObject({ brand: 'nord', paid_to: 'main', bonus_id: null });
    const premium = await payouts(user, 'premium');
    const after = await accountData(app, user);
    expect(after.bonus).toBe(0);
    expect(after.balance).toBe(
      before.balance + 100_000 + premium.reduce((s, p) => s + Number(p.amount), 0),
    );
    const page = await app.inject({ url: '/web-api/casino/cashback/vip', headers: user.headers });
    expect(page.json<CashbackAnswer>().payout.multiplier).toBe(0);
    expect(page.json<CashbackAnswer>().paid[0]).toMatchObject({ amount: 100_000, paidTo: 'main' });
  });

  it('leaves nothing behind when a payout fails half-way, and pays it on the next sweep', async () => {
    const user = await loser(2_000_000);
    const closeAccounts = async (closed: Date | null) => {
      await database.db
        .updateTable('accounts')
        .set({ closed_at: closed, is_active: false })
        .where('user_id', '=', user.userId)
        .execute();
      if (closed === null) {
        await database.db
          .updateTable('accounts')
          .set({ is_active: true })
          .where('user_id', '=', user.userId)
          .where('type', '=', 0)
          .execute();
      }
    };
    // No open account to credit: the payout's transaction (row, bonus, ledger) rolls back whole.
    await closeAccounts(new Date());
    const failed = await sweep(afterThisWeek());
    expect(failed.json<{ failed: number }>().failed).toBeGreaterThanOrEqual(1);
    expect(await payouts(user, 'vip')).toEqual([]);
    expect(await cashbackLedgerRows(user)).toBe(0);
    expect(
      await database.db
        .selectFrom('bonuses')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);
    await closeAccounts(null);
    await sweep(afterThisWeek());
    await sweep(afterThisWeek());
    expect(await payouts(user, 'vip')).toHaveLength(1);
    const premium = await payouts(user, 'premium');
    expect(await cashbackLedgerRows(user)).toBe(1 + premium.length);
  });

  it('pays nothing for the period still running, and refuses a bad clock', async () => {
    const user = await loser(3_000_000);
    expect((await sweep(new Date())).statusCode).toBe(200);
    expect(await payouts(user, 'vip')).toEqual([]);
    const bad = await app.inject({
      method: 'POST',
      url: '/test-control/bonus/cashback-sweep',
      headers: { origin: TEST_ORIGIN },
      payload: { at: 'next tuesday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await payouts(user, 'vip')).toEqual([]);
  });
});
