// Casino tournament prizes (server/bonus/tournamentPrizes.ts): when a window closes, each place
// with a prize on the leaderboard the page showed is paid that prize to the main account, once per
// tournament, window and customer however often and however concurrently the sweep runs; nothing
// for an open window, a stake under the minimum or a game outside the tournament; the customer
// sees the prize in their list, in the page's language.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentPrizesResponse } from '../../../domain/bonus/contract';
import { SEED_TOURNAMENTS } from '../../../domain/casino/catalogueBonusSeed';
import { periodAt } from '../../../domain/casino/catalogueSchedule';
import { seedGames } from '../../../domain/casino/catalogueSeed';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { accountData } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { casinoPlayKit } from '../casino/casinoPlayKit';
import { openBonusServer, signUpWithChoice } from './bonusTestKit';

afterAll(removeTempDirs);

const SEEDED = seedGames();
const WEEKLY_RUB = SEED_TOURNAMENTS.find((t) => t.schedule === 'weekly' && t.currencyId === 643)!;
const IN_RACE = WEEKLY_RUB.games(SEEDED)[0]!;
const OUTSIDE = SEEDED.find((g) => !WEEKLY_RUB.games(SEEDED).includes(g.id))!.id;
const PRIZE = { first: 4_000_000, second: 2_000_000, third: 1_200_000 };

describe.each(databaseBackends())('casino tournament prizes on $name', (backend) => {
  const server = openBonusServer(backend);
  let app: FastifyInstance;
  let database: AppDatabase;
  beforeAll(() => ({ app, database } = server));
  const { deposit, play } = casinoPlayKit(() => database);

  const sweep = (at?: Date) =>
    app.inject({
      method: 'POST',
      url: '/test-control/bonus/tournament-sweep',
      headers: { origin: TEST_ORIGIN },
      payload: at ? { at: at.toISOString() } : {},
    });

  async function paidSweep(at?: Date): Promise<number> {
    const res = await sweep(at);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ paid: number; failed: number }>();
    expect(body.failed).toBe(0);
    return body.paid;
  }

  async function prizeRows() {
    return database.db
      .selectFrom('tournament_prizes')
      .select(['user_id', 'place', 'points', 'amount', 'transaction_id'])
      .where('tournament_id', '=', WEEKLY_RUB.id)
      .orderBy('place')
      .execute();
  }

  async function prizeLedgerRows(): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from ledger_transactions
      where idempotency_key like ${`tournament:${WEEKLY_RUB.id}:%`}`.execute(database.db);
    return Number(rows[0]!.n);
  }

  let first: SignedUpUser;
  let second: SignedUpUser;
  let third: SignedUpUser;
  let underMinimum: SignedUpUser;
  let elsewhere: SignedUpUser;
  const balances = new Map<SignedUpUser, number>();
  // The plays are moved into last week's window (their ledger rows stamped a week earlier), so the
  // window is closed now whatever the day and hour the suite runs.
  const lastWeek = periodAt('weekly', new Date(periodAt('weekly', new Date()).start.getTime() - 1));

  beforeAll(async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => signUpWithChoice(app, 0)));
    [first, second, third, underMinimum, elsewhere] = users as [
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
    ];
    for (const user of [first, second, third, underMinimum, elsewhere]) {
      await deposit(user, 1_000_000);
    }
    await play(first, 'casino_bet', IN_RACE, 50_000);
    // 40,000 staked, 10,000 of it rolled back: 30,000 points.
    await play(second, 'casino_bet', IN_RACE, 30_000);
    await play(second, 'casino_bet', IN_RACE, 10_000);
    await play(second, 'casino_rollback', IN_RACE, 10_000);
    await play(third, 'casino_bet', IN_RACE, 20_000);
    await play(third, 'casino_win', IN_RACE, 90_000);
    // Under the minimum stake (10 ₽) each time: no points.
    await play(underMinimum, 'casino_bet', IN_RACE, WEEKLY_RUB.minStake - 1);
    await play(underMinimum, 'casino_bet', IN_RACE, WEEKLY_RUB.minStake - 1);
    // A game outside the tournament: no points.
    await play(elsewhere, 'casino_bet', OUTSIDE, 500_000);
    const playedAt = new Date(lastWeek.start.getTime() + 86_400_000);
    await sql`update ledger_transactions set created_at = ${playedAt.toISOString()}::timestamptz
      where idempotency_key like 'test-casino_%'`.execute(database.db);
    for (const user of [first, second, third, underMinimum, elsewhere]) {
      balances.set(user, (await accountData(app, user)).balance);
    }
  });

  it('pays nothing for a window that is still open', async () => {
    expect(await paidSweep(new Date(lastWeek.end.getTime() - 60_000))).toBe(0);
    expect(await prizeRows()).toEqual([]);
  });

  it('pays each place its prize once the window has closed, to the main account', async () => {
    await paidSweep();
    const rows = await prizeRows();
    expect(
      rows.map((r) => [String(r.user_id), r.place, Number(r.points), Number(r.amount)]),
    ).toEqual([
      [first.userId, 1, 50_000, PRIZE.first],
      [second.userId, 2, 30_000, PRIZE.second],
      [third.userId, 3, 20_000, PRIZE.third],
    ]);
    expect(rows.every((r) => r.transaction_id !== null)).toBe(true);
    expect((await accountData(app, first)).balance).toBe(balances.get(first)! + PRIZE.first);
    expect((await accountData(app, second)).balance).toBe(balances.get(second)! + PRIZE.second);
    expect((await accountData(app, third)).balance).toBe(balances.get(third)! + PRIZE.third);
    expect((await accountData(app, underMinimum)).balance).toBe(balances.get(underMinimum));
    expect((await accountData(app, elsewhere)).balance).toBe(balances.get(elsewhere));
  });

  it('pays nothing again, however often and however concurrently the sweep runs', async () => {
    const again = await Promise.all([paidSweep(), paidSweep(), paidSweep()]);
    expect(again).toEqual([0, 0, 0]);
    expect(await prizeLedgerRows()).toBe(3);
    expect((await accountData(app, first)).balance).toBe(balances.get(first)! + PRIZE.first);
  });

  it("lists the customer's own prizes in the page's language, and only to them", async () => {
    const res = await app.inject({
      url: '/web-api/office/tournament-prizes?lng=en',
      headers: first.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TournamentPrizesResponse>().prizes).toEqual([
      {
        tournamentId: WEEKLY_RUB.id,
        title: WEEKLY_RUB.texts.en.title,
        windowStart: lastWeek.start.toISOString(),
        windowEnd: lastWeek.end.toISOString(),
        place: 1,
        points: 50_000,
        amount: PRIZE.first,
        currencyId: 643,
        paidAt: expect.any(String),
      },
    ]);
    const none = await app.inject({
      url: '/web-api/office/tournament-prizes?lng=ru',
      headers: elsewhere.headers,
    });
    expect(none.json<TournamentPrizesResponse>().prizes).toEqual([]);
    const guest = await app.inject({ url: '/web-api/office/tournament-prizes' });
    expect(guest.statusCode).toBe(401);
    const badLanguage = await app.inject({
      url: '/web-api/office/tournament-prizes?lng=xx',
      headers: first.headers,
    });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('refuses a sweep time that is not a date', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test-control/bonus/tournament-sweep',
      headers: { origin: TEST_ORIGIN },
      payload: { at: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
  });
});
