import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import { SEED_PROVIDERS, seedGames } from '../../../domain/casino/catalogueSeed';
import {
  CASINO_SECTIONS,
  type CasinoGame,
  type CasinoProvider,
  type CasinoSection,
  type GamesPage,
  type PreviewLightAnswer,
  type ListAvailablePartitionsAnswer,
} from '../../../domain/casino/catalogueTypes';
import { recordRecentlyPlayed, seedCatalogue } from '../../../server/casino/catalogue/index';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { serverFor } from './walletTestKit';

afterAll(removeTempDirs);

const SEEDED = seedGames();
/** The built-in live RNG tables: the live casino's games open in every country. */
const BUILTIN_LIVE_IDS = SEEDED.filter(
  (g) => g.providerId === 'builtin' && g.sectionId === 'live-casino',
)
  .map((g) => g.id)
  .sort();
/** Aurora (Host localhost) has geoCountryId 1, nord (nord.localhost) 2 in the fixture content. */
const AURORA = { host: 'localhost' };
const NORD = { host: 'nord.localhost' };
const providerOf = (id: string) => SEED_PROVIDERS.find((p) => p.id === id)!;

describe.each(databaseBackends())('casino catalogue ($name)', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  // The whole catalogue as data: the filters, paging, search and geo run over every provider's games.
  serverFor(
    backend,
    async (db) => ({
      app: await buildTestServer({ database: db, casinoCatalogue: { wholeCatalogue: true } }),
    }),
    (held) => ({ database, app } = { database: held.database, app: held.server.app }),
  );

  async function get<T>(url: string, headers: Record<string, string> = AURORA) {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
  }

  it('seeds the catalogue once: a second start finds it current and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('casino_games')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(SEEDED.length);
    expect(await seedCatalogue(database.db)).toBe('current');
    expect(await count()).toBe(SEEDED.length);
  });

  it('rewrites the catalogue when its version changes, the same games at the same routes', async () => {
    await database.db.updateTable('casino_catalogue_versions').set({ version: 'older' }).execute();
    expect(await seedCatalogue(database.db)).toBe('seeded');
    const rows = await database.db
      .selectFrom('casino_games')
      .select(['id', 'route', 'old_route', 'is_active'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.id), r.route, r.old_route, r.is_active])).toEqual(
      [...SEEDED].sort((a, b) => a.id - b.id).map((g) => [g.id, g.route, g.oldRoute, true]),
    );
  });

  it('lists every section with counts that match the games filter', async () => {
    const { body } = await get<{ items: CasinoSection[] }>('/web-api/casino/sections', NORD);
    expect(body.items.map((s) => s.id)).toEqual(CASINO_SECTIONS.map((s) => s.id));
    for (const section of body.items) {
      expect(section.gamesCount).toBeGreaterThan(0);
      const page = await get<GamesPage>(
        `/web-api/casino/games?section=${section.id}&pageSize=1`,
        NORD,
      );
      expect(page.body.total).toBe(section.gamesCount);
    }
    const slots = body.items.find((s) => s.id === 'slots')!;
    expect(slots.subcategories.map((s) => s.id)).toContain('megaways');
  });

  it('filters by section, subcategory, provider and tag', async () => {
    const books = await get<GamesPage>(
      '/web-api/casino/games?section=slots&subcategory=books&pageSize=100',
    );
    expect(books.status).toBe(200);
    expect(books.body.total).toBeGreaterThan(0);
    for (const g of books.body.items) expect(g.categories.slice(0, 1)).toEqual(['slots']);
    for (const g of books.body.items) expect(g.categories).toContain('books');
    expect(books.body.total).toBe(
      SEEDED.filter(
        (g) =>
          g.sectionId === 'slots' &&
          g.subcategories.includes('books') &&
          !g.closedCountries.includes(1),
      ).length,
    );

    const byProvider = await get<GamesPage>(
      '/web-api/casino/games?provider=royal-table&pageSize=100',
    );
    expect(byProvider.body.total).toBe(SEEDED.filter((g) => g.providerId === 'royal-table').length);
    for (const g of byProvider.body.items) {
      expect(g).toMatchObject({ provider: 'royal-table', providerName: 'Royal Table Games' });
    }

    const chosen = SEEDED.filter((g) => g.closedCountries.length === 0).slice(3, 6);
    const byIds = await get<GamesPage>(
      `/web-api/casino/games?ids=${chosen.map((g) => g.id).join(',')},999999`,
    );
    expect(byIds.body.items.map((g) => g.id).sort()).toEqual(chosen.map((g) => g.id).sort());

    const jackpots = await get<GamesPage>('/web-api/casino/games?tagId=3&pageSize=100');
    expect(jackpots.body.total).toBeGreaterThan(0);
    for (const g of jackpots.body.items) expect(g).toMatchObject({ tagId: 3, isJackpot: true });
  });

  it('pages without overlap and sorts by popularity, novelty or name', async () => {
    const first = await get<GamesPage>('/web-api/casino/games?section=slots&pageSize=10&page=1');
    const second = await get<GamesPage>('/web-api/casino/games?section=slots&pageSize=10&page=2');
    expect(first.body.items).toHaveLength(10);
    expect(second.body).toMatchObject({ page: 2, pageSize: 10, total: first.body.total });
    const firstIds = new Set(first.body.items.map((g) => g.id));
    expect(second.body.items.some((g) => firstIds.has(g.id))).toBe(false);

    const popularity = (g: CasinoGame) => SEEDED.find((s) => s.id === g.id)!.popularity;
    const pops = first.body.items.map(popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));

    const byName = await get<GamesPage>(
      '/web-api/casino/games?section=poker&sort=name&pageSize=100',
    );
    const names = byName.body.items.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const beyond = await get<GamesPage>('/web-api/casino/games?section=keno&page=50');
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBeGreaterThan(0);
  });

  it('finds a game by id, by route and by its former route; unknown ones are 404 game_not_found', async () => {
    const seeded = SEEDED.find((g) => g.oldRoute !== null && g.closedCountries.length === 0)!;
    const byId = await get<CasinoGame>(`/web-api/casino/games/${seeded.id}`);
    expect(byId.body).toMatchObject({
      id: seeded.id,
      name: seeded.name,
      route: seeded.route,
      oldRoute: seeded.oldRoute,
      image: `/web-api/casino/art/v2/${seeded.id}.svg`,
      playable: false,
    });
    expect((await get<CasinoGame>(`/web-api/casino/games/by-route/${seeded.route}`)).body.id).toBe(
      seeded.id,
    );
    expect(
      (await get<CasinoGame>(`/web-api/casino/games/by-route/${seeded.oldRoute}`)).body.id,
    ).toBe(seeded.id);
    for (const url of [
      '/web-api/casino/games/999999',
      '/web-api/casino/games/by-route/no-such-game',
    ]) {
      const res = await get<{ reason: string }>(url);
      expect(res.status).toBe(404);
      expect(res.body.reason).toBe('game_not_found');
    }
  });

  it('answers the built-in titles as playable, with their engine keys', async () => {
    const { body } = await get<GamesPage>('/web-api/casino/games?provider=builtin');
    expect(body.items.map((g) => g.engineKey).sort()).toEqual(
      BUILTIN_GAMES.map((t) => t.engineKey).sort(),
    );
    for (const g of body.items) expect(g).toMatchObject({ playable: true, provider: 'builtin' });
  });

  it('searches by name regardless of case and accents, the best matches first', async () => {
    const pinata = await get<GamesPage>('/web-api/casino/search?q=PINATA');
    expect(pinata.body.items[0]?.name).toBe('Piñata Fiesta');
    const creme = await get<GamesPage>(`/web-api/casino/search?q=${encodeURIComponent('crème')}`);
    expect(creme.body.items.map((g) => g.name)).toContain('Crème de la Crème');

    // A whole name comes first, then names starting with the text, then a word starting with it.
    const exact = SEEDED.find((g) => g.name.startsWith('Book of '))!;
    const ranked = await get<GamesPage>(
      `/web-api/casino/search?q=${encodeURIComponent(exact.name.toLowerCase())}`,
    );
    expect(ranked.body.items[0]?.name).toBe(exact.name);
    const book = await get<GamesPage>('/web-api/casino/search?q=book&pageSize=100');
    const rank = (name: string) => {
      const folded = name.toLowerCase();
      if (folded.startsWith('book')) return 1;
      if (folded.includes(' book')) return 2;
      return 3;
    };
    const ranks = book.body.items.map((g) => rank(g.name));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
    expect(book.body.total).toBe(book.body.items.length);

    const none = await get<GamesPage>('/web-api/casino/search?q=zzzzqqq');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const percent = await get<GamesPage>('/web-api/casino/search?q=%25%25');
    expect(percent.body.total).toBe(0);
  });

  it('applies the brand’s geo country to guests', async () => {
    // kraken-games is closed in country 1 (aurora), orbit-interactive in 2 (nord).
    expect(providerOf('kraken-games').closedCountries).toContain(1);
    expect(providerOf('orbit-interactive').closedCountries).toContain(2);
    const count = async (headers: Record<string, string>, provider: string) => {
      const { body } = await get<{ items: CasinoProvider[] }>('/web-api/casino/providers', headers);
      // A provider with nothing open to the asker is left out.
      return body.items.find((p) => p.id === provider)?.gamesCount ?? 0;
    };
    expect(await count(AURORA, 'kraken-games')).toBe(0);
    expect(await count(NORD, 'kraken-games')).toBeGreaterThan(0);
    expect(await count(AURORA, 'orbit-interactive')).toBeGreaterThan(0);
    expect(await count(NORD, 'orbit-interactive')).toBe(0);
    const sectioned = await get<{ items: CasinoProvider[] }>(
      '/web-api/casino/providers?section=live-casino',
    );
    expect(sectioned.body.items.map((p) => p.id).sort()).toEqual(['builtin', 'velvet-live']);

    const kraken = SEEDED.find((g) => g.providerId === 'kraken-games')!;
    expect((await get(`/web-api/casino/games/${kraken.id}`, AURORA)).status).toBe(404);
    expect((await get(`/web-api/casino/games/${kraken.id}`, NORD)).status).toBe(200);
    const search = await get<GamesPage>(
      `/web-api/casino/search?q=${encodeURIComponent(kraken.name)}`,
      AURORA,
    );
    expect(search.body.items.map((g) => g.id)).not.toContain(kraken.id);
  });

  it('applies the customer’s country_id to signed-in customers', async () => {
    const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
    const velvet = SEEDED.find((g) => g.providerId === 'velvet-live')!;
    const kraken = SEEDED.find((g) => g.providerId === 'kraken-games')!;
    const headers = { ...american.headers, ...AURORA };
    // Closed in 840 for velvet-live; kraken (closed for aurora guests) is open to this customer.
    expect((await get(`/web-api/casino/games/${velvet.id}`, headers)).status).toBe(404);
    expect((await get(`/web-api/casino/games/${kraken.id}`, headers)).status).toBe(200);
    // Only the built-in live RNG tables (open everywhere) are left in the live casino.
    const live = await get<GamesPage>('/web-api/casino/games?section=live-casino', headers);
    expect(live.body.items.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
    const guestLive = await get<GamesPage>('/web-api/casino/games?section=live-casino');
    expect(guestLive.body.total).toBeGreaterThan(BUILTIN_LIVE_IDS.length);
  });

  describe('favourites and recently played', () => {
    let alice: SignedUpUser;
    let bob: SignedUpUser;
    const [g1, g2, g3] = SEEDED.filter((g) => g.closedCountries.length === 0);

    beforeAll(async () => {
      alice = await signUpFast(app);
      bob = await signUpFast(app);
    });

    const favorites = async (user: SignedUpUser) =>
      (
        await get<{ items: CasinoGame[] }>('/web-api/casino/favorites', user.headers)
      ).body.items.map((g) => g.id);
    const change = (user: SignedUpUser, method: 'PUT' | 'DELETE', gameId: number | string) =>
      app.inject({ method, url: `/web-api/casino/favorites/${gameId}`, headers: user.headers });

    it('adds, lists newest first and removes, each customer their own', async () => {
      expect((await change(alice, 'PUT', g1!.id)).json()).toEqual({
        gameId: g1!.id,
        isFavorite: true,
      });
      await change(alice, 'PUT', g2!.id);
      await change(alice, 'PUT', g1!.id);
      await change(bob, 'PUT', g3!.id);
      expect(await favorites(alice)).toEqual(expect.arrayContaining([g1!.id, g2!.id]));
      expect(await favorites(alice)).toHaveLength(2);
      expect(await favorites(bob)).toEqual([g3!.id]);

      const removed = await change(alice, 'DELETE', g1!.id);
      expect(removed.json()).toEqual({ gameId: g1!.id, isFavorite: false });
      expect(await favorites(alice)).toEqual([g2!.id]);
      // Removing what is not there changes nothing; Bob's list is his alone.
      await change(bob, 'DELETE', g2!.id);
      expect(await favorites(alice)).toEqual([g2!.id]);
      expect(await favorites(bob)).toEqual([g3!.id]);
    });

    it('refuses guests, unknown games and bad ids, changing nothing', async () => {
      const guest = await app.inject({ method: 'GET', url: '/web-api/casino/favorites' });
      expect(guest.statusCode).toBe(401);
      const guestPut = await app.inject({
        method: 'PUT',
        url: `/web-api/casino/favorites/${g1!.id}`,
        headers: { origin: alice.headers.origin! },
      });
      expect(guestPut.statusCode).toBe(401);
      const before = await favorites(alice);
      const unknown = await change(alice, 'PUT', 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ reason: 'game_not_found' });
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        const res = await change(alice, 'PUT', bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<{ reason: string }>().reason).toBe('invalid_field');
      }
      expect(await favorites(alice)).toEqual(before);
    });

    it('lists recently played latest first, the latest time winning', async () => {
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g1!.id,
        new Date('2026-01-01T10:00:00Z'),
      );
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g2!.id,
        new Date('2026-01-01T11:00:00Z'),
      );
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g1!.id,
        new Date('2026-01-01T12:00:00Z'),
      );
      // An older record does not move a game back.
      await recordRecentlyPlayed(
        database.db,
        alice.userId,
        g2!.id,
        new Date('2025-01-01T00:00:00Z'),
      );
      const recent = await get<{ items: CasinoGame[] }>('/web-api/casino/recent', alice.headers);
      expect(recent.body.items.map((g) => g.id)).toEqual([g1!.id, g2!.id]);
      const bobs = await get<{ items: CasinoGame[] }>('/web-api/casino/recent', bob.headers);
      expect(bobs.body.items).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/web-api/casino/recent' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('preview-light and partitions', () => {
    it('answers Success and Value: popular games, playable ones first, geo applied', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?whence=home&lng=ru&ref=0&includeCategories=false',
      );
      expect(res.status).toBe(200);
      expect(res.body.Success).toBe(true);
      expect(res.body.Value.categories).toBeUndefined();
      const games = res.body.Value.games;
      expect(games).toHaveLength(16);
      expect(games.slice(0, BUILTIN_GAMES.length).every((g) => g.playable)).toBe(true);
      expect(games.some((g) => g.provider === 'kraken-games')).toBe(false);
    });

    it('narrows to a section (groupId), takes count, and adds categories when asked', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?whence=lobby&groupId=live-casino&count=5&includeCategories=true',
      );
      expect(res.body.Value.games).toHaveLength(5);
      for (const g of res.body.Value.games) expect(g.categories[0]).toBe('live-casino');
      expect(res.body.Value.categories?.map((c) => c.id)).toEqual(CASINO_SECTIONS.map((s) => s.id));
    });

    it('fcountry only narrows: games closed there drop out, nothing closed to the asker comes back', async () => {
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino&fcountry=840&count=60',
      );
      expect(res.body.Value.games.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
    });

    it('reads the Bearer token: a customer gets their own country’s games', async () => {
      const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
      const token = /user_token=([^;]+)/.exec(american.headers.cookie!)![1]!;
      const res = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino',
        { ...AURORA, authorization: `Bearer ${token}` },
      );
      expect(res.body.Value.games.map((g) => g.id).sort()).toEqual(BUILTIN_LIVE_IDS);
      // A broken token is a guest, not an error.
      const guest = await get<PreviewLightAnswer>(
        '/web-api/games/preview-light?groupId=live-casino',
        { ...AURORA, authorization: 'Bearer not.a.token' },
      );
      expect(guest.body.Value.games.length).toBeGreaterThan(0);
    });

    it('refuses bad parameters with 400 invalid_field', async () => {
      for (const query of [
        'groupId=nope',
        'count=0',
        'count=1000',
        'fcountry=abc',
        'includeCategories=maybe',
        'whence=%3Cscript%3E',
        'extra=1',
      ]) {
        const res = await get<{ reason: string }>(`/web-api/games/preview-light?${query}`);
        expect(res.status, query).toBe(400);
        expect(['invalid_field', 'unknown_field']).toContain(res.body.reason);
      }
    });

    it('lists the available partitions: sections with games open to the asker', async () => {
      const res = await get<ListAvailablePartitionsAnswer>(
        '/third-party/api/list-available-partitions',
      );
      expect(res.body.success).toBe(true);
      expect(res.body.listAvailablePartitions.map((p) => p.id)).toEqual(
        CASINO_SECTIONS.map((s) => s.id),
      );
      const american = await signUpFast(app, { country_id: 840, currency_id: 840 });
      const closed = await get<ListAvailablePartitionsAnswer>(
        '/third-party/api/list-available-partitions',
        { ...american.headers, ...AURORA },
      );
      // Live casino's outside provider is closed in 840: only the built-in RNG tables are left.
      const count = (answer: ListAvailablePartitionsAnswer) =>
        answer.listAvailablePartitions.find((p) => p.id === 'live-casino')?.gamesCount;
      expect(count(res.body)).toBeGreaterThan(BUILTIN_LIVE_IDS.length);
      expect(count(closed.body)).toBe(BUILTIN_LIVE_IDS.length);
      const unknown = await app.inject({ method: 'GET', url: '/third-party/api/nothing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/json');
    });
  });

  describe('game art', () => {
    it('serves SVG for every game, long-cached at a versioned URL', async () => {
      const game = SEEDED[0]!;
      const res = await app.inject({ method: 'GET', url: `/web-api/casino/art/v2/${game.id}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).toContain(`aria-label="${game.name}"`);
    });

    it('is 404 for an unknown game and 400 for a malformed name', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/web-api/casino/art/v2/999999.svg' })).statusCode,
      ).toBe(404);
      for (const file of ['abc.svg', '1.png', '0.svg', '1.svg.svg']) {
        const res = await app.inject({ method: 'GET', url: `/web-api/casino/art/v2/${file}` });
        expect(res.statusCode, file).toBe(400);
      }
    });
  });

  it('refuses bad catalogue queries with 400 and a field', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'pageSize=0',
      'pageSize=101',
      'section=unknown',
      'subcategory=unknown',
      'provider=Bad%20Provider',
      'tagId=9',
      'sort=random',
      'ids=1,,2',
      'ids=abc',
      `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await get<{ reason: string; field?: string }>(`/web-api/casino/games?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.reason, query).toBe('invalid_field');
    }
    for (const query of ['', 'q=', `q=${'x'.repeat(65)}`]) {
      const res = await get<{ reason: string }>(`/web-api/casino/search?${query}`);
      expect(res.status, query).toBe(400);
    }
    const unknownProvider = await get<GamesPage>('/web-api/casino/games?provider=no-such-provider');
    expect(unknownProvider.body).toMatchObject({ items: [], total: 0 });
  });
});
