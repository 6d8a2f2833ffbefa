// Toto settlement (the ledger postings of docs/toto-lotto.md): once a closed draw's games
// all have a result, its pool is split by tiers (a cancelled game correct for every pick, the
// rounding rule of domain/toto) and the wins are paid through the ledger; an unwon top tier rolls over into the
// next draw's jackpot; a pass stopped after its first payout (a crash) resumes and pays every win
// exactly once; passes racing each other pay nothing twice; a game unplayed 48 hours after its
// start counts as cancelled; and ledger:check holds at every step. Amounts worked out by hand.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotoDrawView, TotoOutcome, TotoTicketView } from '../../../domain/toto/index';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { totoServiceOf } from '../../../server/toto/index';
import { settleToto } from '../../../server/toto/settlement';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  buildTotoServer,
  buyOk,
  buy,
  finishGame,
  fundedCustomer,
  getDraw,
  newKey,
  poolBalance,
  scoreOf,
  settleNow,
  storeResult,
  transactionsOfKind,
  type Customer,
} from './totoTestKit';

afterAll(removeTempDirs);

const TIERS = [
  { correct: 4, shareBp: 5000 },
  { correct: 3, shareBp: 3000 },
  { correct: 2, shareBp: 2000 },
];

describe.each(databaseBackends())('toto settlement on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let a: Customer;
  let b: Customer;
  let c: Customer;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildTotoServer(database));
    [a, b, c] = [
      await fundedCustomer(app, database, 100_000),
      await fundedCustomer(app, database, 100_000),
      await fundedCustomer(app, database, 100_000),
    ];
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** Finishes the draw's games through test control (each stored result runs a pass). */
  const finishAll = async (draw: TotoDrawView, outcomes: readonly TotoOutcome[], from = 0) => {
    for (const [i, game] of draw.games.entries()) {
      if (i >= from) await finishGame(app, game.gameId, scoreOf(outcomes[i]!));
    }
  };

  const pastDraw = async (id: number): Promise<TotoDrawView> => {
    const res = await app.inject({ url: '/web-api/toto/draws?pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<{ items: TotoDrawView[] }>().items.find((d) => d.id === id);
    if (!found) throw new Error(`Draw ${id} is not among the past draws`);
    return found;
  };

  const ticketsOf = async (customer: Customer): Promise<TotoTicketView[]> => {
    const res = await app.inject({ url: '/web-api/toto/tickets', headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: TotoTicketView[] }>().items;
  };

  const ticket = async (customer: Customer, id: number) =>
    (await ticketsOf(customer)).find((t) => t.id === id)!;

  const ledgerClean = async () => expect((await checkLedger(database.db)).problems).toEqual([]);

  it('pays by tiers, a cancelled game counted correct for every pick', async () => {
    const draw = await getDraw(app);
    expect(draw.number).toBe(1);
    const ta = (await buyOk(app, a, draw.id, [['1'], ['X'], ['2'], ['1']])).ticket;
    const tb = (await buyOk(app, b, draw.id, [['1', 'X'], ['X'], ['1'], ['2']])).ticket;
    const tc = (await buyOk(app, c, draw.id, [['2'], ['1'], ['1'], ['X']])).ticket;
    const before = [a, b, c].map((x) => balanceOf(database, x.mainAccountId));
    const [ba, bb, bc] = await Promise.all(before);

    // The first played result closes the draw (its game has started, whatever the clock says).
    await finishGame(app, draw.games[0]!.gameId, scoreOf('1'));
    const late = await buy(
      app,
      a,
      {
        drawId: draw.id,
        accountId: a.mainAccountId,
        unitStake: 10,
        picks: [['1'], ['1'], ['1'], ['1']],
      },
      newKey(),
    );
    expect(late.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
    expect(await settleNow(app)).toEqual([]);
    await finishAll(draw, ['1', 'X', '2', 'cancelled'], 1);
    // The pass after the last result settled the draw; test control's pass lists it.
    expect(await settleNow(app)).toEqual([draw.id]);
    // Stakes 40.00: operator 15 % = 6.00, net 34.00; tiers 17.00 / 10.20 / 6.80. A has every game
    // (the cancelled one too): 4 correct; B's two lines have 3 and 2; C has 1.
    const settled = await pastDraw(draw.id);
    expect(settled.status).toBe('settled');
    expect(settled.settledAt).not.toBeNull();
    expect(settled.pools).toEqual([
      {
        currencyId: 643,
        stakes: 40,
        jackpot: 0,
        tickets: 3,
        tiers: [
          { ...TIERS[0], fund: 17, lines: 1, perLine: 17 },
          { ...TIERS[1], fund: 10.2, lines: 1, perLine: 10.2 },
          { ...TIERS[2], fund: 6.8, lines: 1, perLine: 6.8 },
        ],
        operatorShare: 6,
        rollover: 0,
      },
    ]);
    expect(await balanceOf(database, a.mainAccountId)).toBe(ba! + 1700);
    expect(await balanceOf(database, b.mainAccountId)).toBe(bb! + 1700);
    expect(await balanceOf(database, c.mainAccountId)).toBe(bc!);
    expect(await ticket(a, ta.id)).toMatchObject({ status: 'won', win: 17, correct: 4 });
    expect(await ticket(b, tb.id)).toMatchObject({ status: 'won', win: 17, correct: 3 });
    expect(await ticket(c, tc.id)).toMatchObject({ status: 'lost', win: 0, correct: 1 });
    expect((await ticket(c, tc.id)).settledAt).not.toBeNull();
    expect(await transactionsOfKind(database, 'toto_operator_share')).toEqual([
      { idempotency_key: `toto:operator:${draw.id}:643`, amount: 600 },
    ]);
    expect(await transactionsOfKind(database, 'toto_win')).toEqual([
      { idempotency_key: `toto:win:${ta.id}`, amount: 1700 },
      { idempotency_key: `toto:win:${tb.id}`, amount: 1700 },
    ]);
    expect(await poolBalance(database)).toBe(0);
    await ledgerClean();

    // Another pass pays nothing again.
    expect(await settleNow(app)).toEqual([draw.id]);
    expect(await transactionsOfKind(database, 'toto_win')).toHaveLength(2);
    expect(await balanceOf(database, a.mainAccountId)).toBe(ba! + 1700);
  });

  it("rolls an unwon top tier over into the next draw's jackpot", async () => {
    const second = await getDraw(app);
    expect(second.number).toBe(2);
    const td = (await buyOk(app, a, second.id, [['2'], ['1'], ['1'], ['1']])).ticket;
    const te = (await buyOk(app, b, second.id, [['2'], ['2'], ['1'], ['1']])).ticket;
    await finishAll(second, ['1', '1', '1', '1']);
    expect(await settleNow(app)).toContain(second.id);
    // Stakes 20.00: operator 3.00, net 17.00; nobody has 4: its 8.50 rolls over.
    expect((await pastDraw(second.id)).pools).toEqual([
      {
        currencyId: 643,
        stakes: 20,
        jackpot: 0,
        tickets: 2,
        tiers: [
          { ...TIERS[0], fund: 8.5, lines: 0, perLine: 0 },
          { ...TIERS[1], fund: 5.1, lines: 1, perLine: 5.1 },
          { ...TIERS[2], fund: 3.4, lines: 1, perLine: 3.4 },
        ],
        operatorShare: 3,
        rollover: 8.5,
      },
    ]);
    expect(await ticket(a, td.id)).toMatchObject({ status: 'won', win: 5.1, correct: 3 });
    expect(await ticket(b, te.id)).toMatchObject({ status: 'won', win: 3.4, correct: 2 });
    expect(await poolBalance(database)).toBe(850);
    await ledgerClean();

    // The next draw shows the jackpot carried so far, before any ticket.
    const third = await getDraw(app);
    expect(third.number).toBe(3);
    expect(third.pools).toEqual([
      { currencyId: 643, stakes: 0, jackpot: 8.5, tickets: 0, tiers: TIERS },
    ]);
    const before = await balanceOf(database, c.mainAccountId);
    const tf = (await buyOk(app, c, third.id, [['1'], ['1'], ['1'], ['1']])).ticket;
    await finishAll(third, ['1', '1', '1', '1']);
    expect((await settleNow(app))[0]).toBe(third.id);
    // Stakes 10.00 + jackpot 8.50: operator 1.50, top tier 4.25 + 8.50 = 12.75 to the one line;
    // the unwon 2.55 and 1.70 roll over (4.25).
    const pools = (await pastDraw(third.id)).pools;
    expect(pools).toEqual([
      {
        currencyId: 643,
        stakes: 10,
        jackpot: 8.5,
        tickets: 1,
        tiers: [
          { ...TIERS[0], fund: 12.75, lines: 1, perLine: 12.75 },
          { ...TIERS[1], fund: 2.55, lines: 0, perLine: 0 },
          { ...TIERS[2], fund: 1.7, lines: 0, perLine: 0 },
        ],
        operatorShare: 1.5,
        rollover: 4.25,
      },
    ]);
    expect(await balanceOf(database, c.mainAccountId)).toBe(before - 1000 + 1275);
    expect(await ticket(c, tf.id)).toMatchObject({ status: 'won', win: 12.75, correct: 4 });
    expect(await poolBalance(database)).toBe(425);
    await ledgerClean();
  });

  it('resumes a pass stopped after its first payout and pays every win exactly once', async () => {
    const draw = await getDraw(app);
    expect(draw.number).toBe(4);
    const all1 = [['1'], ['1'], ['1'], ['1']];
    const winners = [a, b, c];
    const tickets: TotoTicketView[] = [];
    for (const w of winners) tickets.push((await buyOk(app, w, draw.id, all1)).ticket);
    const loser = (await buyOk(app, a, draw.id, [['2'], ['2'], ['2'], ['2']])).ticket;
    const before = await Promise.all(winners.map((w) => balanceOf(database, w.mainAccountId)));
    // Results stored by another process: the pass below is the first to see them.
    for (const game of draw.games) await storeResult(database, game, '1');

    // The crash: the pass dies right after the first win was paid (committed).
    const service = totoServiceOf(app);
    await expect(
      service.run({
        afterPayout: () => {
          throw new Error('crash after the first payout');
        },
      }),
    ).rejects.toThrow('crash after the first payout');
    const rows = await database.db
      .selectFrom('toto_tickets')
      .select(['id', 'status', 'win', 'paid_at'])
      .where('draw_id', '=', draw.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['won', 'open', 'open', 'lost']);
    // Stakes 40.00 + jackpot 4.25: operator 6.00; top tier 17.00 + 4.25 over 3 lines: 7.08 each.
    expect(rows.map((r) => Number(r.win))).toEqual([708, 708, 708, 0]);
    const status = await database.db
      .selectFrom('toto_draws')
      .select('status')
      .where('id', '=', String(draw.id))
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('settling');
    // Mid-way, the ledger holds: the pool lacks exactly the one win paid.
    await ledgerClean();

    expect((await settleNow(app))[0]).toBe(draw.id);
    const wins = (await transactionsOfKind(database, 'toto_win')).filter((t) =>
      tickets.some((x) => t.idempotency_key === `toto:win:${x.id}`),
    );
    expect(wins).toEqual(
      tickets.map((t) => ({ idempotency_key: `toto:win:${t.id}`, amount: 708 })),
    );
    for (const [i, w] of winners.entries()) {
      expect(await balanceOf(database, w.mainAccountId)).toBe(before[i]! + 708);
      expect(await ticket(w, tickets[i]!.id)).toMatchObject({ status: 'won', win: 7.08 });
    }
    expect(await ticket(a, loser.id)).toMatchObject({ status: 'lost', win: 0, correct: 0 });
    // 44.25 in: 6.00 to the operator, 21.24 paid, 17.01 rolls over (10.20 + 6.80 + 0.01).
    const pool = (await pastDraw(draw.id)).pools[0]!;
    expect(pool).toMatchObject({ operatorShare: 6, rollover: 17.01, jackpot: 4.25 });
    expect(await poolBalance(database)).toBe(1701);
    await ledgerClean();
  });

  it('counts a game unplayed 48 hours after its start as cancelled; racing passes pay once', async () => {
    const draw = await getDraw(app);
    expect(draw.number).toBe(5);
    const tg = (await buyOk(app, a, draw.id, [['1'], ['1'], ['1'], ['2']])).ticket;
    const th = (await buyOk(app, b, draw.id, [['X'], ['1'], ['1'], ['1']])).ticket;
    const [ba, bb] = await Promise.all([
      balanceOf(database, a.mainAccountId),
      balanceOf(database, b.mainAccountId),
    ]);
    // The last game never gets a result.
    for (const game of draw.games.slice(0, 3)) await finishGame(app, game.gameId, scoreOf('1'));
    expect(await settleNow(app)).not.toContain(draw.id);
    expect((await pastDraw(draw.id)).status).toBe('closed');

    // Two days after its start (feed clock), three passes at once.
    const later = Date.parse(draw.games[3]!.startAt) + 49 * 3_600_000;
    const reports = await Promise.all([
      settleToto(database.db, { feedNow: () => later }),
      settleToto(database.db, { feedNow: () => later }),
      settleToto(database.db, { feedNow: () => later }),
    ]);
    expect(reports.flatMap((r) => r.computed).filter((id) => id === String(draw.id))).toHaveLength(
      1,
    );
    expect(reports.reduce((n, r) => n + r.paid, 0)).toBe(2);
    const settled = await pastDraw(draw.id);
    expect(settled.status).toBe('settled');
    expect(settled.games[3]).toMatchObject({ outcome: 'cancelled', score: null });
    // Stakes 20.00 + jackpot 17.01: operator 3.00; top tier 8.50 + 17.01 = 25.51 to G (4 correct
    // with the unplayed game); 5.10 to H (3); 3.40 unwon rolls over.
    expect(settled.pools[0]).toMatchObject({
      stakes: 20,
      jackpot: 17.01,
      operatorShare: 3,
      rollover: 3.4,
    });
    expect(await balanceOf(database, a.mainAccountId)).toBe(ba! + 2551);
    expect(await balanceOf(database, b.mainAccountId)).toBe(bb! + 510);
    expect(await ticket(a, tg.id)).toMatchObject({ status: 'won', correct: 4, win: 25.51 });
    expect(await ticket(b, th.id)).toMatchObject({ status: 'won', correct: 3, win: 5.1 });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transactions
      where idempotency_key in (${`toto:win:${tg.id}`}, ${`toto:win:${th.id}`})`.execute(
      database.db,
    );
    expect(rows[0]!.n).toBe(2);
    expect(await poolBalance(database)).toBe(340);
    await ledgerClean();
  });

  it('lists past draws newest first with their results', async () => {
    const res = await app.inject({ url: '/web-api/toto/draws?page=1&pageSize=10&lng=en' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: TotoDrawView[]; total: number }>();
    const numbers = page.items.map((d) => d.number);
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
    // Draws after the fifth closed when the clock moved two days on (no results yet, or none
    // needed: they had no tickets).
    const ours = page.items.filter((d) => d.number <= 5);
    expect(ours.map((d) => d.number)).toEqual([5, 4, 3, 2, 1]);
    expect(page.total).toBe(page.items.length);
    for (const draw of ours) {
      expect(draw.status).toBe('settled');
      for (const game of draw.games) expect(game.outcome).not.toBeNull();
    }
    const history = await ticketsOf(a);
    expect(history.map((t) => t.drawNumber)).toEqual([5, 4, 4, 2, 1]);
  });

  it('ledger:check names a pool that lost money outside toto', async () => {
    await ledgerClean();
    const pool = await houseAccountId(database.db, 'toto_pool.aurora', 643);
    const clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
    const move = (from: string, to: string, key: string) =>
      postTransfer(database.db, {
        idempotencyKey: key,
        kind: 'transfer',
        fromAccountId: from,
        toAccountId: to,
        currencyId: 643,
        amount: 1,
      });
    await move(pool, clearing, 'test:toto-leak');
    const report = await checkLedger(database.db);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(/^toto pool balance differs .*code=toto_pool\.aurora/);
    await move(clearing, pool, 'test:toto-leak-back');
    await ledgerClean();
  });
});

// House rule (server/toto/settlement.ts): a draw's jackpot is what the brand's last computed pool
// rolled over, so a draw whose games are all played is settled at once, even while an earlier
// draw still waits for a game.
describe.each(databaseBackends())('toto jackpot order on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildTotoServer(database));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const pastDraw = async (id: number): Promise<TotoDrawView> => {
    const res = await app.inject({ url: '/web-api/toto/draws?pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<{ items: TotoDrawView[] }>().items.find((d) => d.id === id);
    if (!found) throw new Error(`Draw ${id} is not among the past draws`);
    return found;
  };

  it('settles a later draw before an earlier one still in play; the jackpot goes to the next computed', async () => {
    const a = await fundedCustomer(app, database, 100_000);
    const earlier = await getDraw(app);
    const later = await getDraw(app, 'next');
    expect(later.number).toBe(earlier.number + 1);
    const ta = (await buyOk(app, a, earlier.id, [['1'], ['1'], ['1'], ['1']])).ticket;
    // Nobody wins the later draw: its whole net pool rolls over.
    await buyOk(app, a, later.id, [['2'], ['2'], ['2'], ['2']]);

    // The earlier draw's first game is played (it closes); three of its games are still to play.
    const [first, ...rest] = earlier.games;
    await finishGame(app, first!.gameId, scoreOf('1'));
    for (const game of later.games) await finishGame(app, game.gameId, scoreOf('1'));
    expect(await settleNow(app)).toContain(later.id);
    expect((await pastDraw(earlier.id)).status).toBe('closed');
    // Stakes 10.00: operator 1.50; nobody won, so 8.50 rolls over.
    expect((await pastDraw(later.id)).pools[0]).toMatchObject({
      stakes: 10,
      jackpot: 0,
      operatorShare: 1.5,
      rollover: 8.5,
    });

    for (const game of rest) await finishGame(app, game.gameId, scoreOf('1'));
    expect(await settleNow(app)).toContain(earlier.id);
    // Stakes 10.00 + the later draw's 8.50: the top tier 4.25 + 8.50 to the one winning line.
    expect((await pastDraw(earlier.id)).pools[0]).toMatchObject({
      stakes: 10,
      jackpot: 8.5,
      operatorShare: 1.5,
    });
    const res = await app.inject({ url: '/web-api/toto/tickets', headers: a.headers });
    const mine = res.json<{ items: TotoTicketView[] }>().items.find((t) => t.id === ta.id);
    expect(mine).toMatchObject({ status: 'won', win: 12.75, correct: 4 });
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});
