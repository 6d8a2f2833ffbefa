// The built-in provider's game frame page: served from the build's builtin-provider.html in the
// page language and direction, allowed to be framed by this site only, and framable by the
// customer pages (frame-src 'self'); a page that is not built answers 404, never a broken page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/index';
import {
  buildTestServer,
  makeFakeClientDist,
  removeTempDirs,
  openTestDatabase,
} from '../testServer';

afterAll(removeTempDirs);

const SESSION = 'a'.repeat(43);

function cspDirectives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

describe('built-in game frame page', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let bare: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('frame');
    const dist = makeFakeClientDist();
    writeFileSync(
      path.join(dist, 'builtin-provider.html'),
      '<!doctype html><html lang="ru"><head><script type="module" src="/assets/builtin-provider-x.js"></script></head><body><main id="game"></main></body></html>',
    );
    app = await buildTestServer({ database, clientDistDir: dist });
    bare = await buildTestServer({ database });
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
    await database.close();
  });

  it('serves the frame in the page language and direction, framable by this site only', async () => {
    const res = await app.inject(`/builtin-provider/games/builtin-slot?session=${SESSION}&lng=ar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('/assets/builtin-provider-x.js');
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const en = await app.inject(`/builtin-provider/games/builtin-crash?session=${SESSION}&lng=en`);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
  });

  it('lets the customer pages frame it, while they themselves are never framed', async () => {
    const res = await app.inject('/ru/');
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.body).not.toContain('builtin-provider');
  });

  it('refuses a frame URL without a well-formed session, and answers 404 when not built', async () => {
    const missing = await app.inject('/builtin-provider/games/builtin-slot?lng=en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('session');
    const bad = await app.inject('/builtin-provider/games/builtin-slot?session=x%00y');
    expect(bad.statusCode).toBe(400);
    const notBuilt = await bare.inject(`/builtin-provider/games/builtin-slot?session=${SESSION}`);
    expect(notBuilt.statusCode).toBe(404);
    expect(notBuilt.json().reason).toBe('not_found');
  });
});
