// The casino catalogue's games, search and geo: seeded once and rewritten on a new version, sections
// with their counts, filters, paging and sorting, a game by id and by route, the built-in titles
// playable, each game's art, and bad queries refused; search (case and accents aside, the best
// matches first) and geo: the brand's country for guests, the customer's own country_id for
// signed-in customers.
import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import { SEED_PROVIDERS } from '../../../domain/casino/catalogueSeed';
import {
  CASINO_SECTIONS,
  type CasinoGame,
  type CasinoProvider,
  type CasinoSection,
  type GamesPage,
} from '../../../domain/casino/catalogueTypes';
import { seedCatalogue } from '../../../server/casino/catalogue/index';
import { signUpFast } from '../authHelpers';
import { databaseBackends } from '../testServer';
import { AURORA, BUILTIN_LIVE_IDS, catalogueServerFor, NORD, SEEDED } from './catalogueHarness';

const providerOf = (id: string) => SEED_PROVIDERS.find((p) => p.id === id)!;

describe.each(databaseBackends())('casino catalogue ($name)', (backend) => {
  const catalogue = catalogueServerFor(backend);
  const { get } = catalogue;

  it('seeds the catalogue once: a second start finds it current and changes nothing', async () => {
    const { database } = catalogue;
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
    const { database } = catalogue;
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

  describe('game art', () => {
    it('serves SVG for every game, long-cached at a versioned URL', async () => {
      const { app } = catalogue;
      const game = SEEDED[0]!;
      const res = await app.inject({ method: 'GET', url: `/web-api/casino/art/v2/${game.id}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).toContain(`aria-label="${game.name}"`);
    });

    it('is 404 for an unknown game and 400 for a malformed name', async () => {
      const { app } = catalogue;
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
    const { app } = catalogue;
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
});
