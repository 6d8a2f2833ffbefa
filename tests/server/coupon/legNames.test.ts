// Booked legs named in the page's language: the place answer, one coupon and the bets history
// name each leg's market, outcome and teams in `lng` (ru by default), as the sports API names that
// market, from what the leg stored at placement; legs booked before the English team names were
// stored (0006_coupon_leg_names) read the Russian team names in every language.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_TYPE } from '../../../domain/sports/pricing/fairMarket';
import { GameStatus, type GameDetails } from '../../../domain/sports/types';
import * as legNamesMigration from '../../../server/db/migrations/0006_coupon_leg_names';
import type { AppDatabase } from '../../../server/db/index';
import type { SportsFeed } from '../../../server/sports/feed/types';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  betOf,
  buildCouponServer,
  fundedCustomer,
  linePicks,
  newKey,
  PLACE_URL,
  place,
  type Customer,
  type Pick,
} from './couponTestKit';

afterAll(removeTempDirs);

const LANGUAGES = ['ru', 'en', 'ar'] as const;
type Lng = (typeof LANGUAGES)[number];

interface Leg {
  outcomeId: number;
  gameId: number;
  marketName: string;
  outcomeName: string;
  opponents: string[];
}
interface Coupon {
  id: number;
  legs: Leg[];
}
interface Names {
  marketName: string;
  outcomeName: string;
  opponents: string[];
}

/**
 * The simulated provider with Russian team names (the simulator names teams alike in both): each
 * game it adds names its teams "Команда <id>", the English names as they were.
 */
function russianTeamNames(inner: SportsFeed): SportsFeed {
  return {
    start: () => inner.start(),
    stop: () => inner.stop(),
    onDelta: (listener) =>
      inner.onDelta((delta) =>
        listener(
          delta.created
            ? {
                ...delta,
                created: {
                  ...delta.created,
                  opponents: delta.created.opponents.map((o) => ({
                    ...o,
                    name: `Команда ${o.id}`,
                  })),
                },
              }
            : delta,
        ),
      ),
  };
}

/** A line game's unblocked total market (a line in its names), on a game none of `taken` is on. */
async function totalPick(app: FastifyInstance, taken: readonly Pick[]): Promise<Pick> {
  const res = await app.inject({ url: '/web-api/sports/games?type=line&limit=300' });
  const games = res.json<{ games: GameDetails[] }>().games;
  for (const game of games) {
    // Live-in-live games count as live bets before kick-off (SPEC section 4): not line picks.
    if (game.status !== GameStatus.NotStarted || game.isLiveInLive) continue;
    if (taken.some((p) => p.game.id === game.id)) continue;
    const market = game.markets.find(
      (m) =>
        m.typeId === MARKET_TYPE.total &&
        m.param !== undefined &&
        !m.isBannedExpress &&
        m.outcomes.every((o) => !o.isBlocked && o.coef >= 1.2 && o.coef <= 10),
    );
    if (market) return { game, market, outcome: market.outcomes[0]! };
  }
  throw new Error('No line game with a total market');
}

describe.each(databaseBackends())('booked leg names on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let customer: Customer;
  let picks: Pick[];
  let body: Record<string, unknown>;
  const key = newKey();
  let placed: LightMyRequestResponse;
  /** What the sports API names each pick's market, outcome and teams, by language. */
  const shown: Record<Lng, Names[]> = { ru: [], en: [], ar: [] };

  const names = (legs: Leg[]): Names[] =>
    legs.map(({ marketName, outcomeName, opponents }) => ({ marketName, outcomeName, opponents }));
  const couponOf = async (id: number, lng?: Lng) => {
    const res = await app.inject({
      url: `/web-api/coupon/${id}${lng ? `?lng=${lng}` : ''}`,
      headers: customer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Coupon>();
  };
  const historyOf = async (lng?: Lng) => {
    const res = await app.inject({
      url: `/web-api/bets/history${lng ? `?lng=${lng}` : ''}`,
      headers: customer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Coupon[] }>().items;
  };

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildCouponServer(database, { provider: russianTeamNames }));
    const results = await linePicks(app, 2);
    picks = [...results, await totalPick(app, results)];
    customer = await fundedCustomer(app, database, 1_000_000);
    for (const lng of LANGUAGES) {
      for (const pick of picks) {
        const res = await app.inject({ url: `/web-api/sports/games/${pick.game.id}?lng=${lng}` });
        expect(res.statusCode, res.body).toBe(200);
        const { game } = res.json<{ game: GameDetails }>();
        const market = game.markets.find((m) => m.id === pick.market.id)!;
        shown[lng].push({
          marketName: market.name,
          outcomeName: market.outcomes.find((o) => o.id === pick.outcome.id)!.name,
          opponents: game.opponents.map((o) => o.name),
        });
      }
    }
    body = {
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: 100,
      changeCoefAction: 2,
      bets: picks.map((p) => betOf(p)),
    };
    placed = await app.inject({
      method: 'POST',
      url: `${PLACE_URL}?lng=en`,
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: body,
    });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('the sports API names these markets, outcomes and teams differently in ru, en and ar', () => {
    for (const [i, ru] of shown.ru.entries()) {
      expect(shown.en[i]!.marketName).not.toBe(ru.marketName);
      expect(shown.ar[i]!.marketName).not.toBe(ru.marketName);
      expect(shown.ar[i]!.marketName).not.toBe(shown.en[i]!.marketName);
      expect(shown.en[i]!.outcomeName).not.toBe(ru.outcomeName);
      expect(shown.en[i]!.opponents).not.toEqual(ru.opponents);
      expect(shown.ar[i]!.opponents).not.toEqual(ru.opponents);
    }
  });

  it('answers the placement with legs named in its lng', () => {
    expect(placed.statusCode, placed.body).toBe(200);
    const [coupon] = placed.json<{ coupons: Coupon[] }>().coupons;
    expect(names(coupon!.legs)).toEqual(shown.en);
  });

  it('names a replayed placement in the repeat request lng', async () => {
    for (const lng of LANGUAGES) {
      const res = await app.inject({
        method: 'POST',
        url: `${PLACE_URL}?lng=${lng}`,
        headers: { ...customer.headers, 'idempotency-key': key },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<{ coupons: Coupon[]; balance: number }>();
      expect(names(answer.coupons[0]!.legs)).toEqual(shown[lng]);
      expect(answer.balance).toBe(placed.json<{ balance: number }>().balance);
    }
    const plain = await place(app, customer, body, key);
    expect(names(plain.json<{ coupons: Coupon[] }>().coupons[0]!.legs)).toEqual(shown.ru);
  });

  it('names one coupon and the history in lng, ru by default', async () => {
    const id = placed.json<{ coupons: Coupon[] }>().coupons[0]!.id;
    for (const lng of LANGUAGES) {
      expect(names((await couponOf(id, lng)).legs)).toEqual(shown[lng]);
      const item = (await historyOf(lng)).find((c) => c.id === id)!;
      expect(names(item.legs)).toEqual(shown[lng]);
    }
    expect(names((await couponOf(id)).legs)).toEqual(shown.ru);
    expect(names((await historyOf()).find((c) => c.id === id)!.legs)).toEqual(shown.ru);
  });

  it('refuses a language it does not name in', async () => {
    const id = placed.json<{ coupons: Coupon[] }>().coupons[0]!.id;
    const res = await app.inject({
      url: `/web-api/coupon/${id}?lng=de`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(400);
    const history = await app.inject({
      url: '/web-api/bets/history?lng=xx',
      headers: customer.headers,
    });
    expect(history.statusCode).toBe(400);
  });

  it('legs booked before the English team names keep the Russian ones (the backfill)', async () => {
    const id = placed.json<{ coupons: Coupon[] }>().coupons[0]!.id;
    // As a database migrated before 0006 holds them: no opponents_en, then the migration.
    const db = database.db as unknown as Kysely<unknown>;
    await legNamesMigration.down(db);
    await legNamesMigration.up(db);
    const en = names((await couponOf(id, 'en')).legs);
    expect(en.map((l) => l.opponents)).toEqual(shown.ru.map((l) => l.opponents));
    expect(en.map((l) => [l.marketName, l.outcomeName])).toEqual(
      shown.en.map((l) => [l.marketName, l.outcomeName]),
    );
  });
});
