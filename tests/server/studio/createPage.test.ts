// Creating a page in the studio (docs/back-office.md "Creating pages"): a promotion landing from
// its template, as drafts (page, its dictionary in every language, the route table with its
// route); published, a customer gets the page, its route and its texts without a deploy; the
// route table rolled back takes it off again. A taken name or a route another one matches is
// refused and writes nothing; qa may not create.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { customerPage, studioAs, type StudioCall } from './studioKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('creating a page on $name', (backend) => {
  let app: FastifyInstance;
  let editor: StudioCall;
  let qa: StudioCall;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database });
    editor = studioAs(app, await signedInOperator(app, opened.database, 'editor'));
    qa = studioAs(app, await signedInOperator(app, opened.database, 'qa'));
    // A migrated database and the content check: slow on a loaded machine.
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const routePaths = async () =>
    (
      (await app.inject({ url: '/bff-api/routes.json' })).json() as {
        routes: { id: string; path: string }[];
      }
    ).routes.map((r) => r.path);

  it('creates a promotion landing as drafts, publishes it live and rolls it back', async () => {
    const created = await editor('POST', 'pages', {
      brand: 'aurora',
      id: 'summer-cup',
      template: 'promotion',
      title: 'Summer cup',
    });
    expect(created.status, JSON.stringify(created.json())).toBe(201);
    expect(created.json().path).toBe('promo/summer-cup');
    // Drafts only: customers see nothing yet.
    expect((await customerPage(app, 'summer-cup')).status).toBe(404);
    expect(await routePaths()).not.toContain('promo/summer-cup');
    const resources = (await editor('GET', 'resources', { brand: 'aurora' })).json().resources as {
      kind: string;
      id: string;
      hasDraft: boolean;
    }[];
    expect(resources).toContainEqual(
      expect.objectContaining({ kind: 'page', id: 'summer-cup', hasDraft: true }),
    );
    const opened = await editor('GET', 'document', {
      brand: 'aurora',
      kind: 'page',
      id: 'summer-cup',
    });
    expect(opened.status).toBe(200);
    expect(JSON.stringify(opened.json().document)).toContain('HeroBanner');

    const published = await editor('POST', 'pages/publish', { brand: 'aurora', id: 'summer-cup' });
    expect(published.status, JSON.stringify(published.json())).toBe(200);
    const page = await customerPage(app, 'summer-cup');
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('summer-cup:title');
    expect(await routePaths()).toContain('promo/summer-cup');
    // Served with the table's default guard (maintenance) before its own.
    const served = (await app.inject({ url: '/bff-api/routes.json' })).json() as {
      routes: { id: string; guards?: unknown[] }[];
    };
    expect(served.routes.find((r) => r.id === 'summer-cup')?.guards).toEqual([
      'maintenance',
      'banned',
    ]);
    const texts = await app.inject({ url: '/bff-api/dictionaries/en/summer-cup.json' });
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({ title: 'Summer cup' });
    // Nord is untouched.
    expect((await customerPage(app, 'summer-cup', 'nord.localhost')).status).toBe(404);

    const rolledBack = await editor('POST', 'rollback', {
      brand: 'aurora',
      kind: 'routes',
      id: 'routes',
      version: published.json().routesVersionBefore,
    });
    expect(rolledBack.status, JSON.stringify(rolledBack.json())).toBe(200);
    expect(await routePaths()).not.toContain('promo/summer-cup');
  });

  it('refuses a taken name and a writer without the permission, writing nothing', async () => {
    const taken = await editor('POST', 'pages', { brand: 'aurora', id: 'home', template: 'info' });
    expect(taken.status).toBe(409);
    expect(taken.json().reason).toBe('content_exists');
    const bad = await editor('POST', 'pages', { brand: 'aurora', id: 'Bad Id', template: 'info' });
    expect(bad.status).toBe(400);
    const forbidden = await qa('POST', 'pages', {
      brand: 'aurora',
      id: 'qa-page',
      template: 'info',
    });
    expect(forbidden.status).toBe(403);
    const resources = (await editor('GET', 'resources', { brand: 'aurora' })).json().resources as {
      id: string;
    }[];
    expect(resources.map((r) => r.id)).not.toContain('qa-page');
  });
});
