import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { REPORTS_PER_MINUTE } from '../../server/reports/reportRoutes';
import { buildTestServer, databaseBackends, removeTempDirs } from './testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('client reports on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({ database });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  const countRows = async () =>
    Number(
      (
        await database.db
          .selectFrom('client_reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/bff-api/reports',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores a valid report with its brand and user agent, and answers 204', async () => {
    const before = await countRows();
    const res = await post(
      {
        kind: 'unknown-widget',
        message: 'Unknown widget Foo',
        path: 'pages/home.json#/body',
        url: 'http://nord.localhost/en/',
      },
      { host: 'nord.localhost', 'user-agent': 'vitest' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows()).toBe(before + 1);
    const row = await database.db
      .selectFrom('client_reports')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      brand: 'nord',
      kind: 'unknown-widget',
      message: 'Unknown widget Foo',
      path: 'pages/home.json#/body',
      url: 'http://nord.localhost/en/',
      user_agent: 'vitest',
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it.each([
    ['an unknown kind', { kind: 'hack', message: 'x' }, 'kind'],
    ['a missing message', { kind: 'widget-error' }, 'message'],
    ['an empty message', { kind: 'widget-error', message: '' }, 'message'],
    [
      'a message over 2000 characters',
      { kind: 'widget-error', message: 'x'.repeat(2001) },
      'message',
    ],
    ['an unknown field', { kind: 'widget-error', message: 'x', extra: 1 }, "properties: 'extra'"],
    ['a number as message', { kind: 'widget-error', message: 42 }, 'message'],
    ['a non-object body', [1, 2], 'object'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, mentioned) => {
    const before = await countRows();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toContain(mentioned);
    expect(await countRows()).toBe(before);
  });

  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const before = await countRows();
    const res = await post('{"kind":');
    expect(res.statusCode).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('refuses a body over the size limit without reading it, and stores nothing', async () => {
    const before = await countRows();
    const res = await post({ kind: 'widget-error', message: 'x', path: 'p'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Payload Too Large');
    expect(await countRows()).toBe(before);
  });

  it('limits one client to REPORTS_PER_MINUTE reports a minute, storing none beyond', async () => {
    const limited = await buildTestServer({ database });
    try {
      const before = await countRows();
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/bff-api/reports',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ kind: 'widget-error', message: 'flood' }),
        });
      for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/rate limit/i) });
      expect(await countRows()).toBe(before + REPORTS_PER_MINUTE);
    } finally {
      await limited.close();
    }
  });

  it('answers GET with 404: reports change state only by POST', async () => {
    const res = await app.inject({ url: '/bff-api/reports' });
    expect(res.statusCode).toBe(404);
  });
});

describe('policy logo pixel', () => {
  // The server is built in a hook: opening a database runs every migration, which on a loaded
  // machine can take longer than a test's own time.
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    const [backend] = databaseBackends();
    ({ database, drop } = await backend!.open());
    app = await buildTestServer({ database });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('is a transparent 1x1 GIF that is never cached', async () => {
    const res = await app.inject({ url: '/web-api/policy/logo.agif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(bytes.readUInt16LE(6)).toBe(1);
    expect(bytes.readUInt16LE(8)).toBe(1);
  });
});
