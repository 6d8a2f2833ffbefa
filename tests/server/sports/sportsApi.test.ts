import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStatus, type GameDetails, type GameWithMarkets } from '../../../domain/sports/types';
import type { AppDatabase } from '../../../server/db/index';
import { SPORT_IDS } from '../../../server/sports/catalog';
import { ManualFeedClock } from '../../../server/sports/feed/clock';
import { SimulatedFeed } from '../../../server/sports/feed/simulatedFeed';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { waitFor } from '../../waitFor';

afterAll(removeTempDirs);

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const TODAY = '2026-11-21';
const MINUTE = 60_000;

describe.each(databaseBackends())('sports read API on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let clock: ManualFeedClock;
  let finishedGames = 0;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    clock = new ManualFeedClock(START);
    const feed = new SimulatedFeed({ seed: 5, clock });
    feed.onDelta((delta) => {
      if (delta.finished) finishedGames += 1;
    });
    app = await buildTestServer({ database, sports: { feed, seed: 5, clock } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const json = <T>(res: LightMyRequestResponse): T => res.json<T>();

  async function liveGames(): Promise<GameWithMarkets[]> {
    const res = await get('/web-api/sports/games?type=live&limit=300');
    expect(res.statusCode).toBe(200);
    return json<{ games: GameWithMarkets[] }>(res).games;
  }

  it('menu: sports with championships and counts, grouped by category', async () => {
    for (const type of ['live', 'line']) {
      const res = await get(`/web-api/sports/menu?type=${type}`);
      expect(res.statusCode).toBe(200);
      const menu = json<{
        type: string;
        categories: { id: number; name: string; gamesCount: number; sportIds: number[] }[];
        sports: {
          id: number;
          slug: string;
          gamesCount: number;
          champs: { id: number; gamesCount: number; country: { code: string } }[];
        }[];
      }>(res);
      expect(menu.type).toBe(type);
      expect(menu.sports.length).toBeGreaterThanOrEqual(4);
      const total = menu.sports.reduce((n, s) => n + s.gamesCount, 0);
      const list = json<{ total: number }>(await get(`/web-api/sports/games?type=${type}`));
      expect(total).toBe(list.total);
      for (const sport of menu.sports) {
        expect(sport.gamesCount).toBe(sport.champs.reduce((n, c) => n + c.gamesCount, 0));
        for (const champ of sport.champs) expect(champ.country.code).toMatch(/^[A-Z]{2,3}$/);
      }
      expect(menu.categories.reduce((n, c) => n + c.gamesCount, 0)).toBe(total);
      expect(menu.categories.flatMap((c) => c.sportIds).sort()).toEqual(
        menu.sports.map((s) => s.id).sort(),
      );
    }
  });

  it('menu and lists refuse a missing or unknown section with 400', async () => {
    for (const url of [
      '/web-api/sports/menu',
      '/web-api/sports/menu?type=soon',
      '/web-api/sports/games?type=live&limit=0',
      '/web-api/sports/games?type=live&sportId=abc',
      '/web-api/sports/games?type=line&onlyWithVideo=maybe',
      '/web-api/sports/top?type=live&limit=1000',
      '/web-api/sports/champs?type=line&cyberType=paper',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json<{ error: string; message: string }>(res)).toMatchObject({ error: 'Bad Request' });
    }
    const res = await get('/web-api/sports/menu?type=soon');
    expect(json<{ message: string }>(res).message).toMatch(/type/);
  });

  it('game lists: main markets only, filters, paging, and the championships they name', async () => {
    const res = await get('/web-api/sports/games?type=line&sportId=1');
    const body = json<{
      total: number;
      games: GameWithMarkets[];
      champs: { id: number; sportId: number }[];
      sports: { id: number }[];
    }>(res);
    expect(body.games.length).toBeGreaterThan(0);
    for (const game of body.games) {
      expect(game.sportId).toBe(SPORT_IDS.football);
      expect(game.status).toBe(GameStatus.NotStarted);
      expect(game.markets.length).toBeGreaterThan(0);
      expect(game.markets.every((m) => m.isMain)).toBe(true);
      expect(game.markets.length).toBeLessThan(game.marketsCount);
      expect(game).not.toHaveProperty('groups');
      expect(body.champs.some((c) => c.id === game.champId)).toBe(true);
    }
    expect(body.sports.map((s) => s.id)).toEqual([SPORT_IDS.football]);

    const video = json<{ games: GameWithMarkets[] }>(
      await get('/web-api/sports/games?type=line&onlyWithVideo=true'),
    );
    expect(video.games.length).toBeGreaterThan(0);
    expect(video.games.every((g) => g.hasVideo)).toBe(true);

    const upcoming = json<{ games: GameWithMarkets[]; total: number }>(
      await get('/web-api/sports/games?type=line&upcoming=true'),
    );
    const all = json<{ total: number }>(await get('/web-api/sports/games?type=line'));
    expect(upcoming.total).toBeLessThan(all.total);
    expect(upcoming.games.every((g) => g.startAt <= START / 1000 + 2 * 3600)).toBe(true);

    const page = json<{ games: GameWithMarkets[]; total: number }>(
      await get('/web-api/sports/games?type=line&limit=5&offset=5'),
    );
    expect(page.games).toHaveLength(5);
    expect(page.total).toBe(all.total);

    const live = await liveGames();
    expect(live.length).toBeGreaterThanOrEqual(20);
    expect(
      live.every((g) => g.status === GameStatus.InPlay || g.status === GameStatus.Paused),
    ).toBe(true);

    const virtual = json<{ games: GameWithMarkets[] }>(
      await get('/web-api/sports/games?type=line&cyberType=virtual'),
    );
    expect(virtual.games.length).toBeGreaterThan(0);
    expect(virtual.games.every((g) => g.cyberType === 'virtual')).toBe(true);
  });

  it('unknown sport, championship or game ids give 404 with a message naming them', async () => {
    for (const [url, name] of [
      ['/web-api/sports/games?type=live&sportId=999', 'sportId 999'],
      ['/web-api/sports/games?type=live&champId=999', 'champId 999'],
      ['/web-api/sports/champs?type=live&sportId=999', 'sportId 999'],
      ['/web-api/sports/champs/999', 'champId 999'],
      ['/web-api/sports/games/999', 'gameId 999'],
      ['/web-api/sports/games/999/statistics', 'gameId 999'],
      ['/web-api/sports/results?sportId=999', 'sportId 999'],
      ['/web-api/sports/cyber/real/champs?sportId=1', 'sportId 1'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(json<{ error: string; message: string }>(res)).toEqual({
        error: 'Not Found',
        message: expect.stringContaining(name),
        reason: 'not_found',
      });
    }
    expect((await get('/web-api/sports/games/abc')).statusCode).toBe(400);
    expect((await get('/web-api/sports/champs/-1')).statusCode).toBe(400);
  });

  it('one game with all its markets, groups, championship and sport', async () => {
    const [first] = await liveGames();
    if (!first) throw new Error('no live game');
    const res = await get(`/web-api/sports/games/${first.id}`);
    expect(res.statusCode).toBe(200);
    const { game, champ, sport } = json<{
      game: GameDetails;
      champ: { id: number };
      sport: { id: number };
    }>(res);
    expect(game.id).toBe(first.id);
    expect(game.markets).toHaveLength(game.marketsCount);
    expect(champ.id).toBe(game.champId);
    expect(sport.id).toBe(game.sportId);
    expect(game.groups.length).toBeGreaterThan(0);
    for (const market of game.markets) {
      expect(game.groups.some((g) => g.id === market.groupId)).toBe(true);
      expect(market).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          typeId: expect.any(Number),
          kind: expect.any(Number),
          blockId: expect.any(Number),
        }),
      );
      for (const outcome of market.outcomes) {
        expect(outcome.coef).toBeGreaterThan(1);
        expect(typeof outcome.isBlocked).toBe('boolean');
      }
    }
    // Every field a bet needs (SPEC section 3 "Bet") is present.
    expect(game).toEqual(
      expect.objectContaining({
        number: expect.any(Number),
        permanentId: expect.any(Number),
        status: expect.any(Number),
        startAt: expect.any(Number),
        timeSec: expect.any(Number),
        isLiveInLive: expect.any(Boolean),
        hasVideo: expect.any(Boolean),
        isFinished: false,
      }),
    );
    expect(game.opponents.map((o) => o.nameEn)).toHaveLength(2);
    expect(game.score.full).toMatch(/^\d+:\d+$/);
    expect(game.score.formatted.startsWith(game.score.full)).toBe(true);
  });

  it('championship page, top games, multi-live sets', async () => {
    const champ = json<{
      champ: { id: number };
      sport: { id: number };
      live: GameWithMarkets[];
      line: GameWithMarkets[];
    }>(await get('/web-api/sports/champs/101'));
    expect(champ.champ.id).toBe(101);
    expect(champ.sport.id).toBe(SPORT_IDS.football);
    expect([...champ.live, ...champ.line].every((g) => g.champId === 101)).toBe(true);

    const top = json<{
      games: GameWithMarkets[];
      champs: { id: number; isTop: boolean }[];
      sports: { id: number; slug: string }[];
    }>(await get('/web-api/sports/top?type=line&limit=5'));
    expect(top.games).toHaveLength(5);
    // The sports of its games: their icons and what their periods are called.
    expect(new Set(top.sports.map((s) => s.id))).toEqual(new Set(top.games.map((g) => g.sportId)));
    expect(top.games[0]?.isTop).toBe(true);
    const ranks = top.games.map((g) =>
      g.isTop ? 0 : top.champs.find((c) => c.id === g.champId)?.isTop ? 1 : 2,
    );
    expect([...ranks].sort()).toEqual(ranks);

    const live = await liveGames();
    const ids = live.slice(0, 3).map((g) => g.id);
    const multi = json<{ games: GameDetails[]; missingIds: number[] }>(
      await get(`/web-api/sports/multi?ids=${[...ids, 4242].join(',')}`),
    );
    expect(multi.games.map((g) => g.id)).toEqual(ids);
    expect(multi.games.every((g) => g.markets.length === g.marketsCount)).toBe(true);
    expect(multi.missingIds).toEqual([4242]);
    for (const bad of [
      '',
      'a,b',
      '1,,2',
      '0',
      Array.from({ length: 13 }, (_, i) => i + 1).join(','),
    ]) {
      expect((await get(`/web-api/sports/multi?ids=${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('cyber disciplines and championships by type real, virtual, stream', async () => {
    const expected = {
      real: SPORT_IDS.cs2,
      virtual: SPORT_IDS.eFootball,
      stream: SPORT_IDS.eFootball,
    };
    for (const [type, sportId] of Object.entries(expected)) {
      const res = await get(`/web-api/sports/cyber/${type}/disciplines`);
      expect(res.statusCode).toBe(200);
      const body = json<{
        cyberType: string;
        disciplines: {
          sport: { id: number; isCyber: boolean };
          liveCount: number;
          lineCount: number;
        }[];
      }>(res);
      expect(body.cyberType).toBe(type);
      expect(body.disciplines.map((d) => d.sport.id)).toEqual([sportId]);
      expect(body.disciplines[0]?.lineCount).toBeGreaterThan(0);
      const champs = json<{ champs: { cyberType: string; sportId: number; lineCount: number }[] }>(
        await get(`/web-api/sports/cyber/${type}/champs?sportId=${sportId}`),
      );
      expect(champs.champs.length).toBeGreaterThan(0);
      expect(champs.champs.every((c) => c.cyberType === type && c.sportId === sportId)).toBe(true);
    }
    expect((await get('/web-api/sports/cyber/paper/disciplines')).statusCode).toBe(400);
  });

  it('ETag: 304 for an unchanged representation, a new ETag once the game changes', async () => {
    const [game] = await liveGames();
    if (!game) throw new Error('no live game');
    const url = `/web-api/sports/games/${game.id}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    const menu = await get('/web-api/sports/menu?type=line');
    expect(
      (
        await get('/web-api/sports/menu?type=line', {
          'if-none-match': menu.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);

    clock.advance(5_000);
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json<{ game: GameDetails }>(changed).game.timeSec).not.toBe(
      json<{ game: GameDetails }>(first).game.timeSec,
    );
  });

  it('stores results of finished games and serves them as live and zone results', async () => {
    clock.advance(30 * MINUTE);
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('sport_results')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Result writes run in the background after each finished delta; wait until all have landed.
    expect(finishedGames).toBeGreaterThan(0);
    await waitFor(
      async () => (await count()) >= finishedGames,
      `the results of ${finishedGames} finished games`,
    );
    expect(await count()).toBe(finishedGames);

    const live = json<{
      type: string;
      date: string;
      sports: {
        sport: { id: number };
        champs: {
          champ: { id: number; sportId: number };
          results: {
            gameId: number;
            score: { full: string };
            wasLive: boolean;
            finishedAt: number;
          }[];
        }[];
      }[];
    }>(await get(`/web-api/sports/results?type=live&date=${TODAY}`));
    expect(live.type).toBe('live');
    expect(live.date).toBe(TODAY);
    const results = live.sports.flatMap((s) => s.champs.flatMap((c) => c.results));
    expect(results.length).toBeGreaterThan(0);
    for (const s of live.sports) for (const c of s.champs) expect(c.champ.sportId).toBe(s.sport.id);
    for (const r of results) {
      expect(r.wasLive).toBe(true);
      expect(r.score.full).toMatch(/^\d+:\d+$/);
      expect(r.finishedAt).toBeGreaterThanOrEqual(START / 1000);
    }
    // A finished game is no longer in the live list.
    const liveIds = new Set((await liveGames()).map((g) => g.id));
    expect(results.some((r) => liveIds.has(r.gameId))).toBe(false);

    const zone = json<{
      type: string;
      zones: {
        country: { id: number };
        champs: { champ: { country: { id: number } }; results: unknown[] }[];
      }[];
    }>(await get(`/web-api/sports/results?type=zone&date=${TODAY}`));
    expect(zone.type).toBe('zone');
    for (const z of zone.zones)
      for (const c of z.champs) expect(c.champ.country.id).toBe(z.country.id);
    expect(zone.zones.flatMap((z) => z.champs.flatMap((c) => c.results))).toHaveLength(
      results.length,
    );

    // A day in the customer's zone: the game finished on the day its local time names.
    const finished = results[0]!;
    for (const tz of [-12, 3, 14]) {
      const localDay = new Date((finished.finishedAt + tz * 3600) * 1000)
        .toISOString()
        .slice(0, 10);
      const day = json<typeof live>(
        await get(`/web-api/sports/results?type=live&date=${localDay}&tz=${tz}`),
      );
      expect(day.date, `tz ${tz}`).toBe(localDay);
      const ids = day.sports.flatMap((s) =>
        s.champs.flatMap((c) => c.results.map((r) => r.gameId)),
      );
      expect(ids, `tz ${tz}`).toContain(finished.gameId);
      for (const r of day.sports.flatMap((s) => s.champs.flatMap((c) => c.results))) {
        const start = Date.parse(`${localDay}T00:00:00Z`) / 1000 - tz * 3600;
        expect(r.finishedAt).toBeGreaterThanOrEqual(start);
        expect(r.finishedAt).toBeLessThan(start + 86_400);
      }
    }
    // The day before in that zone does not list it.
    const dayBefore = new Date((finished.finishedAt + 14 * 3600 - 86_400) * 1000)
      .toISOString()
      .slice(0, 10);
    const before = json<typeof live>(
      await get(`/web-api/sports/results?type=live&date=${dayBefore}&tz=14`),
    );
    expect(
      before.sports.flatMap((s) => s.champs.flatMap((c) => c.results.map((r) => r.gameId))),
    ).not.toContain(finished.gameId);

    const otherDay = json<{ sports: unknown[] }>(
      await get('/web-api/sports/results?type=live&date=2026-11-20'),
    );
    expect(otherDay.sports).toEqual([]);
    for (const bad of [
      'date=2026-02-30',
      'date=21.11.2026',
      'type=past',
      'tz=15',
      'tz=1.5',
      'tz=x',
    ]) {
      const res = await get(`/web-api/sports/results?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect(
      (await get('/web-api/sports/results?date=2026-02-30')).json<{ message: string }>().message,
    ).toMatch(/date/);
  }, 120_000);

  it('documents every sports route in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await get('/web-api/openapi.json'));
    for (const path of [
      '/web-api/sports/menu',
      '/web-api/sports/champs',
      '/web-api/sports/champs/{champId}',
      '/web-api/sports/games',
      '/web-api/sports/games/{gameId}',
      '/web-api/sports/games/{gameId}/statistics',
      '/web-api/sports/top',
      '/web-api/sports/multi',
      '/web-api/sports/results',
      '/web-api/sports/cyber/{cyberType}/disciplines',
      '/web-api/sports/cyber/{cyberType}/champs',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
