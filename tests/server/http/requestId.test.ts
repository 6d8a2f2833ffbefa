// The request id that crosses processes: the proxy's X-Request-Id is kept when it is a plain
// token, every log line of the request carries it, and the answer names it; anything else gets a
// fresh UUID (a header never writes arbitrary text into the log).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const opened = await databaseBackends()[0]!.open();
    drop = opened.drop;
    app = await buildTestServer({
      database: opened.database,
      // info: Fastify's own "incoming request" and "request completed" lines.
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it("keeps the proxy's id: on the answer and on every log line of the request", async () => {
    const id = 'a3f09c1d5e7b4a2c9d8e7f6a5b4c3d2e';
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const logged = linesOf(id).map((line) => line.msg);
    expect(logged).toEqual(['incoming request', 'request completed']);
  });

  it('names the id on refusals and errors too', async () => {
    const id = 'req-404.check:1';
    const res = await app.inject({
      url: '/web-api/no-such-thing',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(id);
    const bad = await app.inject({
      url: '/web-api/sports/live/stream?games=abc',
      headers: { 'x-request-id': 'req-400' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('req-400');
  });

  it('makes a fresh UUID when none is sent or the one sent is not a plain token', async () => {
    for (const sent of [undefined, 'has space', 'x'.repeat(129), 'line\u2028break', '"quoted"']) {
      const res = await app.inject({
        url: '/healthz',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, String(sent)).toMatch(UUID);
      expect(linesOf(id).length).toBeGreaterThan(0);
      if (sent !== undefined) expect(JSON.stringify(lines)).not.toContain(sent);
    }
  });
});
