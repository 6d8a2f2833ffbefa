// POST /web-api/coupon/save and GET /web-api/coupon/load/{code}: selections saved under a code
// (guests too) and loaded with the current prices and names; bets whose game is gone are left
// out and counted.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStatus } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { SAVED_CODE_ALPHABET } from '../../../server/coupon/savedCoupons';
import { TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { buildCouponServer, linePicks, type ControlledFeed, type Pick } from './couponTestKit';

afterAll(removeTempDirs);

interface Loaded {
  typeId: number;
  systemValue: number | null;
  missingCount: number;
  bets: {
    outcomeId: number;
    gameId: number;
    coef: number;
    isBlocked: boolean;
    marketName: string;
    outcomeName: string;
    sportName: string;
    opponents: { name: string }[];
  }[];
}

describe.each(databaseBackends())('saved coupons on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let feed: ControlledFeed;
  let picks: Pick[];

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, feed } = await buildCouponServer(database));
    picks = await linePicks(app, 3);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const save = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/web-api/coupon/save',
      headers: { origin: TEST_ORIGIN },
      payload: payload as Record<string, unknown>,
    });
  const load = async (code: string, query = ''): Promise<Loaded> => {
    const res = await app.inject({ url: `/web-api/coupon/load/${code}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Loaded>();
  };

  it('saves as a guest and loads with current prices and names', async () => {
    const res = await save({
      typeId: 2,
      systemValue: 2,
      bets: picks.map((p) => ({ outcomeId: p.outcome.id, gameId: p.game.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { code } = res.json<{ code: string }>();
    expect(code).toHaveLength(8);
    for (const ch of code) expect(SAVED_CODE_ALPHABET).toContain(ch);

    const first = picks[0]!;
    const newCoef = Math.round((first.outcome.coef + 0.5) * 100) / 100;
    feed.push({
      gameId: first.game.id,
      outcomes: [{ id: first.outcome.id, coef: newCoef, isBlocked: true }],
    });
    const loaded = await load(code);
    expect(loaded).toMatchObject({ typeId: 2, systemValue: 2, missingCount: 0 });
    expect(loaded.bets.map((b) => b.outcomeId)).toEqual(picks.map((p) => p.outcome.id));
    expect(loaded.bets[0]).toMatchObject({ coef: newCoef, isBlocked: true });
    expect(loaded.bets[1]!.marketName).not.toBe('');
    expect(loaded.bets[1]!.opponents).toHaveLength(2);
    // Lower case is the same code; names follow lng.
    const english = await load(code.toLowerCase(), '?lng=en');
    expect(english.bets.map((b) => b.outcomeId)).toEqual(loaded.bets.map((b) => b.outcomeId));
    expect(english.bets[0]!.sportName).not.toBe(loaded.bets[0]!.sportName);
  });

  it('leaves out bets whose game is gone and says how many', async () => {
    const res = await save({
      typeId: 1,
      bets: [
        ...picks.slice(1).map((p) => ({ outcomeId: p.outcome.id, gameId: p.game.id })),
        { outcomeId: 999_999_991, gameId: 999_999_992 },
      ],
    });
    const { code } = res.json<{ code: string }>();
    const gone = picks[2]!;
    feed.push({ gameId: gone.game.id, status: GameStatus.Finished, finished: true });
    feed.push({ gameId: gone.game.id, removed: true });
    const loaded = await load(code);
    expect(loaded.missingCount).toBe(2);
    expect(loaded.bets.map((b) => b.outcomeId)).toEqual([picks[1]!.outcome.id]);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await app.inject({ url: '/web-api/coupon/load/ZZZZZZZZ' });
    expect(res.statusCode).toBe(404);
  });
});
