// The draw's exactly-once payout: a process that dies mid-payout leaves the draw in 'drawing' and
// the next pass pays the rest, none twice; a ticket that cannot be paid is left for a later pass;
// sweeps draw due draws on the world clock and leave lotteries removed from the config alone;
// sweeps and purchases racing one draw (in parallel on PostgreSQL) still pay every sold ticket
// once and sell none after the draw. The ledger check passes after each.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lottoTicketWin, type LottoTicketView } from '../../../domain/lotto/index';
import type { AppDatabase } from '../../../server/db/index';
import {
  closeDraw,
  findDraw,
  payDrawTickets,
  runDraw,
  sweepDraws,
} from '../../../server/lotto/draws';
import { lottoServiceOf, type LottoDeps } from '../../../server/lotto/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { balanceOf, fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { bought, buildLottoServer, buy, openDraw, SIX_OF_45, SURE } from './lottoTestKit';

afterAll(removeTempDirs);

const DEPOSIT = 1_000_000;

/** How often each ticket's win was posted, by ticket id. */
async function winPostings(database: AppDatabase): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; n: number }>`
    select t.idempotency_key as key, count(p.id)::int as n
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
    where t.kind = 'lotto_win' group by t.idempotency_key`.execute(database.db);
  return new Map(rows.map((r) => [r.key.replace('lotto:win:', ''), r.n / 2]));
}

async function ticketRows(database: AppDatabase, drawId: number | string) {
  return database.db
    .selectFrom('lotto_tickets')
    .select(['id', 'status', 'win', 'matched', 'paid_at', 'account_id'])
    .where('draw_id', '=', String(drawId))
    .orderBy('id')
    .execute();
}

describe.each(databaseBackends())('lotto draws on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let deps: LottoDeps;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock, deps } = await buildLottoServer(database));
    // The suite runs every pass itself: no background sweep finishing a draw it holds mid-payout.
    await lottoServiceOf(app)!.stop();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  async function sureTickets(customers: Customer[], perCustomer: number, drawId: number) {
    const sold: LottoTicketView[] = [];
    for (const customer of customers) {
      for (let i = 0; i < perCustomer; i += 1) {
        const res = await buy(app, customer, {
          drawId,
          accountId: customer.mainAccountId,
          stake: 1 + i,
          quickPick: 1 + (i % 3),
        });
        sold.push((await bought(res)).ticket);
      }
    }
    return sold;
  }

  /** Each customer's expected balance: the deposit, less stakes, plus wins (all tickets win). */
  function expectedBalances(customers: Customer[], sold: LottoTicketView[]) {
    return customers.map((_, c) =>
      sold
        .filter((_t, i) => Math.floor(i / (sold.length / customers.length)) === c)
        .reduce(
          (sum, t) =>
            sum -
            t.stake * 100 +
            lottoTicketWin(SURE, Math.round(t.stake * 100), t.numbers, [1, 2, 3, 4, 5]),
          DEPOSIT,
        ),
    );
  }

  it('resumes a payout cut short: the rest paid, none twice', async () => {
    const customers = [
      await fundedCustomer(app, database, DEPOSIT),
      await fundedCustomer(app, database, DEPOSIT),
    ];
    const draw = await openDraw(app, SURE.id);
    const sold = await sureTickets(customers, 3, draw.id);

    // The process closes the draw and pays two tickets, then dies.
    const row = (await findDraw(database.db, String(draw.id)))!;
    expect(await closeDraw(deps, row, SURE, { force: true })).toBe(true);
    // Closing twice (a second process) changes nothing.
    expect(await closeDraw(deps, row, SURE, { force: true })).toBe(false);
    const closed = (await findDraw(database.db, String(draw.id)))!;
    expect(closed.status).toBe('drawing');
    expect(closed.numbers).toHaveLength(5);
    expect(await payDrawTickets(deps, closed, 2)).toEqual({ paid: 2, failed: 0 });

    let rows = await ticketRows(database, draw.id);
    expect(rows.filter((r) => r.paid_at !== null)).toHaveLength(2);
    // Every result is stored before any payment.
    for (const r of rows) expect(r.matched).not.toBeNull();
    expect((await checkLedger(database.db)).problems).toEqual([]);
    // Meanwhile the draw shows as drawn (its numbers are fixed), and sells nothing more.
    const refused = await buy(app, customers[0]!, {
      drawId: draw.id,
      accountId: customers[0]!.mainAccountId,
      stake: 1,
      numbers: [1],
    });
    expect(refused.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });

    // The next pass (any process) pays the rest; more passes pay nothing.
    await sweepDraws(deps);
    await Promise.all([sweepDraws(deps), runDraw(deps, String(draw.id))]);
    rows = await ticketRows(database, draw.id);
    expect(rows.every((r) => r.status === 'won' && r.paid_at !== null)).toBe(true);
    expect((await findDraw(database.db, String(draw.id)))!.status).toBe('drawn');
    const posted = await winPostings(database);
    for (const t of sold) expect(posted.get(String(t.id))).toBe(1);
    const expected = expectedBalances(customers, sold);
    for (const [i, customer] of customers.entries()) {
      expect(await balanceOf(database, customer.mainAccountId)).toBe(expected[i]);
    }
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });

  it('leaves a ticket it cannot pay for a later pass, paying the others', async () => {
    const customers = [
      await fundedCustomer(app, database, DEPOSIT),
      await fundedCustomer(app, database, DEPOSIT),
    ];
    const draw = await openDraw(app, SURE.id);
    const sold = await sureTickets(customers, 2, draw.id);
    const blocked = String(customers[0]!.mainAccountId);
    // The first customer's account cannot take money for now (closed).
    await sql`update accounts set closed_at = now(), is_active = false
      where id = ${blocked}`.execute(database.db);
    const errors: string[] = [];
    const after = await runDraw(
      { ...deps, onTicketError: (id) => errors.push(id) },
      String(draw.id),
      { force: true },
    );
    expect(after!.status).toBe('drawing');
    expect(errors).toHaveLength(2);
    let rows = await ticketRows(database, draw.id);
    expect(rows.filter((r) => r.paid_at === null).map((r) => String(r.account_id))).toEqual([
      blocked,
      blocked,
    ]);
    expect((await checkLedger(database.db)).problems).toEqual([]);

    await sql`update accounts set closed_at = null where id = ${blocked}`.execute(database.db);
    expect((await sweepDraws(deps)).drawn).toContain(String(draw.id));
    rows = await ticketRows(database, draw.id);
    expect(rows.every((r) => r.paid_at !== null)).toBe(true);
    const expected = expectedBalances(customers, sold);
    for (const [i, customer] of customers.entries()) {
      expect(await balanceOf(database, customer.mainAccountId)).toBe(expected[i]);
    }
  });

  it('draws due draws on the world clock and opens the next', async () => {
    const six = await openDraw(app, SIX_OF_45.id);
    const sure = await openDraw(app, SURE.id);
    // Not yet due: the sweep leaves both open.
    await sweepDraws(deps);
    expect((await findDraw(database.db, String(six.id)))!.status).toBe('open');
    clock.advance(Date.parse(six.closesAt) - clock.now());
    const report = await sweepDraws(deps);
    expect(report.drawn).toEqual(expect.arrayContaining([String(six.id), String(sure.id)]));
    const draws = await database.db
      .selectFrom('lotto_draws')
      .select(['lottery_id', 'number', 'closes_at'])
      .where('status', '=', 'open')
      .orderBy('lottery_id')
      .execute();
    expect(draws.map((d) => [d.lottery_id, d.number])).toEqual([
      [SIX_OF_45.id, six.number + 1],
      [SURE.id, sure.number + 1],
    ]);
    for (const d of draws) expect(new Date(d.closes_at).getTime()).toBeGreaterThan(clock.now());
  });

  it('leaves the open draw of a lottery removed from the config alone', async () => {
    const six = await openDraw(app, SIX_OF_45.id);
    const withoutSix: LottoDeps = {
      ...deps,
      lotteries: (brand) => deps.lotteries(brand).filter((l) => l.id !== SIX_OF_45.id),
    };
    clock.advance(Date.parse(six.closesAt) - clock.now() + 60_000);
    const report = await sweepDraws(withoutSix);
    expect(report.drawn).not.toContain(String(six.id));
    expect((await findDraw(database.db, String(six.id)))!.status).toBe('open');
    expect((await runDraw(withoutSix, String(six.id), { force: true }))!.status).toBe('open');
    // Back in the config, it is drawn.
    expect((await runDraw(deps, String(six.id)))!.status).toBe('drawn');
  });

  it('sells no ticket after the draw and pays every sold one once, racing sweeps', async () => {
    const customers: Customer[] = [];
    for (let i = 0; i < 4; i += 1) customers.push(await fundedCustomer(app, database, DEPOSIT));
    const draw = await openDraw(app, SURE.id);
    // Each customer buys ticket after ticket; the draw runs (twice, as two processes would) once
    // the first is sold, so later purchases meet it at every step of their own.
    let firstSold = () => {};
    const oneSold = new Promise<void>((resolve) => (firstSold = resolve));
    const loops = customers.map(async (customer) => {
      const out: LightMyRequestResponse[] = [];
      for (let i = 0; i < 8; i += 1) {
        out.push(
          await buy(app, customer, {
            drawId: draw.id,
            accountId: customer.mainAccountId,
            stake: 2,
            numbers: [1, 2],
          }),
        );
        firstSold();
      }
      return out;
    });
    await oneSold;
    const [perCustomer] = await Promise.all([
      Promise.all(loops),
      runDraw(deps, String(draw.id), { force: true }),
      runDraw(deps, String(draw.id), { force: true }),
    ]);
    const answers = perCustomer.flat();
    const sold = answers.filter((a) => a.statusCode === 200);
    expect(sold.length).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
    }
    const rows = await ticketRows(database, draw.id);
    expect(rows).toHaveLength(sold.length);
    expect(rows.every((r) => r.status === 'won' && Number(r.win) === 450)).toBe(true);
    expect((await findDraw(database.db, String(draw.id)))!.status).toBe('drawn');
    const posted = await winPostings(database);
    for (const r of rows) expect(posted.get(String(r.id))).toBe(1);
    let total = 0;
    for (const customer of customers) total += await balanceOf(database, customer.mainAccountId);
    // Each sold ticket: -2.00 stake, +4.50 win.
    expect(total).toBe(customers.length * DEPOSIT + sold.length * (450 - 200));
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});
