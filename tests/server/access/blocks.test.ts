// Block rules (SPEC sections 4 "Blocking and maintenance", 7 "block"): operators save them per
// brand (malformed: 400 rule_invalid, nothing saved); the block check answers the first matching
// rule by country, route and audience, through the API and in the first HTML's boot JSON.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS, BLOCK_REASONS, type BlockResult } from '../../../domain/access/contract';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accessServerFor,
  accessSnapshot,
  bootOf,
  ban,
  NORD,
  refusalOf,
  signedInOperator,
  signUpFast,
  TEST_ORIGIN,
  type SignedUpUser,
} from './accessTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('block rules on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let admin: Record<string, string>;
  let customer: SignedUpUser;
  let banned: SignedUpUser;
  accessServerFor(backend, (held) => ({ app, database } = held));
  beforeAll(async () => {
    admin = (await signedInOperator(app, database, 'admin')).headers;
    customer = await signUpFast(app);
    banned = await signUpFast(app);
    await ban(app, banned.userId, 7);
  });

  const save = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: ACCESS_PATHS.operatorBlocks,
      headers: admin,
      payload: payload as Record<string, unknown>,
    });
  const check = async (
    url: string,
    opts: { country?: string; headers?: Record<string, string>; host?: string } = {},
  ): Promise<BlockResult> => {
    const res = await app.inject({
      method: 'POST',
      url: ACCESS_PATHS.block,
      headers: {
        origin: opts.host ? `http://${opts.host}` : TEST_ORIGIN,
        ...(opts.host ? { host: opts.host } : {}),
        ...opts.headers,
        ...(opts.country ? { 'x-test-country': opts.country } : {}),
      },
      payload: { auth: opts.headers !== undefined, url },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ data: BlockResult }>().data;
  };
  const NONE = { displayTypeId: null, templateTypeId: null };

  it('answers not blocked while the brand has no rules', async () => {
    expect(await check('/ru', { country: 'GB' })).toEqual(NONE);
  });

  it('blocks a country on every route, and no other country', async () => {
    const res = await save({
      brand: 'aurora',
      countries: ['gb'],
      routes: [],
      audience: 'all',
      displayTypeId: 2,
      templateTypeId: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rule).toMatchObject({
      countries: ['GB'],
      routes: [],
      priority: 0,
      enabled: true,
    });
    expect(await check('/ru/sports', { country: 'GB' })).toEqual({
      displayTypeId: 2,
      templateTypeId: 5,
    });
    expect(await check('/en', { country: 'gb' })).toEqual({ displayTypeId: 2, templateTypeId: 5 });
    expect(await check('/ru/sports', { country: 'DE' })).toEqual(NONE);
    // The country unknown (no geo table in tests, no header): a country rule does not apply.
    expect(await check('/ru/sports')).toEqual(NONE);
    // Per brand: nord has no rules.
    expect(await check('/en', { country: 'GB', host: NORD.host })).toEqual(NONE);
  });

  it('blocks a route (and what is under it) for every country', async () => {
    expect(
      (
        await save({
          brand: 'aurora',
          countries: [],
          routes: ['casino/*', 'poker'],
          audience: 'all',
          displayTypeId: 8,
        })
      ).statusCode,
    ).toBe(201);
    expect(await check('/ru/casino', { country: 'DE' })).toEqual({
      displayTypeId: 8,
      templateTypeId: null,
    });
    expect(await check('/en/casino/slots/1?x=2')).toEqual({
      displayTypeId: 8,
      templateTypeId: null,
    });
    expect(await check('/ru/poker')).toEqual({ displayTypeId: 8, templateTypeId: null });
    expect(await check('/ru/poker/holdem')).toEqual(NONE);
    expect(await check('/ru/casinos')).toEqual(NONE);
  });

  it('the first rule by priority decides', async () => {
    expect(
      (
        await save({
          brand: 'aurora',
          countries: ['FR'],
          routes: ['casino/*'],
          audience: 'all',
          displayTypeId: 13,
          priority: -5,
        })
      ).statusCode,
    ).toBe(201);
    expect(await check('/ru/casino', { country: 'FR' })).toEqual({
      displayTypeId: 13,
      templateTypeId: null,
    });
    expect(await check('/ru/casino', { country: 'IT' })).toEqual({
      displayTypeId: 8,
      templateTypeId: null,
    });
  });

  it('rules by audience: guests, customers and banned customers', async () => {
    expect(
      (
        await save({
          brand: 'aurora',
          countries: [],
          routes: ['bonus/guests'],
          audience: 'guests',
          displayTypeId: 1,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await save({
          brand: 'aurora',
          countries: [],
          routes: ['bonus/customers'],
          audience: 'customers',
          displayTypeId: 3,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await save({
          brand: 'aurora',
          countries: [],
          routes: ['bonus/*'],
          audience: 'banned',
          displayTypeId: 16,
          priority: -10,
        })
      ).statusCode,
    ).toBe(201);
    expect((await check('/ru/bonus/guests')).displayTypeId).toBe(1);
    expect(
      (await check('/ru/bonus/guests', { headers: customer.headers })).displayTypeId,
    ).toBeNull();
    expect((await check('/ru/bonus/customers')).displayTypeId).toBeNull();
    expect((await check('/ru/bonus/customers', { headers: customer.headers })).displayTypeId).toBe(
      3,
    );
    // A banned customer gets the banned rule (priority -10), and the block check stays open to them.
    expect((await check('/ru/bonus/customers', { headers: banned.headers })).displayTypeId).toBe(
      16,
    );
  });

  it('the first HTML carries the block result in its boot JSON (null when not blocked)', async () => {
    const blocked = await app.inject({
      url: '/ru/casino/slots',
      headers: { accept: 'text/html', 'x-test-country': 'FR' },
    });
    expect(blocked.statusCode).toBeLessThan(500);
    expect(bootOf(blocked.body).block).toEqual({ displayTypeId: 13, templateTypeId: null });
    const open = await app.inject({
      url: '/ru',
      headers: { accept: 'text/html', 'x-test-country': 'DE' },
    });
    expect(open.statusCode).toBe(200);
    expect(bootOf(open.body).block).toBeNull();
    const byCookie = await app.inject({
      url: '/ru/bonus/customers',
      headers: { accept: 'text/html', cookie: customer.headers.cookie! },
    });
    expect(bootOf(byCookie.body).block).toEqual({ displayTypeId: 3, templateTypeId: null });
  });

  it('every block reason of SPEC section 4 can be saved and is answered', async () => {
    for (const reason of BLOCK_REASONS) {
      const res = await save({
        brand: 'nord',
        countries: [],
        routes: [`reason/${reason}`],
        audience: 'all',
        displayTypeId: reason,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await check(`/en/reason/${reason}`, { host: NORD.host })).displayTypeId).toBe(reason);
    }
  });

  it.each([
    ['no brand', { countries: [], routes: [], audience: 'all', displayTypeId: 1 }, 'brand'],
    [
      'a country name',
      { brand: 'aurora', countries: ['Russia'], routes: [], audience: 'all', displayTypeId: 1 },
      'countries',
    ],
    [
      'countries as text',
      { brand: 'aurora', countries: 'GB', routes: [], audience: 'all', displayTypeId: 1 },
      'countries',
    ],
    [
      'a route with a host',
      {
        brand: 'aurora',
        countries: [],
        routes: ['//evil.example'],
        audience: 'all',
        displayTypeId: 1,
      },
      'routes',
    ],
    [
      'a route with ..',
      { brand: 'aurora', countries: [], routes: ['a/../b'], audience: 'all', displayTypeId: 1 },
      'routes',
    ],
    [
      'an unknown audience',
      { brand: 'aurora', countries: [], routes: [], audience: 'vip', displayTypeId: 1 },
      'audience',
    ],
    [
      'reason 6 (not in SPEC section 4)',
      { brand: 'aurora', countries: [], routes: [], audience: 'all', displayTypeId: 6 },
      'displayTypeId',
    ],
    [
      'reason as text',
      { brand: 'aurora', countries: [], routes: [], audience: 'all', displayTypeId: '4' },
      'displayTypeId',
    ],
    [
      'a fractional template',
      {
        brand: 'aurora',
        countries: [],
        routes: [],
        audience: 'all',
        displayTypeId: 4,
        templateTypeId: 1.5,
      },
      'templateTypeId',
    ],
    [
      'a huge priority',
      {
        brand: 'aurora',
        countries: [],
        routes: [],
        audience: 'all',
        displayTypeId: 4,
        priority: 1e9,
      },
      'priority',
    ],
    [
      'an unknown field',
      {
        brand: 'aurora',
        countries: [],
        routes: [],
        audience: 'all',
        displayTypeId: 4,
        when: 'now',
      },
      'when',
    ],
  ])(
    'refuses a malformed rule: %s (400 rule_invalid, nothing saved)',
    async (_what, body, field) => {
      const before = await accessSnapshot(database);
      expect(refusalOf(await save(body))).toEqual({ status: 400, reason: 'rule_invalid', field });
      expect(await accessSnapshot(database)).toBe(before);
    },
  );

  it('the block check refuses a URL off the site and a malformed body (400)', async () => {
    for (const payload of [
      { auth: false, url: 'https://evil.example/' },
      { auth: 'yes', url: '/ru' },
      { url: '/ru' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: ACCESS_PATHS.block,
        headers: { origin: TEST_ORIGIN },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('changes and removes rules (audited), 404 for a missing one', async () => {
    const list = await app.inject({
      url: `${ACCESS_PATHS.operatorBlocks}?brand=aurora`,
      headers: admin,
    });
    const gb = list
      .json<{ rules: { id: string; countries: string[] }[] }>()
      .rules.find((r) => r.countries.includes('GB'))!;
    const put = await app.inject({
      method: 'PUT',
      url: `${ACCESS_PATHS.operatorBlocks}/${gb.id}`,
      headers: admin,
      payload: {
        brand: 'aurora',
        countries: ['GB'],
        routes: [],
        audience: 'all',
        displayTypeId: 2,
        enabled: false,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await check('/ru/sports', { country: 'GB' })).toEqual(NONE);
    const del = await app.inject({
      method: 'DELETE',
      url: `${ACCESS_PATHS.operatorBlocks}/${gb.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    const missing = await app.inject({
      method: 'PUT',
      url: `${ACCESS_PATHS.operatorBlocks}/${gb.id}`,
      headers: admin,
      payload: { brand: 'aurora', countries: [], routes: [], audience: 'all', displayTypeId: 2 },
    });
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });
    const actions = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `block/${gb.id}`)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['block.create', 'block.update', 'block.delete']);
  });

  it('operator endpoints: 401 without an operator, 403 with a customer token or without operations', async () => {
    const body = { brand: 'aurora', countries: [], routes: [], audience: 'all', displayTypeId: 4 };
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: ACCESS_PATHS.operatorBlocks, headers, payload: body });
    expect(refusalOf(await post({ origin: TEST_ORIGIN }))).toMatchObject({
      status: 401,
      reason: 'operator_auth_required',
    });
    expect(refusalOf(await post(customer.headers))).toMatchObject({
      status: 403,
      reason: 'operator_only',
    });
    const qa = await signedInOperator(app, database, 'qa');
    expect(refusalOf(await post(qa.headers))).toMatchObject({
      status: 403,
      reason: 'operator_forbidden',
    });
  });
});

describe('the test country header without TEST_CONTROL', () => {
  const [backend] = databaseBackends();
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend!, (held) => ({ app, database } = held), { testControl: false });

  it('is never trusted: the country stays unknown', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const rule = {
      brand: 'aurora',
      countries: ['GB'],
      routes: [],
      audience: 'all',
      displayTypeId: 2,
    };
    const saved = await app.inject({
      method: 'POST',
      url: ACCESS_PATHS.operatorBlocks,
      headers: admin.headers,
      payload: rule,
    });
    expect(saved.statusCode).toBe(201);
    const res = await app.inject({
      method: 'POST',
      url: ACCESS_PATHS.block,
      headers: { origin: TEST_ORIGIN, 'x-test-country': 'GB' },
      payload: { auth: false, url: '/ru' },
    });
    expect(res.json()).toEqual({ data: { displayTypeId: null, templateTypeId: null } });
    const ban = await app.inject({
      method: 'PUT',
      url: '/test-control/customers/1/ban',
      headers: { origin: TEST_ORIGIN },
      payload: { level: 1, version: 0 },
    });
    expect(ban.statusCode).toBe(404);
  });
});
