// The shipped casino content through the real server: the remote parts "games" and "home
// showcase", the casino pages, and each brand's lobby order in its resolved config.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('casino-content');
  app = await buildTestServer({ database, contentRoot: PROJECT_ROOT });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const partHeaders = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
const nord = { host: 'nord.localhost' };

describe('casino content', () => {
  it('serves the home showcase as a remote part: the games preview inside the showcase region', async () => {
    const res = await app.inject({ url: '/mf/home-showcase/ru/', headers: partHeaders });
    expect(res.statusCode).toBe(200);
    const part = res.json();
    expect(part).toMatchObject({
      appName: 'home-showcase',
      dictionaries: ['home', 'casino'],
      scriptsToLoad: [],
      body: {
        widget: 'HomeShowcase',
        slots: { content: [{ widget: 'GamesShowcase', props: { whence: 'home', count: 16 } }] },
      },
    });
    expect(part).not.toHaveProperty('codeToEval');
  });

  it('serves the games list as a remote part', async () => {
    const res = await app.inject({ url: '/mf/games/en/games', headers: partHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'games',
      dictionaries: ['casino'],
      body: { widget: 'CasinoSection' },
    });
  });

  it('home places the showcase part, no longer a permanent skeleton', async () => {
    const home = (await app.inject({ url: '/bff-api/pages/home.json' })).json();
    const text = JSON.stringify(home);
    expect(text).toContain('"name":"home-showcase"');
    expect(text).not.toContain('SkeletonGames');
  });

  it('gives each brand its own lobby order, and the header and bottom navigation link the casino', async () => {
    const aurora = (await app.inject({ url: '/bff-api/config/all.json' })).json();
    const other = (await app.inject({ url: '/bff-api/config/all.json', headers: nord })).json();
    expect(aurora.casinoLobby.categories[0]).toBe('slots');
    expect(other.casinoLobby.categories[0]).toBe('live-casino');
    expect(other.casinoLobby.categories).not.toContain('fishing-hunting');
    expect(aurora.casinoLobby.rows.map((r: { kind: string }) => r.kind)).not.toEqual(
      other.casinoLobby.rows.map((r: { kind: string }) => r.kind),
    );
    const header = (await app.inject({ url: '/mf/header/ru/', headers: partHeaders })).json();
    expect(JSON.stringify(header)).toContain('"to":"casino-lobby"');
    // The layouts travel inside the HTML shell: the default one's bottom navigation.
    const shell = await app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(shell.body).toMatch(/"to":"casino-lobby","labelKey":"main:nav_casino","icon":"dice"/);
  });

  it('serves every casino page schema the route table names', async () => {
    for (const page of [
      'casino-lobby',
      'casino-section-slots',
      'casino-game',
      'casino-bonus',
      'office-casino-vipcashback',
    ]) {
      const res = await app.inject({ url: `/bff-api/pages/${page}.json` });
      expect(res.statusCode, page).toBe(200);
      expect(res.json().id).toBe(page);
    }
  });
});
