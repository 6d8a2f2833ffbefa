// GET /bff-api/content-changes: an open tab of a brand hears `content-changed` when that brand
// publishes or rolls back, and nothing of another brand's publications.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { serverFor } from '../casino/walletTestKit';
import { SseClient } from '../live/sseTestClient';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { studioAs } from './studioKit';

afterAll(removeTempDirs);

const [backend] = databaseBackends();

describe('content changes pushed to open tabs', () => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const clients: SseClient[] = [];
  afterAll(() => clients.forEach((c) => c.close()));
  serverFor(
    backend!,
    async (db) => {
      const server = await buildTestServer({ database: db });
      await server.listen({ port: 0, host: '127.0.0.1' });
      return { app: server };
    },
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  it("tells each brand's tabs of that brand's publications only", async () => {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const open = async (host: string) => {
      const client = await SseClient.open(`${base}/bff-api/content-changes`, { host });
      clients.push(client);
      return client;
    };
    const [aurora, nord] = [await open('localhost'), await open('nord.localhost')];
    expect(aurora.status).toBe(200);
    expect(aurora.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(aurora.headers['cache-control']).toBe('no-store, no-transform');

    const as = studioAs(app, await signedInOperator(app, database, 'editor'));
    const home = { brand: 'aurora', kind: 'page', id: 'home' };
    const doc = (await as('GET', 'document', home)).json().document as Record<string, unknown>;
    const saved = await as('PUT', 'draft', {
      ...home,
      document: { ...doc, layout: 'empty' },
      baseRevision: 0,
    });
    expect((await as('POST', 'publish', { ...home, revision: saved.json().revision })).status).toBe(
      200,
    );
    await aurora.waitFor(() => aurora.of('content-changed').length === 1);
    expect(JSON.parse(aurora.of('content-changed')[0]!.data)).toEqual({
      kind: 'page',
      id: 'home',
      brand: 'aurora',
    });

    const book = { brand: 'nord', kind: 'brandBook', id: 'nord' };
    const nordBook = (await as('GET', 'document', book)).json().document as Record<string, unknown>;
    const savedBook = await as('PUT', 'draft', { ...book, document: nordBook, baseRevision: 0 });
    expect(
      (await as('POST', 'publish', { ...book, revision: savedBook.json().revision })).status,
    ).toBe(200);
    await nord.waitFor(() => nord.of('content-changed').length === 1);
    // The nord tab heard only nord's publication; the aurora tab only aurora's rollback next.
    expect(nord.of('content-changed').map((e) => JSON.parse(e.data) as unknown)).toEqual([
      { kind: 'brandBook', id: 'nord', brand: 'nord' },
    ]);
    expect((await as('POST', 'rollback', { ...home, version: 0 })).status).toBe(200);
    await aurora.waitFor(() => aurora.of('content-changed').length === 2);
    expect(
      aurora.of('content-changed').map((e) => (JSON.parse(e.data) as { brand: string }).brand),
    ).toEqual(['aurora', 'aurora']);
    expect(nord.of('content-changed')).toHaveLength(1);
    clients.forEach((c) => c.close());
  });
});
