// Trading's liability (docs/back-office.md "Trading"): per event and outcome against a brute-force
// sum over the open coupons, kept exact through a lost leg, a cash-out, a resettlement and the
// folding of the events' sums.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EventExposure, EventLiability } from '../../../domain/trading/contract';
import { compactExposure, eventsExposure } from '../../../server/trading/liability';
import { settleOnFeedClock, type Pick } from '../coupon/couponTestKit';
import { databaseBackends } from '../testServer';
import { resettleFirstOutcome } from '../coupon/settlementKit';
import { minor, tradingSuiteFor } from './tradingHarness';

interface Booked {
  amount: number;
  possibleWin: number;
  legs: { gameId: number; outcomeId: number }[];
}

describe.each(databaseBackends())('trading on $name', (backend) => {
  const trading = tradingSuiteFor(backend);
  const { take, placeOk, storeResult, get } = trading;

  it('sums liability per outcome and per event as a brute force over the open coupons does', async () => {
    const { database, clock } = trading;
    const picks = take(5);
    const booked: Booked[] = [];
    const bet = (p: Pick, k: number) => ({
      outcomeId: p.market.outcomes[k]!.id,
      gameId: p.game.id,
      coef: p.market.outcomes[k]!.coef,
    });
    // Singles on several outcomes of each market, and expresses across the games.
    for (const [i, p] of picks.entries()) {
      const bets = p.market.outcomes.map((_, k) => bet(p, k));
      const coupons = await placeOk({ typeId: 9, amount: 100 + 10 * i, bets });
      coupons.forEach((c, k) =>
        booked.push({
          amount: minor(c.amount),
          possibleWin: minor(c.possibleWin),
          legs: [{ gameId: p.game.id, outcomeId: bets[k]!.outcomeId }],
        }),
      );
    }
    for (const [i, legs] of [
      [picks[0]!, picks[1]!, picks[2]!],
      [picks[1]!, picks[3]!],
      [picks[4]!, picks[0]!],
    ].entries()) {
      const bets = legs.map((p, j) => bet(p, (i + j) % p.market.outcomes.length));
      const [c] = await placeOk({ typeId: 1, amount: 200 + 10 * i, bets });
      booked.push({
        amount: minor(c!.amount),
        possibleWin: minor(c!.possibleWin),
        legs: bets.map((b) => ({ gameId: b.gameId, outcomeId: b.outcomeId })),
      });
    }
    // Picks[2]'s home side loses: its singles settle, the express with that leg stays open but
    // can no longer win (it leaves the book).
    const lostOutcome = picks[2]!.market.outcomes[0]!.id;
    await storeResult(picks[2]!.game, 'lost');
    await settleOnFeedClock(database, clock, { gameIds: [picks[2]!.game.id] });
    const live = booked.filter(
      (c) =>
        !c.legs.some((l) => l.outcomeId === lostOutcome) &&
        !(c.legs.length === 1 && c.legs[0]!.gameId === picks[2]!.game.id),
    );

    const byOutcome = new Map<number, { coupons: number; stakes: number; liability: number }>();
    const byGame = new Map<number, { coupons: number; stakes: number; liability: number }>();
    const add = (
      map: Map<number, { coupons: number; stakes: number; liability: number }>,
      key: number,
      c: Booked,
    ) => {
      const sum = map.get(key) ?? { coupons: 0, stakes: 0, liability: 0 };
      sum.coupons += 1;
      sum.stakes += c.amount;
      sum.liability += c.possibleWin - c.amount;
      map.set(key, sum);
    };
    for (const c of live) {
      for (const leg of c.legs) add(byOutcome, leg.outcomeId, c);
      for (const gameId of new Set(c.legs.map((l) => l.gameId))) add(byGame, gameId, c);
    }

    const { events } = await get<{ events: EventExposure[] }>('/operator-api/trading/events');
    const shownGames = new Map(
      events
        .filter((e) => picks.some((p) => p.game.id === e.gameId))
        .map((e) => [e.gameId, { coupons: e.coupons, stakes: e.stakes, liability: e.liability }]),
    );
    expect(shownGames).toEqual(byGame);
    const shownOutcomes = new Map<number, { coupons: number; stakes: number; liability: number }>();
    for (const p of picks) {
      const detail = await get<EventLiability>(`/operator-api/trading/events/${p.game.id}`);
      for (const market of detail.markets) {
        for (const o of market.outcomes) {
          shownOutcomes.set(o.outcomeId, {
            coupons: o.coupons,
            stakes: o.stakes,
            liability: o.liability,
          });
        }
      }
      for (const c of detail.largest) expect(c.possibleWin).toBeGreaterThan(c.amount);
    }
    expect(shownOutcomes).toEqual(byOutcome);

    // A new bet moves the figures at the next read.
    const p = picks[3]!;
    const [extra] = await placeOk({ typeId: 9, amount: 70, bets: [bet(p, 0)] });
    const after = await get<EventLiability>(`/operator-api/trading/events/${p.game.id}`);
    const outcome = after.markets
      .flatMap((m) => m.outcomes)
      .find((o) => o.outcomeId === p.market.outcomes[0]!.id)!;
    const before = byOutcome.get(p.market.outcomes[0]!.id)!;
    expect(outcome.liability).toBe(
      before.liability + minor(extra!.possibleWin) - minor(extra!.amount),
    );
  });

  it("keeps the events' sums exact through a lost leg, a cash-out, a resettlement and a fold", async () => {
    const { app, database, clock, customer, trader } = trading;
    // The brute force: every open coupon without a lost leg, once for each game of its legs.
    const bruteForce = async () => {
      const { rows } = await sql<{
        game_id: string | number;
        currency_id: number;
        coupons: string | number;
        stakes: string | number;
        liability: string | number;
      }>`
        select l.game_id, c.currency_id, count(*) as coupons, sum(c.amount) as stakes,
          sum(c.possible_win - c.amount) as liability
        from coupons c join (select distinct coupon_id, game_id from coupon_legs) l
          on l.coupon_id = c.id
        where c.status = 'open' and not exists (
          select 1 from coupon_legs x where x.coupon_id = c.id and x.result = 'lost')
        group by l.game_id, c.currency_id`.execute(database.db);
      return new Map(
        rows.map((r) => [
          `${r.game_id}:${r.currency_id}`,
          { coupons: Number(r.coupons), stakes: Number(r.stakes), liability: Number(r.liability) },
        ]),
      );
    };
    const shownSums = async () =>
      new Map(
        (await eventsExposure(database.db, 500)).map((e) => [
          `${e.gameId}:${e.currencyId}`,
          { coupons: e.coupons, stakes: e.stakes, liability: e.liability },
        ]),
      );
    const expectExact = async (step: string) =>
      expect(await shownSums(), step).toEqual(await bruteForce());

    const [a, b, c] = take(3);
    const home = (p: Pick) => ({
      outcomeId: p.market.outcomes[0]!.id,
      gameId: p.game.id,
      coef: p.market.outcomes[0]!.coef,
    });
    const [express] = await placeOk({ typeId: 1, amount: 150, bets: [home(a!), home(b!)] });
    await placeOk({ typeId: 9, amount: 120, bets: [home(a!)] });
    const [single] = await placeOk({ typeId: 9, amount: 110, bets: [home(c!)] });
    await expectExact('placed');
    const expressOn = async (gameId: number) =>
      (await get<EventLiability>(`/operator-api/trading/events/${gameId}`)).largest.some(
        (l) => l.couponId === express!.id,
      );
    expect(await expressOn(b!.game.id)).toBe(true);

    // A whole cash-out takes the coupon off.
    const offer = await app.inject({
      url: `/web-api/coupon/cash-out/offers?ids=${single!.id}`,
      headers: customer.headers,
    });
    const value = offer.json<{ offers: { value: number | null }[] }>().offers[0]!.value;
    expect(value).toBeGreaterThan(0);
    const cashed = await app.inject({
      method: 'POST',
      url: `/web-api/coupon/${single!.id}/cash-out`,
      headers: { ...customer.headers, 'idempotency-key': `liability-${single!.id}` },
      payload: { value },
    });
    expect(cashed.statusCode, cashed.body).toBe(200);
    await expectExact('cashed out');

    // A's home side loses: the single on it settles lost, the express keeps its leg on B open but
    // leaves the book on both games.
    await storeResult(a!.game, 'lost');
    await settleOnFeedClock(database, clock, { gameIds: [a!.game.id] });
    await expectExact('a leg lost');
    expect(await expressOn(b!.game.id)).toBe(false);

    // Resettled as won: the express stands to win again, the single is settled won.
    const resettled = await resettleFirstOutcome(app, trader, a!, 'won');
    expect(resettled.statusCode, resettled.body).toBe(200);
    await expectExact('resettled');
    expect(await expressOn(b!.game.id)).toBe(true);

    // Folding the rows changes no figure and leaves one row a game and currency.
    const before = await shownSums();
    expect(await compactExposure(database.db)).toBeGreaterThan(0);
    expect(await shownSums()).toEqual(before);
    await expectExact('folded');
    const { rows } = await sql<{ rows: string | number; groups: string | number }>`
      select count(*) as rows, count(distinct (game_id, currency_id)) as groups
      from trading_exposure`.execute(database.db);
    expect(Number(rows[0]!.rows)).toBe(Number(rows[0]!.groups));
  });
});
