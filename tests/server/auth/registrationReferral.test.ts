// Registration records the brand's partner reference and group (site config ref_id, group_id)
// and the partner link the visitor arrived through (the `referral` cookie, SPEC section 3
// "Referral cookie values: type, val, additional"); a malformed cookie is logged and ignored.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithCookie } from '../referral/officeGrowthKit';
import {
  buildTestServer,
  databaseBackends,
  FIXTURE_CONTENT,
  makeTempDir,
  removeTempDirs,
} from '../testServer';
import type { AppDatabase } from '../../../server/db/index';
import type { FastifyInstance } from 'fastify';
import { TEST_SECRET } from './authTestServer';

afterAll(removeTempDirs);

/** Fixture content where aurora is partner 7 of group 3 and nord names no partner. */
function partnerContent(): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const file = path.join(root, 'configs', 'brands', 'aurora', 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...site, ref_id: 7, group_id: 3 }));
  return root;
}

const cookieOf = (value: unknown) =>
  `referral=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

describe.each(databaseBackends())('registration attribution on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  const lines: string[] = [];
  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({
      database,
      contentRoot: partnerContent(),
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _enc, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
      auth: { secret: TEST_SECRET, testInbox: true },
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const recordOf = (userId: string) =>
    database.db
      .selectFrom('users')
      .select(['ref_id', 'group_id', 'referral_type', 'referral_val', 'referral_additional'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it("records the brand's ref_id and group_id and the referral cookie's type, val, additional", async () => {
    const user = await registerWithCookie(app, {
      cookie: cookieOf({ type: 'tag', val: 'T-77', additional: 'sub.1' }),
    });
    expect(await recordOf(user.userId)).toEqual({
      ref_id: 7,
      group_id: 3,
      referral_type: 'tag',
      referral_val: 'T-77',
      referral_additional: 'sub.1',
    });
  });

  it('records no referral without the cookie, and null ref_id where the brand names none', async () => {
    const aurora = await registerWithCookie(app);
    expect(await recordOf(aurora.userId)).toMatchObject({
      ref_id: 7,
      group_id: 3,
      referral_type: null,
      referral_val: null,
    });
    const nord = await registerWithCookie(app, {
      host: 'nord.localhost',
      cookie: cookieOf({ type: 'affid', val: '42', additional: null }),
    });
    expect(await recordOf(nord.userId)).toEqual({
      ref_id: null,
      group_id: null,
      referral_type: 'affid',
      referral_val: '42',
      referral_additional: null,
    });
  });

  it('ignores and logs a malformed cookie: the customer is registered without a referral', async () => {
    const malformed = [
      'not json',
      '%E0%A4%A',
      { type: 'bribe', val: 'x', additional: null },
      { type: 'ref', val: '<script>', additional: null },
      { type: 'tag', val: 'ok', additional: 'a;b' },
      { type: 'tag', val: 'ok', additional: null, admin: true },
      ['tag', 'ok'],
      { type: 'tag', val: 'x'.repeat(600), additional: null },
    ];
    for (const value of malformed) {
      const before = lines.length;
      const user = await registerWithCookie(app, { cookie: cookieOf(value) });
      expect(await recordOf(user.userId)).toMatchObject({
        ref_id: 7,
        referral_type: null,
        referral_val: null,
        referral_additional: null,
      });
      expect(lines.slice(before).join('')).toContain('malformed referral cookie');
    }
  });
});
