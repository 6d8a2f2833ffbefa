// Maintenance windows (SPEC sections 3 "Maintenance", 4, 7, 8): an operator sets a brand's windows
// at run time; the site config's `maintenance` follows at once in all.json, the `maintenance`
// group (no-cache, so a tab polling every 30 s sees it) and the first HTML; malformed windows are
// 400 maintenance_invalid and change nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS, type MaintenanceConfig } from '../../../domain/access/contract';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accessServerFor,
  accessSnapshot,
  bootOf,
  NORD,
  refusalOf,
  signedInOperator,
  signUpFast,
  TEST_ORIGIN,
} from './accessTestKit';

afterAll(removeTempDirs);

const HOUR = 3600;

describe.each(databaseBackends())('maintenance windows on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let admin: { id: string; headers: Record<string, string> };
  accessServerFor(backend, (held) => ({ app, database } = held));
  beforeAll(async () => {
    admin = await signedInOperator(app, database, 'admin');
  });
  const now = () => Math.floor(Date.now() / 1000);

  const put = (windows: unknown, brand = 'aurora', headers = admin.headers) =>
    app.inject({
      method: 'PUT',
      url: `${ACCESS_PATHS.operatorMaintenance}?brand=${brand}`,
      headers,
      payload: { windows } as Record<string, unknown>,
    });
  const group = async (host?: string) => {
    const res = await app.inject({
      url: '/bff-api/config/group/get?groups=maintenance,header',
      headers: host ? { host } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      res,
      maintenance: res.json<{ groups: { maintenance: { maintenance: MaintenanceConfig } } }>()
        .groups.maintenance.maintenance,
    };
  };

  it("serves the brand file's maintenance until an operator sets windows, with no-cache", async () => {
    const { res, maintenance } = await group();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(maintenance.isActive).toBe(false);
    // A group without maintenance keeps the long cache of SPEC section 7.
    const header = await app.inject({ url: '/bff-api/config/group/get?groups=header' });
    expect(header.headers['cache-control']).toMatch(/max-age=600/);
  });

  it('an operator switches maintenance on: group, all.json and the first HTML say so at once', async () => {
    const start = now() - 60;
    const res = await put([
      {
        started_at: start,
        ended_at: null,
        notify_started_at: null,
        notify_ended_at: null,
        isActive: true,
        web_state: 1,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      brand: 'aurora',
      current: { isActive: true, started_at: start, web_state: 1 },
    });
    expect((await group()).maintenance).toEqual({
      isActive: true,
      started_at: start,
      web_state: 1,
    });
    const all = await app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(all.json<{ maintenance: MaintenanceConfig }>().maintenance.isActive).toBe(true);
    const page = await app.inject({ url: '/ru', headers: { accept: 'text/html' } });
    expect((bootOf(page.body).config.maintenance as MaintenanceConfig).isActive).toBe(true);
    // The other brand is not touched.
    expect((await group(NORD.host)).maintenance.isActive).toBe(false);
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'brand'])
      .where('action', '=', 'maintenance.update')
      .execute();
    expect(audit).toEqual([{ action: 'maintenance.update', brand: 'aurora' }]);
  });

  it('a window in force by its times, then the next one announced, then none', async () => {
    const t = now();
    const windows = [
      {
        started_at: t - HOUR,
        ended_at: t + HOUR,
        notify_started_at: t - 2 * HOUR,
        notify_ended_at: t + HOUR,
        isActive: false,
        web_state: 0,
      },
      {
        started_at: t + 5 * HOUR,
        ended_at: t + 6 * HOUR,
        notify_started_at: t + 2 * HOUR,
        notify_ended_at: t + 6 * HOUR,
        isActive: false,
        web_state: 0,
      },
    ];
    expect((await put(windows)).statusCode).toBe(200);
    expect((await group()).maintenance).toMatchObject({
      isActive: true,
      started_at: t - HOUR,
      ended_at: t + HOUR,
    });
    expect((await put([windows[1]])).statusCode).toBe(200);
    expect((await group()).maintenance).toEqual(windows[1]);
    expect((await put([])).statusCode).toBe(200);
    expect((await group()).maintenance).toEqual({ isActive: false });
    const get = await app.inject({
      url: `${ACCESS_PATHS.operatorMaintenance}?brand=aurora`,
      headers: admin.headers,
    });
    expect(get.json()).toEqual({ brand: 'aurora', windows: [], current: { isActive: false } });
  });

  it.each([
    [
      'ends before it starts',
      [{ started_at: 1_800_000_000, ended_at: 1_799_999_000, isActive: false, web_state: 0 }],
      'windows/0/ended_at',
    ],
    [
      'milliseconds',
      [{ started_at: 1_800_000_000_000, ended_at: null, isActive: false, web_state: 0 }],
      'windows/0/started_at',
    ],
    [
      'a start as text',
      [{ started_at: '2027-01-01', ended_at: null, isActive: false, web_state: 0 }],
      'windows/0/started_at',
    ],
    [
      'one notify time only',
      [
        {
          started_at: 1_800_000_000,
          ended_at: null,
          notify_started_at: 1_799_000_000,
          isActive: false,
          web_state: 0,
        },
      ],
      'windows/0/notify_ended_at',
    ],
    [
      'a warning after the start',
      [
        {
          started_at: 1_800_000_000,
          ended_at: 1_800_003_600,
          notify_started_at: 1_800_001_000,
          notify_ended_at: 1_800_003_600,
          isActive: false,
          web_state: 0,
        },
      ],
      'windows/0/notify_started_at',
    ],
    [
      'isActive as text',
      [{ started_at: 1_800_000_000, ended_at: null, isActive: 'true', web_state: 0 }],
      'windows/0/isActive',
    ],
    [
      'web_state 100',
      [{ started_at: 1_800_000_000, ended_at: null, isActive: false, web_state: 100 }],
      'windows/0/web_state',
    ],
    [
      'an unknown field',
      [{ started_at: 1_800_000_000, ended_at: null, isActive: false, web_state: 0, note: 'x' }],
      'windows/0/note',
    ],
    [
      'overlapping windows',
      [
        { started_at: 1_800_000_000, ended_at: 1_800_007_200, isActive: false, web_state: 0 },
        { started_at: 1_800_003_600, ended_at: 1_800_010_800, isActive: false, web_state: 0 },
      ],
      'windows',
    ],
    [
      'an open-ended window before another',
      [
        { started_at: 1_800_000_000, ended_at: null, isActive: false, web_state: 0 },
        { started_at: 1_800_003_600, ended_at: 1_800_010_800, isActive: false, web_state: 0 },
      ],
      'windows',
    ],
    ['windows not a list', 'soon', 'windows'],
    [
      '21 windows',
      Array.from({ length: 21 }, (_, i) => ({
        started_at: 1_800_000_000 + i * 7200,
        ended_at: 1_800_003_600 + i * 7200,
        isActive: false,
        web_state: 0,
      })),
      'windows',
    ],
  ])(
    'refuses malformed windows: %s (400 maintenance_invalid, nothing saved)',
    async (_what, windows, field) => {
      const before = await accessSnapshot(database);
      expect(refusalOf(await put(windows))).toEqual({
        status: 400,
        reason: 'maintenance_invalid',
        field,
      });
      expect(await accessSnapshot(database)).toBe(before);
    },
  );

  it('refuses an unknown brand (400 brand_unknown) and guards the endpoint (401, 403)', async () => {
    expect(refusalOf(await put([], 'nowhere'))).toMatchObject({
      status: 400,
      reason: 'brand_unknown',
    });
    expect(refusalOf(await put([], 'aurora', { origin: TEST_ORIGIN }))).toMatchObject({
      status: 401,
      reason: 'operator_auth_required',
    });
    const customer = await signUpFast(app);
    expect(refusalOf(await put([], 'aurora', customer.headers))).toMatchObject({
      status: 403,
      reason: 'operator_only',
    });
    const editor = await signedInOperator(app, database, 'editor');
    expect(refusalOf(await put([], 'aurora', editor.headers))).toMatchObject({
      status: 403,
      reason: 'operator_forbidden',
    });
    const get = await app.inject({
      url: `${ACCESS_PATHS.operatorMaintenance}?brand=aurora`,
      headers: customer.headers,
    });
    expect(refusalOf(get)).toMatchObject({ status: 403, reason: 'operator_only' });
  });
});
