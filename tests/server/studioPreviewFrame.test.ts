import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('studio-preview-frame');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

describe('the studio preview frame', () => {
  it('lets a page of the same origin frame a site page asked for with studio-preview=1', async () => {
    const res = await app.inject({
      url: '/ru/?studio-preview=1',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps every other site page unframeable', async () => {
    for (const url of ['/ru/', '/ru/?studio-preview=0', '/ru/?studio-preview=1x']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'none'");
    }
  });
});
