// The visitor's A/B bucket cookie on the pages the server serves (server/web/visitorBucket.ts):
// a visitor without one gets one, a valid one is kept, and a bad one is replaced, the page served.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { buildTestServer, openTestDatabase, removeTempDirs } from '../testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('visitor-bucket');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const page = (cookie?: string) =>
  app.inject({
    url: '/ru/',
    headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) },
  });

const bucketCookie = (response: Awaited<ReturnType<typeof page>>) =>
  response.cookies.find((c) => c.name === 'ab_bucket');

describe('the A/B bucket cookie', () => {
  it('is given to a visitor without one: 0 to 99, a year, readable by the page, same site', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    const cookie = bucketCookie(response);
    expect(cookie?.value).toMatch(/^(0|[1-9][0-9]?)$/);
    expect(cookie).toMatchObject({ path: '/', maxAge: 365 * 24 * 3600, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('is kept when it holds a bucket', async () => {
    const response = await page('ab_bucket=42');
    expect(response.statusCode).toBe(200);
    expect(bucketCookie(response)).toBeUndefined();
  });

  it('is replaced when it does not, and the page is served', async () => {
    for (const bad of ['100', 'abc', '07', '9'.repeat(400)]) {
      const response = await page(`ab_bucket=${bad}`);
      expect(response.statusCode).toBe(200);
      expect(bucketCookie(response)?.value).toMatch(/^(0|[1-9][0-9]?)$/);
    }
  });
});
