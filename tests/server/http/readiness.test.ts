// /healthz (alive) and /readyz (can serve now) for a load balancer (server/http/readiness.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('readiness on $name', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('is alive and ready, naming each check', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', feed: 'ok' } });
  });

  it('answers 503 with Retry-After while a check fails, and 200 again once it passes', async () => {
    let draining = true;
    app.readiness.add({ name: 'draining', check: () => !draining });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      ready: false,
      checks: { database: 'ok', feed: 'ok', draining: 'failing' },
    });
    draining = false;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
