// Toto draws as the API shows them (docs/toto-lotto.md): formed on demand from the
// feed's upcoming line games (football first, start order, a game in one draw only), two kept open
// ahead, formation idempotent however many requests race, names in the request's language, the
// nominees outside any draw, the past draws (none yet), and every bad query a 400.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotoDrawView, TotoGameView, TotoRulesView } from '../../../domain/toto/index';
import type { AppDatabase } from '../../../server/db/index';
import { SPORT_IDS } from '../../../server/sports/catalog';
import type { ManualFeedClock } from '../../../server/sports/feed/clock';
import type { SportsState } from '../../../server/sports/state/sportsState';
import { formDraws } from '../../../server/toto/draws';
import { gameNames } from '../../../server/toto/rules';
import { databaseBackends, removeTempDirs } from '../testServer';
import { buildTotoServer, closeDraw, getDraw, NORD, RULES, settleNow } from './totoTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('toto draws on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let state: SportsState;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    ({ app, clock, state } = await buildTotoServer(database));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const drawCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('toto_draws')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('forms the current and next draws from upcoming football games, in start order', async () => {
    const [first, second] = await Promise.all([
      app.inject({ url: '/web-api/toto/draw' }),
      app.inject({ url: '/web-api/toto/draw?which=next' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const current = first.json<{ draw: TotoDrawView; rules: TotoRulesView }>();
    const next = second.json<{ draw: TotoDrawView; rules: TotoRulesView }>();
    expect(current.rules).toEqual(RULES);
    expect(current.draw.number).toBe(1);
    expect(next.draw.number).toBe(2);
    for (const { draw } of [current, next]) {
      expect(draw.status).toBe('open');
      expect(draw.settledAt).toBeNull();
      expect(draw.pools).toEqual([]);
      expect(draw.games.map((g) => g.position)).toEqual([0, 1, 2, 3]);
      const starts = draw.games.map((g) => Date.parse(g.startAt));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // A draw closes when its first game starts (feed clock).
      expect(draw.closesAt).toBe(draw.games[0]!.startAt);
      expect(starts[0]!).toBeGreaterThan(clock.now());
      for (const game of draw.games) {
        expect(game.sportId).toBe(SPORT_IDS.football);
        expect(game.outcome).toBeNull();
        expect(game.score).toBeNull();
        expect(game.home).not.toBe('');
        expect(game.champName).not.toBe('');
        // Line games with a 1X2 market, as the sports state has them.
        const state = await app.inject({ url: `/web-api/sports/game/${game.gameId}` });
        if (state.statusCode === 200) {
          const markets = state.json<{ markets: { typeId: number }[] }>().markets;
          expect(markets.some((m) => m.typeId === 1)).toBe(true);
        }
      }
    }
    const ids = [...current.draw.games, ...next.draw.games].map((g) => g.gameId);
    expect(new Set(ids).size).toBe(8);
    // The next draw's games come after the current one's in start order.
    expect(Date.parse(next.draw.closesAt)).toBeGreaterThanOrEqual(
      Date.parse(current.draw.games[3]!.startAt),
    );
  });

  it('keeps two draws open ahead however many requests and formers race', async () => {
    expect(await drawCount()).toBe(2);
    // Two more open draws wanted by a process that has not seen the first two (a fresh count).
    await database.db.updateTable('toto_draws').set({ status: 'closed' }).execute();
    await Promise.all([
      ...Array.from({ length: 6 }, () => app.inject({ url: '/web-api/toto/draw' })),
      formDraws(database.db, state, 'aurora', RULES, clock.now()),
      formDraws(database.db, state, 'aurora', RULES, clock.now()),
    ]);
    expect(await drawCount()).toBe(4);
    const numbers = await database.db
      .selectFrom('toto_draws')
      .select(['number', 'status'])
      .orderBy('number')
      .execute();
    expect(numbers.map((d) => [d.number, d.status])).toEqual([
      [1, 'closed'],
      [2, 'closed'],
      [3, 'open'],
      [4, 'open'],
    ]);
    const games = await database.db.selectFrom('toto_draw_games').select('game_id').execute();
    expect(new Set(games.map((g) => Number(g.game_id))).size).toBe(16);
    // Back as they were: draws 1 and 2 open (closing first), 3 and 4 dropped.
    await database.db.deleteFrom('toto_draw_games').where('draw_id', 'in', ['3', '4']).execute();
    await database.db.deleteFrom('toto_draws').where('number', '>', 2).execute();
    await database.db.updateTable('toto_draws').set({ status: 'open' }).execute();
  });

  it('names teams and championships in the request language', async () => {
    const ru = await getDraw(app, 'current', 'ru');
    const en = await getDraw(app, 'current', 'en');
    const ar = await getDraw(app, 'current', 'ar');
    expect(en.games.map((g) => g.gameId)).toEqual(ru.games.map((g) => g.gameId));
    // The simulator names teams alike in every language; championships differ.
    for (const game of en.games)
      expect(game.champName).toMatch(/^[\p{Script=Latin}\p{N}\s.,'()&-]+$/u);
    for (const game of ru.games) expect(game.champName).toMatch(/\p{Script=Cyrillic}/u);
    // A provider's team names: Russian keeps the provider's, other languages the English ones.
    const naming = {
      champId: 0,
      champName: 'Кубок',
      champNameEn: 'Cup',
      home: 'Спартак',
      homeEn: 'Spartak',
      away: 'Зенит',
      awayEn: 'Zenit',
    };
    expect(gameNames(naming, 'ru')).toEqual({ champName: 'Кубок', home: 'Спартак', away: 'Зенит' });
    expect(gameNames(naming, 'en')).toEqual({ champName: 'Cup', home: 'Spartak', away: 'Zenit' });
    expect(ar.games).toHaveLength(4);
  });

  it('proposes the next games outside any draw as nominees', async () => {
    const res = await app.inject({ url: '/web-api/toto/nominees?lng=en' });
    expect(res.statusCode, res.body).toBe(200);
    const { games } = res.json<{ games: TotoGameView[] }>();
    expect(games).toHaveLength(RULES.gamesPerDraw);
    expect(games.map((g) => g.position)).toEqual([0, 1, 2, 3]);
    const inDraws = new Set(
      (await database.db.selectFrom('toto_draw_games').select('game_id').execute()).map((r) =>
        Number(r.game_id),
      ),
    );
    for (const game of games) expect(inDraws.has(game.gameId)).toBe(false);
  });

  it('closes the current draw when its first game starts and forms another', async () => {
    const current = await getDraw(app);
    const next = await getDraw(app, 'next');
    closeDraw(clock, current);
    const now = await getDraw(app);
    expect(now.id).toBe(next.id);
    const after = await getDraw(app, 'next');
    expect(after.number).toBe(3);
    // A pass closes it in the database: a past draw now, its results to come.
    expect(await settleNow(app)).toEqual([]);
    const past = await app.inject({ url: '/web-api/toto/draws' });
    expect(past.statusCode, past.body).toBe(200);
    const body = past.json<{
      items: TotoDrawView[];
      total: number;
      page: number;
      pageSize: number;
    }>();
    expect(body.total).toBe(1);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.items[0]!.id).toBe(current.id);
    expect(body.items[0]!.status).toBe('closed');
    expect(body.items[0]!.games).toEqual(current.games);
  });

  it('answers 404 for a brand that offers no toto', async () => {
    for (const url of ['/web-api/toto/draw', '/web-api/toto/nominees', '/web-api/toto/draws']) {
      const res = await app.inject({ url, headers: { host: NORD.host } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ reason: string }>().reason).toBe('not_found');
    }
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/web-api/toto/draw?which=later', 'which'],
      ['/web-api/toto/draw?lng=de', 'lng'],
      ['/web-api/toto/draw?extra=1', 'extra'],
      ['/web-api/toto/draws?page=0', 'page'],
      ['/web-api/toto/draws?pageSize=101', 'pageSize'],
      ['/web-api/toto/draws?page=Infinity', 'page'],
      ['/web-api/toto/draws?page=1e400', 'page'],
      ['/web-api/toto/draws?pageSize=abc', 'pageSize'],
      ['/web-api/toto/nominees?lng=english', 'lng'],
    ];
    for (const [url, field] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<{ field?: string }>().field, url).toBe(field);
    }
    const tickets = await app.inject({ url: '/web-api/toto/tickets' });
    expect(tickets.statusCode).toBe(401);
  });
});
