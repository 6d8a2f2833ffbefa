// The lotto catalogue and draw views: a draw on sale per lottery opened on demand with only its
// seed's hash published, the seed and numbers revealed once drawn (and recomputed by
// verifyLottoDraw), past draws newest first, brands kept apart, and bad URLs refused as 4xx.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../../domain/casino/fairness';
import { nextDrawClose, verifyLottoDraw, type LottoDrawView } from '../../../domain/lotto/index';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  buildLottoServer,
  catalog,
  drawNow,
  get,
  NORD,
  NORD_KENO,
  openDraw,
  SIX_OF_45,
  START,
  SURE,
} from './lottoTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('lotto catalogue and draws on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app } = await buildLottoServer(database));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("lists the brand's lotteries in config order, each with a draw on sale", async () => {
    const lotteries = await catalog(app);
    expect(lotteries.map((l) => l.id)).toEqual([SIX_OF_45.id, SURE.id]);
    const six = lotteries[0]!;
    expect(six).toMatchObject({
      nameKey: SIX_OF_45.nameKey,
      of: 45,
      drawn: 6,
      pickMin: 6,
      pickMax: 6,
      stake: SIX_OF_45.stake,
      drawEveryMinutes: 60,
      prizes: SIX_OF_45.prizes,
      lastDraw: null,
    });
    expect(six.openDraw).toMatchObject({
      lotteryId: SIX_OF_45.id,
      number: 1,
      status: 'open',
      closesAt: new Date(nextDrawClose(START, 60)).toISOString(),
      drawnAt: null,
      serverSeed: null,
      numbers: null,
      tickets: 0,
    });
    expect(six.openDraw!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(six.openDraw).not.toHaveProperty('winners');
    // Asked again: the same draw, not another one.
    const again = await catalog(app);
    expect(again.map((l) => l.openDraw!.id)).toEqual(lotteries.map((l) => l.openDraw!.id));
    const stored = await database.db
      .selectFrom('lotto_draws')
      .select(['id'])
      .where('status', '=', 'open')
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('never answers the seed of an open draw, anywhere', async () => {
    const open = await openDraw(app, SIX_OF_45.id);
    const row = await database.db
      .selectFrom('lotto_draws')
      .select('server_seed')
      .where('id', '=', String(open.id))
      .executeTakeFirstOrThrow();
    expect(await hashServerSeed(row.server_seed)).toBe(open.serverSeedHash);
    const answers = [
      await app.inject({ url: '/web-api/lotto/catalog' }),
      await app.inject({ url: `/web-api/lotto/lotteries/${SIX_OF_45.id}` }),
      await app.inject({ url: `/web-api/lotto/draws/${open.id}` }),
      await app.inject({ url: '/web-api/lotto/results' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(row.server_seed);
    }
  });

  it('reveals the seed and numbers once drawn, and they verify', async () => {
    const open = await openDraw(app, SIX_OF_45.id);
    const drawn = await drawNow(app, SIX_OF_45.id);
    expect(drawn).toMatchObject({ id: open.id, status: 'drawn', number: open.number });
    expect(drawn.serverSeedHash).toBe(open.serverSeedHash);
    expect(drawn.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.numbers).toHaveLength(6);
    expect(drawn.drawnAt).not.toBeNull();
    expect(drawn.winners).toEqual([]);
    const check = await verifyLottoDraw(
      {
        serverSeed: drawn.serverSeed!,
        serverSeedHash: drawn.serverSeedHash,
        number: drawn.number,
        numbers: drawn.numbers!,
      },
      SIX_OF_45,
    );
    expect(check).toMatchObject({ seedMatchesHash: true, numbersMatch: true });
    // The same view from the draw's own URL; the next draw is on sale with a new seed.
    expect(await get(app, `/web-api/lotto/draws/${drawn.id}`)).toEqual(drawn);
    const view = await get<{ openDraw: LottoDrawView; lastDraw: LottoDrawView }>(
      app,
      `/web-api/lotto/lotteries/${SIX_OF_45.id}`,
    );
    expect(view.lastDraw).toEqual(drawn);
    expect(view.openDraw.number).toBe(drawn.number + 1);
    expect(view.openDraw.serverSeedHash).not.toBe(drawn.serverSeedHash);
    expect(view.openDraw.serverSeed).toBeNull();
  });

  it('lists past draws newest first, per lottery or all, in pages', async () => {
    await drawNow(app, SURE.id);
    await drawNow(app, SIX_OF_45.id);
    const all = await get<{ items: LottoDrawView[]; total: number }>(
      app,
      '/web-api/lotto/results?page=1&pageSize=2',
    );
    expect(all.total).toBe(3);
    expect(all.items.map((d) => [d.lotteryId, d.number])).toEqual([
      [SIX_OF_45.id, 2],
      [SURE.id, 1],
    ]);
    const six = await get<{ items: LottoDrawView[]; total: number; page: number }>(
      app,
      `/web-api/lotto/results?lotteryId=${SIX_OF_45.id}&page=2&pageSize=1`,
    );
    expect(six).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(six.items.map((d) => d.number)).toEqual([1]);
    for (const draw of all.items) {
      expect(draw.status).toBe('drawn');
      expect(draw.serverSeed).not.toBeNull();
    }
  });

  it('keeps brands apart: their own catalogue, draws and results', async () => {
    const nord = await catalog(app, { host: NORD.host });
    expect(nord.map((l) => l.id)).toEqual([NORD_KENO.id]);
    const auroraDraw = await openDraw(app, SIX_OF_45.id);
    const res = await app.inject({
      url: `/web-api/lotto/draws/${auroraDraw.id}`,
      headers: { host: NORD.host },
    });
    expect(res.statusCode).toBe(404);
    const results = await get<{ total: number }>(app, '/web-api/lotto/results', {
      host: NORD.host,
    });
    expect(results.total).toBe(0);
    const other = await app.inject({
      url: `/web-api/lotto/lotteries/${SIX_OF_45.id}`,
      headers: { host: NORD.host },
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers bad URLs with a 4xx naming the input, never a 500', async () => {
    const cases: [string, number, string | undefined][] = [
      ['/web-api/lotto/lotteries/unknown', 404, undefined],
      ['/web-api/lotto/lotteries/Bad%20Id', 400, 'lotteryId'],
      ['/web-api/lotto/draws/999999999', 404, undefined],
      ['/web-api/lotto/draws/abc', 400, 'drawId'],
      ['/web-api/lotto/draws/1e5', 400, 'drawId'],
      ['/web-api/lotto/results?page=0', 400, 'page'],
      ['/web-api/lotto/results?pageSize=101', 400, 'pageSize'],
      ['/web-api/lotto/results?page=1e400', 400, 'page'],
      ['/web-api/lotto/results?lotteryId=%00', 400, 'lotteryId'],
      ['/web-api/lotto/results?other=1', 400, 'other'],
      ['/web-api/lotto/tickets', 401, undefined],
    ];
    for (const [url, status, field] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      if (field) expect(res.json<{ field?: string }>().field, url).toBe(field);
    }
  });

  it('test control refuses a lottery the brand does not have', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test-control/lotto/draw',
      headers: { origin: 'http://localhost' },
      payload: { lotteryId: NORD_KENO.id },
    });
    expect(res.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/test-control/lotto/draw',
      headers: { origin: 'http://localhost' },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});
