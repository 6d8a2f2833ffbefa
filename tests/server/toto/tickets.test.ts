// Buying toto tickets (docs/toto-lotto.md: the HTTP API and bad input): a double pick
// costs unitStake × lines and moves exactly that from the customer's main account to the brand's
// pool through the ledger; every bad ticket is refused (400 naming the game, or 409 refusals) with
// nothing written; the Idempotency-Key answers a repeat with the first ticket, however many race,
// and another body under it is 422; the stake limits apply; the customer's tickets list.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotoDrawView, TotoTicketView } from '../../../domain/toto/index';
import type { AppDatabase } from '../../../server/db/index';
import { checkLedger } from '../../../server/money/ledgerCheck';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import { limitCall } from '../limits/limitsTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  balanceOf,
  buildTotoServer,
  buy,
  buyOk,
  closeDraw,
  fundedCustomer,
  getDraw,
  moneySnapshot,
  newKey,
  poolBalance,
  transactionsOfKind,
  type Customer,
} from './totoTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('toto tickets on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let customer: Customer;
  let draw: TotoDrawView;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock } = await buildTotoServer(database));
    customer = await fundedCustomer(app, database, 1_000_000);
    draw = await getDraw(app);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    drawId: draw.id,
    accountId: customer.mainAccountId,
    unitStake: 10,
    picks: [['1', 'X'], ['1'], ['2'], ['X']],
    ...extra,
  });

  it('costs unitStake × lines for a double pick and moves exactly that to the pool', async () => {
    const before = await balanceOf(database, customer.mainAccountId);
    const poolBefore = await poolBalance(database);
    const { ticket, balance } = await buyOk(
      app,
      customer,
      draw.id,
      [['1', 'X'], ['1'], ['2'], ['X']],
      10,
    );
    expect(ticket).toMatchObject({
      drawId: draw.id,
      drawNumber: draw.number,
      picks: [['1', 'X'], ['1'], ['2'], ['X']],
      lines: 2,
      currencyId: 643,
      unitStake: 10,
      stake: 20,
      win: 0,
      status: 'open',
      correct: null,
      settledAt: null,
    });
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 2000);
    expect(balance).toBe((before - 2000) / 100);
    expect(await poolBalance(database)).toBe(poolBefore + 2000);
    const stakes = await transactionsOfKind(database, 'toto_stake');
    expect(stakes.at(-1)).toEqual({ idempotency_key: `toto:stake:${ticket.id}`, amount: 2000 });
    // The draw's pool shows the stake and the ticket.
    const shown = await getDraw(app);
    expect(shown.pools).toEqual([
      {
        currencyId: 643,
        stakes: 20,
        jackpot: 0,
        tickets: 1,
        tiers: [
          { correct: 4, shareBp: 5000 },
          { correct: 3, shareBp: 3000 },
          { correct: 2, shareBp: 2000 },
        ],
      },
    ]);
    // A triple pick on two games: 9 lines.
    const nine = await buyOk(
      app,
      customer,
      draw.id,
      [['1', 'X', '2'], ['1', 'X', '2'], ['1'], ['2']],
      20,
    );
    expect(nine.ticket.lines).toBe(9);
    expect(nine.ticket.stake).toBe(180);
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });

  it('refuses bad picks with a 400 naming the game, and writes nothing', async () => {
    const cases: [string[][], string][] = [
      [[['1'], ['X'], [], ['2']], 'picks/2'],
      [[['1'], ['1', '1'], ['X'], ['2']], 'picks/1'],
      [[['1'], ['X'], ['2'], ['Y']], 'picks/3'],
      [[['1'], ['X'], ['2'], ['1', 'x']], 'picks/3'],
      [[['1'], ['X'], ['2']], 'picks'],
      [[['1'], ['X'], ['2'], ['1'], ['2']], 'picks'],
      [[], 'picks'],
    ];
    const before = await moneySnapshot(database);
    for (const [picks, field] of cases) {
      const res = await buy(app, customer, body({ picks }), newKey());
      expect(res.statusCode, `${JSON.stringify(picks)}: ${res.body}`).toBe(400);
      expect(res.json<{ reason: string; field: string }>()).toMatchObject({
        reason: 'invalid_field',
        field,
      });
    }
    expect(await moneySnapshot(database)).toBe(before);
  });

  it('refuses bad shapes with a 400, never a 500, and writes nothing', async () => {
    const before = await moneySnapshot(database);
    const bodies: unknown[] = [
      body({ picks: [[1], ['X'], ['2'], ['1']] }),
      body({ picks: ['1', 'X', '2', '1'] }),
      body({ picks: null }),
      body({ unitStake: '10' }),
      body({ unitStake: -10 }),
      body({ drawId: 0 }),
      body({ drawId: 1.5 }),
      body({ accountId: 'main' }),
      body({ extra: true }),
      { drawId: draw.id, accountId: customer.mainAccountId, unitStake: 10 },
      body({ picks: Array.from({ length: 21 }, () => ['1']) }),
      body({ picks: [['1', 'X', '2', '1', 'X', '2', '1'], ['X'], ['2'], ['1']] }),
    ];
    for (const payload of bodies) {
      const res = await buy(app, customer, payload, newKey());
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/web-api/toto/tickets',
      headers: {
        ...customer.headers,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: '{"drawId":',
    });
    expect(broken.statusCode).toBe(400);
    const noKey = await buy(app, customer, body(), null);
    expect(noKey.statusCode).toBe(400);
    const longKey = await buy(app, customer, body(), 'k'.repeat(101));
    expect(longKey.statusCode).toBe(400);
    const guest = await buy(app, { headers: { origin: 'http://localhost' } }, body(), newKey());
    expect(guest.statusCode).toBe(401);
    expect(await moneySnapshot(database)).toBe(before);
  });

  it('refuses stakes off the rules, too many lines and foreign accounts with 409, writing nothing', async () => {
    const other = await fundedCustomer(app, database, 100_000);
    const poor = await fundedCustomer(app, database, 500);
    const before = await moneySnapshot(database);
    const all = ['1', 'X', '2'];
    const cases: [Customer, Record<string, unknown>, { code: string; limit?: number }[]][] = [
      [customer, { unitStake: 15 }, [{ code: 'stake_off_step', limit: 10 }]],
      [customer, { unitStake: 10.001 }, [{ code: 'stake_off_step', limit: 10 }]],
      [customer, { unitStake: 5 }, [{ code: 'stake_below_min', limit: 10 }]],
      [customer, { unitStake: 0 }, [{ code: 'stake_below_min', limit: 10 }]],
      [customer, { unitStake: 5010 }, [{ code: 'stake_above_max', limit: 5000 }]],
      [customer, { picks: [all, all, all, all] }, [{ code: 'too_many_lines', limit: 27 }]],
      [customer, { accountId: other.mainAccountId }, [{ code: 'account_unavailable' }]],
      [customer, { accountId: customer.bonusAccountId }, [{ code: 'account_unavailable' }]],
      [customer, { accountId: 999_999_999 }, [{ code: 'account_unavailable' }]],
      [customer, { drawId: 999_999_999 }, [{ code: 'draw_unknown' }]],
      [poor, { accountId: poor.mainAccountId }, [{ code: 'insufficient_funds' }]],
    ];
    for (const [who, extra, refusals] of cases) {
      const res = await buy(app, who, body(extra), newKey());
      expect(res.statusCode, `${JSON.stringify(extra)}: ${res.body}`).toBe(409);
      expect(res.json()).toEqual({ ok: false, refusals });
    }
    expect(await moneySnapshot(database)).toBe(before);
  });

  it('answers a repeated key with the first ticket, once however many race; another body is 422', async () => {
    const key = newKey();
    const before = await balanceOf(database, customer.mainAccountId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(app, customer, body(), key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const tickets = answers.map((r) => r.json<{ ticket: TotoTicketView }>().ticket);
    expect(new Set(tickets.map((t) => t.id)).size).toBe(1);
    expect(await balanceOf(database, customer.mainAccountId)).toBe(before - 2000);
    const replay = await buy(app, customer, body(), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answers[0]!.json());
    const snapshot = await moneySnapshot(database);
    const other = await buy(app, customer, body({ unitStake: 20 }), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(await moneySnapshot(database)).toBe(snapshot);
    // The key is the customer's: another customer may use it for a ticket of theirs.
    const second = await fundedCustomer(app, database, 10_000);
    const theirs = await buy(app, second, body({ accountId: second.mainAccountId }), key);
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it('applies the wagering limit to toto stakes', async () => {
    const limited = await fundedCustomer(app, database, 500_000);
    const set = await limitCall(app, limited, 'POST', 'limits', {
      limits: [{ type: 1, limitValue: 100_000 }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const own = (extra: Record<string, unknown>) =>
      body({ accountId: limited.mainAccountId, picks: [['1'], ['X'], ['2'], ['1']], ...extra });
    expect((await buy(app, limited, own({ unitStake: 600 }), newKey())).statusCode).toBe(200);
    const before = await moneySnapshot(database);
    const refused = await buy(app, limited, own({ unitStake: 500 }), newKey());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      ok: false,
      refusals: [{ code: 'limit_wagering_exceeded', limit: 400 }],
    });
    expect(await moneySnapshot(database)).toBe(before);
    expect((await buy(app, limited, own({ unitStake: 400 }), newKey())).statusCode).toBe(200);
  });

  it("lists the customer's tickets newest first, paged", async () => {
    const fresh = await fundedCustomer(app, database, 100_000);
    const bought: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { ticket } = await buyOk(
        app,
        fresh,
        draw.id,
        [['1'], ['X'], ['2'], ['1']],
        10 * (i + 1),
      );
      bought.push(ticket.id);
    }
    const res = await app.inject({
      url: '/web-api/toto/tickets?page=1&pageSize=2',
      headers: fresh.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{
      items: TotoTicketView[];
      total: number;
      page: number;
      pageSize: number;
    }>();
    expect(page.total).toBe(3);
    expect(page.items.map((t) => t.id)).toEqual([bought[2], bought[1]]);
    const rest = await app.inject({
      url: '/web-api/toto/tickets?page=2&pageSize=2',
      headers: fresh.headers,
    });
    expect(rest.json<{ items: TotoTicketView[] }>().items.map((t) => t.id)).toEqual([bought[0]]);
  });

  it('shows the tickets in the bets history, alone or among every product, by status', async () => {
    const fresh = await fundedCustomer(app, database, 100_000);
    const { ticket } = await buyOk(app, fresh, draw.id, [['1', '2'], ['X'], ['2'], ['1']], 10);
    const history = async (query: string) => {
      const res = await app.inject({
        url: `/web-api/bets/history?${query}`,
        headers: fresh.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ entries: { kind: string; ticket?: TotoTicketView }[]; total: number }>();
    };
    for (const product of ['toto', 'all']) {
      const page = await history(`product=${product}`);
      expect(page.total).toBe(1);
      expect(page.entries).toEqual([{ kind: 'toto', ticket }]);
    }
    expect((await history('product=toto&status=open')).total).toBe(1);
    expect((await history('product=toto&status=won')).total).toBe(0);
    // Other products, and a coupon type (tickets have none), leave it out.
    expect((await history('product=casino')).total).toBe(0);
    expect((await history('product=lotto')).total).toBe(0);
    expect((await history('product=all&type=1')).total).toBe(0);
  });

  it('refuses a ticket once the draw has closed (its first game started)', async () => {
    closeDraw(clock, draw);
    const before = await moneySnapshot(database);
    const res = await buy(app, customer, body(), newKey());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
    expect(await moneySnapshot(database)).toBe(before);
    // Still closed once a pass marked it so.
    await app.inject({ method: 'POST', url: '/test-control/toto/settle', payload: {} });
    const again = await buy(app, customer, body(), newKey());
    expect(again.json()).toEqual({ ok: false, refusals: [{ code: 'draw_closed' }] });
    expect(await moneySnapshot(database)).toBe(before);
    expect((await checkLedger(database.db)).problems).toEqual([]);
  });
});
