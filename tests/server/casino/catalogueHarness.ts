// Shared set-up of the casino catalogue suites (catalogueGamesSearchGeo,
// catalogueFavouritesPreviewLight): the seeded games, the two brands' hosts, and a server
// with the whole catalogue as data on a fresh database of the suite's own.
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { seedGames } from '../../../domain/casino/catalogueSeed';
import type { AppDatabase } from '../../../server/db/index';
import { buildTestServer, removeTempDirs, type DatabaseBackend } from '../testServer';
import { serverFor } from './walletTestKit';

export const SEEDED = seedGames();
/** The built-in live RNG tables: the live casino's games open in every country. */
export const BUILTIN_LIVE_IDS = SEEDED.filter(
  (g) => g.providerId === 'builtin' && g.sectionId === 'live-casino',
)
  .map((g) => g.id)
  .sort();
/** Aurora (Host localhost) has geoCountryId 1, nord (nord.localhost) 2 in the fixture content. */
export const AURORA = { host: 'localhost' };
export const NORD = { host: 'nord.localhost' };

export interface CatalogueServer {
  app: FastifyInstance;
  database: AppDatabase;
  /** A GET as a guest of aurora unless `headers` say otherwise: status, JSON body and headers. */
  get: <T>(
    url: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

/** The catalogue's server for a describe block, filled in before its tests (closed after them). */
export function catalogueServerFor(backend: DatabaseBackend): CatalogueServer {
  afterAll(removeTempDirs);
  const held = {} as CatalogueServer;
  // The whole catalogue as data: the filters, paging, search and geo run over every provider's games.
  serverFor(
    backend,
    async (db) => ({
      app: await buildTestServer({ database: db, casinoCatalogue: { wholeCatalogue: true } }),
    }),
    ({ database, server }) => {
      held.database = database;
      held.app = server.app;
    },
  );
  held.get = async <T>(url: string, headers: Record<string, string> = AURORA) => {
    const res = await held.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
  };
  return held;
}
