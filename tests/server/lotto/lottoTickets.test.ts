// Buying lotto tickets and their payout: chosen numbers and quick picks move exactly the stake into
// the brand's lotto account; a won ticket gets stake × the prize table's multiplier exactly once
// (the draw run again, the sweep run again); every bad input is refused with nothing written; the
// Idempotency-Key replays the first ticket and refuses another body; the ledger stays sound.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lottoTicketWin, matchedCount, type LottoTicketView } from '../../../domain/lotto/index';
import type { AppDatabase } from '../../../server/db/index';
import { runDraw, sweepDraws, type LottoDeps } from '../../../server/lotto/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import { limitCall } from '../limits/limitsTestKit';
import { balanceOf, fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  bought,
  buildLottoServer,
  buy,
  catalog,
  drawNow,
  get,
  movementsOf,
  newKey,
  NORD,
  openDraw,
  SIX_OF_45,
  SURE,
  writeSnapshot,
} from './lottoTestKit';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';

afterAll(removeTempDirs);

const DEPOSIT = 1_000_000;

describe.each(databaseBackends())('lotto tickets on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let deps: LottoDeps;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock, deps } = await buildLottoServer(database));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const houseBalance = async (): Promise<number> => {
    const row = await database.db
      .selectFrom('accounts')
      .select('balance')
      .where('system_code', '=', 'lotto.aurora')
      .where('currency_id', '=', 643)
      .executeTakeFirst();
    return row ? Number(row.balance) : 0;
  };

  it('sells a ticket of chosen numbers for exactly its stake', async () => {
    const customer = await fundedCustomer(app, database, DEPOSIT);
    const draw = await openDraw(app, SIX_OF_45.id);
    const house = await houseBalance();
    const { ticket, balance } = await bought(
      await buy(app, customer, {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 150,
        numbers: [45, 3, 7, 12, 1, 30],
      }),
    );
    expect(ticket).toMatchObject({
      drawId: draw.id,
      lotteryId: SIX_OF_45.id,
      drawNumber: draw.number,
      numbers: [1, 3, 7, 12, 30, 45],
      quickPick: false,
      currencyId: 643,
      stake: 150,
      win: 0,
      status: 'open',
      matched: null,
      drawnNumbers: null,
      settledAt: null,
    });
    expect(balance).toBe((DEPOSIT - 15_000) / 100);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 15_000);
    expect(await houseBalance()).toBe(house + 15_000);
    expect(await movementsOf(database, `lotto:stake:${ticket.id}`)).toEqual([
      { kind: 'lotto_stake', amounts: [-15_000, 15_000] },
    ]);
    const mine = await get<{ items: LottoTicketView[]; total: number }>(
      app,
      '/web-api/lotto/tickets',
      customer.headers,
    );
    expect(mine).toMatchObject({ total: 1, page: 1 });
    expect(mine.items[0]).toEqual(ticket);
    expect((await get<{ tickets: number }>(app, `/web-api/lotto/draws/${draw.id}`)).tickets).toBe(
      1,
    );
  });

  it('sells a quick pick: the server picks distinct numbers in range', async () => {
    const customer = await fundedCustomer(app, database, DEPOSIT);
    const draw = await openDraw(app, SIX_OF_45.id);
    const { ticket } = await bought(
      await buy(app, customer, {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 50,
        quickPick: 6,
      }),
    );
    expect(ticket.quickPick).toBe(true);
    expect(ticket.numbers).toHaveLength(6);
    expect(new Set(ticket.numbers).size).toBe(6);
    expect(ticket.numbers).toEqual([...ticket.numbers].sort((a, b) => a - b));
    for (const n of ticket.numbers) expect(n >= 1 && n <= 45).toBe(true);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 5_000);
  });

  it('pays a won ticket stake × multiplier exactly once, however often the draw runs', async () => {
    const customer = await fundedCustomer(app, database, DEPOSIT);
    const draw = await openDraw(app, SURE.id);
    const chosen = await bought(
      await buy(app, customer, {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 10,
        numbers: [2, 5],
      }),
    );
    const quick = await bought(
      await buy(app, customer, {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 2.5,
        quickPick: 3,
      }),
    );
    expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 1_250);

    const drawn = await drawNow(app, SURE.id);
    expect(drawn.id).toBe(draw.id);
    // 2 of 2 matched: × 2.25; 3 of 3: × 3.
    const wins = [Math.floor((1_000 * 225) / 100), Math.floor((250 * 300) / 100)];
    expect(wins).toEqual([2_250, 750]);
    const expected = DEPOSIT - 1_250 + 2_250 + 750;
    expect(await balanceOf(database, customer.mainAccountId)).toBe(expected);
    expect(drawn.winners).toEqual([{ currencyId: 643, tickets: 2, paid: 30 }]);

    // The draw again (test control's path and the sweep's), and another sweep: nothing more.
    expect((await runDraw(deps, String(draw.id), { force: true }))?.status).toBe('drawn');
    await sweepDraws(deps);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(expected);
    expect(await movementsOf(database, `lotto:win:${chosen.ticket.id}`)).toEqual([
      { kind: 'lotto_win', amounts: [-2_250, 2_250] },
    ]);
    expect(await movementsOf(database, `lotto:win:${quick.ticket.id}`)).toEqual([
      { kind: 'lotto_win', amounts: [-750, 750] },
    ]);

    const mine = await get<{ items: LottoTicketView[] }>(
      app,
      `/web-api/lotto/tickets?lotteryId=${SURE.id}`,
      customer.headers,
    );
    expect(mine.items.map((t) => [t.id, t.status, t.win, t.matched])).toEqual([
      [quick.ticket.id, 'won', 7.5, 3],
      [chosen.ticket.id, 'won', 22.5, 2],
    ]);
    for (const t of mine.items) {
      expect(t.drawnNumbers).toEqual(drawn.numbers);
      expect(t.settledAt).not.toBeNull();
    }

    // The bets history lists them as the lotto list does, alone or among every product, by status.
    const history = async (query: string) => {
      const res = await app.inject({
        url: `/web-api/bets/history?${query}`,
        headers: customer.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ entries: { kind: string; ticket?: LottoTicketView }[]; total: number }>();
    };
    for (const product of ['lotto', 'all']) {
      const page = await history(`product=${product}`);
      expect(page.entries).toEqual(mine.items.map((ticket) => ({ kind: 'lotto', ticket })));
    }
    expect((await history('product=lotto&status=won')).total).toBe(2);
    expect((await history('product=lotto&status=lost')).total).toBe(0);
    expect((await history('product=toto')).total).toBe(0);
  });

  it('pays a 6 of 45 draw by the prize table: each ticket what its matched count wins', async () => {
    const customer = await fundedCustomer(app, database, DEPOSIT);
    const draw = await openDraw(app, SIX_OF_45.id);
    const tickets: LottoTicketView[] = [];
    for (let i = 0; i < 6; i += 1) {
      tickets.push(
        (
          await bought(
            await buy(app, customer, {
              drawId: draw.id,
              accountId: customer.mainAccountId,
              stake: 100,
              quickPick: 6,
            }),
          )
        ).ticket,
      );
    }
    const drawn = await drawNow(app, SIX_OF_45.id);
    let won = 0;
    const mine = await get<{ items: LottoTicketView[] }>(
      app,
      '/web-api/lotto/tickets?pageSize=100',
      customer.headers,
    );
    for (const ticket of tickets) {
      const win = lottoTicketWin(SIX_OF_45, 10_000, ticket.numbers, drawn.numbers!);
      won += win;
      const after = mine.items.find((t) => t.id === ticket.id)!;
      expect(after.matched).toBe(matchedCount(ticket.numbers, drawn.numbers!));
      expect(after.win).toBe(win / 100);
      expect(after.status).toBe(win > 0 ? 'won' : 'lost');
    }
    expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 60_000 + won);
  });

  describe('refuses bad input with nothing written', () => {
    let customer: Customer;
    let other: Customer;
    let drawId: number;
    let nordDrawId: number;
    beforeAll(async () => {
      customer = await fundedCustomer(app, database, DEPOSIT);
      other = await fundedCustomer(app, database, DEPOSIT);
      drawId = (await openDraw(app, SIX_OF_45.id)).id;
      nordDrawId = (await catalog(app, { host: NORD.host }))[0]!.openDraw!.id;
    });
    const base = () => ({
      drawId,
      accountId: customer.mainAccountId,
      stake: 100,
      numbers: [1, 2, 3, 4, 5, 6],
    });

    it('400s: the shape, the numbers, the quick pick, naming the field', async () => {
      const { numbers: _n, ...withoutNumbers } = base();
      const cases: [Record<string, unknown>, string][] = [
        [withoutNumbers, 'numbers'],
        [{ ...base(), quickPick: 6 }, 'quickPick'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5] }, 'numbers'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5, 6, 7] }, 'numbers'],
        [{ ...base(), numbers: [] }, 'numbers'],
        [{ ...base(), numbers: [1, 2, 3, 3, 5, 6] }, 'numbers/3'],
        [{ ...base(), numbers: [1, 2, 46, 4, 5, 6] }, 'numbers/2'],
        [{ ...base(), numbers: [0, 2, 3, 4, 5, 6] }, 'numbers/0'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5, -6] }, 'numbers/5'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5, 6.5] }, 'numbers'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5, '6'] }, 'numbers'],
        [{ ...base(), numbers: [1, 2, 3, 4, 5, 1e9] }, 'numbers'],
        [{ ...withoutNumbers, quickPick: 5 }, 'quickPick'],
        [{ ...withoutNumbers, quickPick: 0 }, 'quickPick'],
        [{ ...withoutNumbers, quickPick: 1.5 }, 'quickPick'],
        [{ ...base(), stake: -1 }, 'stake'],
        [{ ...base(), stake: 'x' }, 'stake'],
        [{ ...base(), drawId: 0 }, 'drawId'],
        [{ ...base(), accountId: 'a' }, 'accountId'],
        [{ ...base(), extra: true }, 'extra'],
      ];
      const before = await writeSnapshot(database);
      for (const [body, field] of cases) {
        const res = await buy(app, customer, body);
        expect(res.statusCode, JSON.stringify(body) + res.body).toBe(400);
        expect(res.json<{ field?: string }>().field, JSON.stringify(body)).toBe(field);
      }
      const noKey = await buy(app, customer, base(), null);
      expect(noKey.statusCode).toBe(400);
      expect(await writeSnapshot(database)).toBe(before);
    });

    it('409s: stake off the rules, another customer account, unknown or closed draw', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base(), stake: 75 }, 'stake_off_step'],
        [{ ...base(), stake: 100.001 }, 'stake_off_step'],
        [{ ...base(), stake: 25 }, 'stake_below_min'],
        [{ ...base(), stake: 0 }, 'stake_below_min'],
        [{ ...base(), stake: 5050 }, 'stake_above_max'],
        [{ ...base(), accountId: other.mainAccountId }, 'account_unavailable'],
        [{ ...base(), accountId: customer.bonusAccountId }, 'account_unavailable'],
        [{ ...base(), accountId: 999_999_999 }, 'account_unavailable'],
        [{ ...base(), drawId: 999_999_999 }, 'draw_unknown'],
        // Another brand's draw (this request's brand is aurora).
        [{ ...base(), drawId: nordDrawId }, 'draw_unknown'],
        [{ ...base(), stake: 5000, numbers: [1, 2, 3, 4, 5, 6] }, 'insufficient_funds'],
      ];
      // A customer with less than the largest stake.
      const poor = await fundedCustomer(app, database, 100_000);
      const before = await writeSnapshot(database);
      for (const [body, code] of cases) {
        const who = code === 'insufficient_funds' ? poor : customer;
        const payload =
          code === 'insufficient_funds' ? { ...body, accountId: poor.mainAccountId } : body;
        const res = await buy(app, who, payload);
        expect(res.statusCode, JSON.stringify(body) + res.body).toBe(409);
        const answer = res.json<{ ok: boolean; refusals: { code: string }[] }>();
        expect(answer.ok).toBe(false);
        expect(
          answer.refusals.map((r) => r.code),
          JSON.stringify(body),
        ).toContain(code);
      }
      // A drawn draw sells nothing more.
      const drawn = await drawNow(app, SURE.id);
      const closed = await buy(app, customer, {
        drawId: drawn.id,
        accountId: customer.mainAccountId,
        stake: 10,
        numbers: [1],
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
      expect(await writeSnapshot(database)).toBe(before);
    });

    it('refuses a draw once its close time has passed on the world clock', async () => {
      const draw = await openDraw(app, SURE.id);
      const close = Date.parse(draw.closesAt);
      const before = await writeSnapshot(database);
      clock.advance(close - clock.now());
      const res = await buy(app, customer, {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 10,
        numbers: [1, 2],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
      expect(await writeSnapshot(database)).toBe(before);
      // A page asking for the lottery now gets the next draw; the due one is drawn.
      const next = await openDraw(app, SURE.id);
      expect(next.number).toBe(draw.number + 1);
      expect(Date.parse(next.closesAt)).toBeGreaterThan(clock.now());
      await sweepDraws(deps);
      expect((await get<{ status: string }>(app, `/web-api/lotto/draws/${draw.id}`)).status).toBe(
        'drawn',
      );
    });

    it('refuses a stake beyond the wagering limit, with what is left', async () => {
      const limited = await fundedCustomer(app, database, DEPOSIT);
      const set = await limitCall(app, limited, 'POST', 'limits', {
        limits: [{ type: 1, limitValue: 100_000 }],
      });
      expect(set.statusCode, set.body).toBe(200);
      const before = await writeSnapshot(database);
      const res = await buy(app, limited, {
        ...base(),
        accountId: limited.mainAccountId,
        stake: 1500,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        ok: false,
        refusals: [{ code: 'limit_wagering_exceeded', limit: 1000 }],
      });
      expect(await writeSnapshot(database)).toBe(before);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the first ticket again for the same body, 422 for another', async () => {
      const customer = await fundedCustomer(app, database, DEPOSIT);
      const draw = await openDraw(app, SIX_OF_45.id);
      const key = newKey();
      const body = {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 50,
        quickPick: 6,
      };
      const first = await bought(await buy(app, customer, body, key));
      const snapshot = await writeSnapshot(database);
      // The same quick pick again: the same ticket and numbers, no second stake.
      const again = await bought(await buy(app, customer, { ...body }, key));
      expect(again).toEqual(first);
      const other = await buy(app, customer, { ...body, stake: 100 }, key);
      expect(other.statusCode).toBe(422);
      expect(await writeSnapshot(database)).toBe(snapshot);
      expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 5_000);
      // Another customer may use the same key for a ticket of their own.
      const second = await fundedCustomer(app, database, DEPOSIT);
      const theirs = await bought(
        await buy(app, second, { ...body, accountId: second.mainAccountId }, key),
      );
      expect(theirs.ticket.id).not.toBe(first.ticket.id);
    });

    it('books one ticket for the same key sent many times at once', async () => {
      const customer = await fundedCustomer(app, database, DEPOSIT);
      const draw = await openDraw(app, SIX_OF_45.id);
      const key = newKey();
      const body = {
        drawId: draw.id,
        accountId: customer.mainAccountId,
        stake: 50,
        numbers: [4, 8, 15, 16, 23, 42],
      };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => buy(app, customer, body, key)),
      );
      const ids = new Set(answers.map((a) => a.json<{ ticket: { id: number } }>().ticket.id));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(ids.size).toBe(1);
      expect(await balanceOf(database, customer.mainAccountId)).toBe(DEPOSIT - 5_000);
    });
  });

  it('leaves the ledger sound, the lotto account holding stakes less wins paid', async () => {
    expect((await checkLedger(database.db)).problems).toEqual([]);
    const { rows } = await sql<{ stakes: string | number; wins: string | number }>`
      select coalesce(sum(t.stake), 0) as stakes,
        coalesce(sum(t.win) filter (where t.status = 'won'), 0) as wins
      from lotto_tickets t join lotto_draws d on d.id = t.draw_id
      where d.brand = 'aurora' and t.currency_id = 643`.execute(database.db);
    expect(await houseBalance()).toBe(Number(rows[0]!.stakes) - Number(rows[0]!.wins));
  });
});
