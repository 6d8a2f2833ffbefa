// SPEC section 7 "Games and third-party calls": customers see only the games of the providers
// connected for their brand (listed in the brand's casinoProviders and with an adapter on the
// server; the built-in provider always).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import { SEED_PROVIDERS, seedGames } from '../../../domain/casino/catalogueSeed';
import type {
  CasinoGame,
  CasinoProvider,
  CasinoSection,
  GamesPage,
  ListAvailablePartitionsAnswer,
  PreviewLightAnswer,
} from '../../../domain/casino/catalogueTypes';
import { connectedProviders } from '../../../domain/casino/connectedProviders';
import { loadDocument } from '../../../runtime/schema/validators';
import siteSchema from '../../../runtime/schema/json/site-config.schema.json';
import type { AppDatabase } from '../../../server/db/index';
import { buildTestServer, databaseBackends, PROJECT_ROOT, removeTempDirs } from '../testServer';
import { signedInOperator } from '../operators/operatorKit';
import { serverFor } from './walletTestKit';

afterAll(removeTempDirs);

const SEEDED = seedGames();
const AURORA = { host: 'localhost' };
const NORD = { host: 'nord.localhost' };
/** The games a guest of a brand with geo country `country` may see of `providers`. */
const openGames = (providers: readonly string[], country: number) =>
  SEEDED.filter((g) => providers.includes(g.providerId) && !g.closedCountries.includes(country));

describe('connectedProviders', () => {
  it('is the built-in provider and the listed providers that have adapters, in the brand’s order', () => {
    expect(connectedProviders(undefined, ['royal-table'])).toEqual([BUILTIN_PROVIDER_KEY]);
    expect(
      connectedProviders(
        ['mindsport', 'builtin', 'royal-table', 'velvet-live'],
        ['velvet-live', 'mindsport', 'kraken-games'],
      ),
    ).toEqual([BUILTIN_PROVIDER_KEY, 'mindsport', 'velvet-live']);
  });

  it('the brand config accepts exactly the catalogue’s provider ids, each once', () => {
    expect(siteSchema.$defs.casinoProvider.enum).toEqual(SEED_PROVIDERS.map((p) => p.id));
    const site = JSON.parse(
      readFileSync(path.join(PROJECT_ROOT, 'configs/brands/nord/site.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(loadDocument('site', site, 'site.json').ok).toBe(true);
    for (const casinoProviders of [
      ['builtin', 'no-such-provider'],
      ['builtin', 'builtin'],
    ]) {
      const loaded = loadDocument('site', { ...site, casinoProviders }, 'site.json');
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) expect(loaded.findings[0]!.pointer).toMatch(/^\/casinoProviders/);
    }
  });
});

describe.each(databaseBackends())('the customers’ catalogue ($name)', (backend) => {
  describe('without outside adapters', () => {
    let app: FastifyInstance;
    let database: AppDatabase;
    serverFor(
      backend,
      async (db) => ({ app: await buildTestServer({ database: db }) }),
      (held) => ({ app, database } = { app: held.server.app, database: held.database }),
    );
    const get = async <T>(url: string, headers: Record<string, string> = AURORA) =>
      (await app.inject({ method: 'GET', url, headers })).json<T>();
    const builtin = openGames([BUILTIN_PROVIDER_KEY], 1);

    it('lists, counts and finds only the built-in provider’s games, all playable', async () => {
      const games = await get<GamesPage>('/web-api/casino/games?pageSize=100');
      expect(games.total).toBe(builtin.length);
      expect(games.items.map((g) => g.id).sort()).toEqual(builtin.map((g) => g.id).sort());
      for (const g of games.items) expect(g).toMatchObject({ provider: 'builtin', playable: true });

      const providers = await get<{ items: CasinoProvider[] }>('/web-api/casino/providers');
      expect(providers.items.map((p) => [p.id, p.isConnected])).toEqual([['builtin', true]]);

      const sections = await get<{ items: CasinoSection[] }>('/web-api/casino/sections');
      const total = sections.items.reduce((n, s) => n + s.gamesCount, 0);
      expect(total).toBe(builtin.length);

      const partitions = await get<ListAvailablePartitionsAnswer>(
        '/third-party/api/list-available-partitions',
      );
      expect(partitions.listAvailablePartitions.map((p) => p.id).sort()).toEqual(
        [...new Set(builtin.map((g) => g.sectionId))].sort(),
      );

      const preview = await get<PreviewLightAnswer>('/web-api/games/preview-light?count=60');
      for (const g of preview.Value.games) expect(g.provider).toBe('builtin');
    });

    it('an outside provider’s game is neither listed, searched, nor found', async () => {
      const outside = SEEDED.find((g) => g.providerId === 'royal-table')!;
      const byProvider = await get<GamesPage>('/web-api/casino/games?provider=royal-table');
      expect(byProvider.total).toBe(0);
      const search = await get<GamesPage>(
        `/web-api/casino/search?q=${encodeURIComponent(outside.name)}`,
      );
      expect(search.items.some((g) => g.id === outside.id)).toBe(false);
      const byId = await app.inject({
        method: 'GET',
        url: `/web-api/casino/games/${outside.id}`,
        headers: AURORA,
      });
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toMatchObject({ reason: 'game_not_found' });
      const byRoute = await app.inject({
        method: 'GET',
        url: `/web-api/casino/games/by-route/${outside.route}`,
        headers: AURORA,
      });
      expect(byRoute.statusCode).toBe(404);
    });

    it('operators read the whole catalogue as data, with each brand’s connected providers', async () => {
      const url = '/operator-api/casino/catalogue?provider=royal-table&pageSize=100';
      expect((await app.inject({ method: 'GET', url, headers: AURORA })).statusCode).toBe(401);
      const { headers } = await signedInOperator(app, database, 'editor');
      const res = await app.inject({ method: 'GET', url, headers: { ...AURORA, ...headers } });
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        brands: { brand: string; listed: string[]; connected: string[] }[];
        providers: CasinoProvider[];
        games: GamesPage;
      }>();
      expect(body.brands).toContainEqual({
        brand: 'aurora',
        listed: ['builtin', 'royal-table', 'velvet-live', 'outpost-games'],
        connected: ['builtin'],
      });
      expect(body.providers.map((p) => p.id)).toEqual(SEED_PROVIDERS.map((p) => p.id));
      expect(body.games.total).toBe(SEEDED.filter((g) => g.providerId === 'royal-table').length);
      for (const g of body.games.items) expect(g.playable).toBe(false);
    });
  });

  describe('with adapters for royal-table, mindsport and kraken-games', () => {
    let app: FastifyInstance;
    serverFor(
      backend,
      async (database) => ({
        app: await buildTestServer({
          database,
          casinoCatalogue: { adapters: ['royal-table', 'mindsport', 'kraken-games'] },
        }),
      }),
      (held) => (app = held.server.app),
    );
    const get = async <T>(url: string, headers: Record<string, string> = AURORA) =>
      (await app.inject({ method: 'GET', url, headers })).json<T>();

    it('each brand sees the providers it lists that have an adapter', async () => {
      // Aurora lists royal-table and velvet-live (no adapter); nord lists mindsport.
      const aurora = openGames(['builtin', 'royal-table'], 1);
      const nord = openGames(['builtin', 'mindsport'], 2);
      const auroraGames = await get<GamesPage>('/web-api/casino/games?pageSize=100');
      expect(auroraGames.total).toBe(aurora.length);
      const nordGames = await get<GamesPage>('/web-api/casino/games?pageSize=100', NORD);
      expect(nordGames.total).toBe(nord.length);
      const providers = async (headers: Record<string, string>) =>
        (await get<{ items: CasinoProvider[] }>('/web-api/casino/providers', headers)).items.map(
          (p) => [p.id, p.isConnected],
        );
      expect(await providers(AURORA)).toEqual([
        ['builtin', true],
        ['royal-table', true],
      ]);
      expect(await providers(NORD)).toEqual([
        ['builtin', true],
        ['mindsport', true],
      ]);
      const all = [...auroraGames.items, ...nordGames.items] as CasinoGame[];
      for (const g of all) expect(g.playable).toBe(true);
    });
  });
});
