// Redirect rules (SPEC sections 5 and 7 "redirect-light"): operators save them per brand, refused
// when they would loop, leave the site or are malformed (400, nothing saved); redirect-light
// follows them with code, url, reasons and breadcrumbs.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS } from '../../../domain/access/contract';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accessServerFor,
  accessSnapshot,
  NORD,
  refusalOf,
  signedInOperator,
  signUpFast,
  TEST_ORIGIN,
} from './accessTestKit';
import { afterAll } from 'vitest';

afterAll(removeTempDirs);

describe.each(databaseBackends())('redirect rules on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let admin: Record<string, string>;
  accessServerFor(backend, (held) => ({ app, database } = held));
  beforeAll(async () => {
    admin = (await signedInOperator(app, database, 'admin')).headers;
  });

  const save = (payload: unknown, headers = admin) =>
    app.inject({
      method: 'POST',
      url: ACCESS_PATHS.operatorRedirects,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const light = (url: string, host?: string) =>
    app.inject({
      method: 'POST',
      url: ACCESS_PATHS.redirectLight,
      headers: { origin: host ? `http://${host}` : TEST_ORIGIN, ...(host ? { host } : {}) },
      payload: { url },
    });

  it('saves a rule (201, audited) and redirect-light follows it with every field', async () => {
    const res = await save({
      brand: 'aurora',
      from: '/promo/old',
      to: 'promo/new',
      code: 301,
      reason: 'moved',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rule } = res.json<{ rule: { id: string; from: string; enabled: boolean } }>();
    expect(rule).toMatchObject({ from: 'promo/old', to: 'promo/new', enabled: true });
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'brand', 'target'])
      .where('action', '=', 'redirect.create')
      .execute();
    expect(audit).toEqual([
      { action: 'redirect.create', brand: 'aurora', target: `redirect/${rule.id}` },
    ]);

    const answer = await light('/en/promo/old?utm_source=x');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        redirect: true,
        code: 301,
        url: '/en/promo/new?utm_source=x',
        reasons: ['moved'],
        breadcrumbs: ['/en/promo/old', '/en/promo/new'],
      },
    });
  });

  it('follows a chain and a wildcard, keeping what is under the prefix', async () => {
    expect(
      (
        await save({
          brand: 'aurora',
          from: 'casino/old/*',
          to: 'casino/legacy',
          code: 302,
          reason: 'renamed',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await save({
          brand: 'aurora',
          from: 'casino/legacy/slots',
          to: 'slots',
          code: 301,
          reason: 'merged',
        })
      ).statusCode,
    ).toBe(201);
    expect((await light('/ru/casino/old/slots')).json()).toEqual({
      data: {
        redirect: true,
        code: 302,
        url: '/ru/slots',
        reasons: ['renamed', 'merged'],
        breadcrumbs: ['/ru/casino/old/slots', '/ru/casino/legacy/slots', '/ru/slots'],
      },
    });
    expect((await light('/ru/casino/old/live/7')).json().data.url).toBe('/ru/casino/legacy/live/7');
  });

  it('answers redirect: false where no enabled rule applies, and per brand', async () => {
    expect((await light('/ru/about')).json()).toEqual({ data: { redirect: false } });
    // The nord brand has no rules: aurora's do not leak into it.
    expect((await light('/en/promo/old', NORD.host)).json()).toEqual({ data: { redirect: false } });
    const off = await save({
      brand: 'aurora',
      from: 'off/page',
      to: 'about',
      code: 301,
      reason: 'off',
      enabled: false,
    });
    expect(off.statusCode).toBe(201);
    expect((await light('/ru/off/page')).json()).toEqual({ data: { redirect: false } });
  });

  it('a path without a language takes the brand default language', async () => {
    expect((await light('/promo/old')).json().data.url).toBe('/ru/promo/new');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])(
    'refuses a target off the site: %s (400 redirect_offsite, nothing saved)',
    async (_what, to) => {
      const before = await accessSnapshot(database);
      const res = await save({
        brand: 'aurora',
        from: 'go/away',
        to,
        code: 302,
        reason: 'offsite',
      });
      expect(refusalOf(res)).toEqual({ status: 400, reason: 'redirect_offsite', field: 'to' });
      expect(await accessSnapshot(database)).toBe(before);
    },
  );

  it.each([
    ['a rule to itself', [{ from: 'loop/a', to: 'loop/a' }]],
    [
      'two rules into each other',
      [
        { from: 'loop/b', to: 'loop/c' },
        { from: 'loop/c', to: 'loop/b' },
      ],
    ],
    [
      'three rules in a ring',
      [
        { from: 'r/1', to: 'r/2' },
        { from: 'r/2', to: 'r/3' },
        { from: 'r/3', to: 'r/1' },
      ],
    ],
    ['a wildcard into its own prefix', [{ from: 'w/*', to: 'w/x' }]],
    [
      'wildcards into each other',
      [
        { from: 'p/*', to: 'q' },
        { from: 'q/*', to: 'p' },
      ],
    ],
  ])(
    'refuses the rule that closes a loop: %s (400 redirect_loop, nothing saved)',
    async (_what, rules) => {
      const last = rules[rules.length - 1]!;
      for (const r of rules.slice(0, -1)) {
        expect((await save({ brand: 'aurora', ...r, code: 302, reason: 'chain' })).statusCode).toBe(
          201,
        );
      }
      const before = await accessSnapshot(database);
      const res = await save({ brand: 'aurora', ...last, code: 302, reason: 'chain' });
      expect(refusalOf(res)).toEqual({ status: 400, reason: 'redirect_loop', field: 'to' });
      expect(await accessSnapshot(database)).toBe(before);
    },
  );

  it('refuses a change that would close a loop (PUT), keeping the old rule', async () => {
    const a = (
      await save({ brand: 'aurora', from: 'edit/a', to: 'edit/b', code: 302, reason: 'x' })
    ).json<{ rule: { id: string } }>().rule;
    const b = (
      await save({ brand: 'aurora', from: 'edit/b', to: 'about', code: 302, reason: 'x' })
    ).json<{ rule: { id: string } }>().rule;
    const before = await accessSnapshot(database);
    const res = await app.inject({
      method: 'PUT',
      url: `${ACCESS_PATHS.operatorRedirects}/${b.id}`,
      headers: admin,
      payload: { brand: 'aurora', from: 'edit/b', to: 'edit/a', code: 302, reason: 'x' },
    });
    expect(refusalOf(res)).toEqual({ status: 400, reason: 'redirect_loop', field: 'to' });
    expect(await accessSnapshot(database)).toBe(before);
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    ['no brand', { from: 'a', to: 'b', code: 301, reason: 'x' }, 'brand'],
    ['an empty from', { brand: 'aurora', from: '', to: 'b', code: 301, reason: 'x' }, 'from'],
    [
      'a from with ..',
      { brand: 'aurora', from: 'a/../b', to: 'b', code: 301, reason: 'x' },
      'from',
    ],
    [
      'a from with a query',
      { brand: 'aurora', from: 'a?x=1', to: 'b', code: 301, reason: 'x' },
      'from',
    ],
    ['a to with spaces', { brand: 'aurora', from: 'a', to: 'b c', code: 301, reason: 'x' }, 'to'],
    ['code 200', { brand: 'aurora', from: 'a', to: 'b', code: 200, reason: 'x' }, 'code'],
    ['code as text', { brand: 'aurora', from: 'a', to: 'b', code: '301', reason: 'x' }, 'code'],
    [
      'a reason with spaces',
      { brand: 'aurora', from: 'a', to: 'b', code: 301, reason: 'Moved here' },
      'reason',
    ],
    [
      'enabled as text',
      { brand: 'aurora', from: 'a', to: 'b', code: 301, reason: 'x', enabled: 'yes' },
      'enabled',
    ],
    [
      'an unknown field',
      { brand: 'aurora', from: 'a', to: 'b', code: 301, reason: 'x', extra: 1 },
      'extra',
    ],
    [
      'a duplicate from',
      { brand: 'aurora', from: 'promo/old', to: 'b', code: 301, reason: 'x' },
      'from',
    ],
  ])(
    'refuses a malformed rule: %s (400 rule_invalid, nothing saved)',
    async (_what, body, field) => {
      const before = await accessSnapshot(database);
      const res = await save(body);
      expect(refusalOf(res)).toEqual({ status: 400, reason: 'rule_invalid', field });
      expect(await accessSnapshot(database)).toBe(before);
    },
  );

  it('refuses an unknown brand (400 brand_unknown) and an array body', async () => {
    const res = await save({ brand: 'nowhere', from: 'a', to: 'b', code: 301, reason: 'x' });
    expect(refusalOf(res)).toMatchObject({ status: 400, reason: 'brand_unknown' });
    expect(refusalOf(await save([1, 2]))).toMatchObject({ status: 400 });
  });

  it('redirect-light refuses a URL that is not a path of this site (400 invalid_field)', async () => {
    for (const url of ['https://evil.example/ru', '//evil.example', 'ru/about', '']) {
      const res = await light(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ field: 'url' });
    }
  });

  it('lists, changes and removes rules (audited); a missing rule is 404', async () => {
    const list = await app.inject({
      url: `${ACCESS_PATHS.operatorRedirects}?brand=aurora`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const rules = list.json<{ rules: { id: string; from: string }[] }>().rules;
    const promo = rules.find((r) => r.from === 'promo/old')!;
    const put = await app.inject({
      method: 'PUT',
      url: `${ACCESS_PATHS.operatorRedirects}/${promo.id}`,
      headers: admin,
      payload: {
        brand: 'aurora',
        from: 'promo/old',
        to: 'promo/newer',
        code: 308,
        reason: 'moved_again',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await light('/ru/promo/old')).json().data).toMatchObject({
      code: 308,
      url: '/ru/promo/newer',
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `${ACCESS_PATHS.operatorRedirects}/${promo.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    expect((await light('/ru/promo/old')).json()).toEqual({ data: { redirect: false } });
    const again = await app.inject({
      method: 'DELETE',
      url: `${ACCESS_PATHS.operatorRedirects}/${promo.id}`,
      headers: admin,
    });
    expect(refusalOf(again)).toMatchObject({ status: 404, reason: 'not_found' });
    const actions = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `redirect/${promo.id}`)
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'redirect.create',
      'redirect.update',
      'redirect.delete',
    ]);
  });

  it('operator endpoints: 401 without an operator, 403 with a customer token or a role without operations', async () => {
    const body = { brand: 'aurora', from: 'x/y', to: 'about', code: 301, reason: 'x' };
    const anonymous = await save(body, { origin: TEST_ORIGIN });
    expect(refusalOf(anonymous)).toMatchObject({ status: 401, reason: 'operator_auth_required' });
    const customer = await signUpFast(app);
    expect(refusalOf(await save(body, customer.headers))).toMatchObject({
      status: 403,
      reason: 'operator_only',
    });
    const editor = await signedInOperator(app, database, 'editor');
    expect(refusalOf(await save(body, editor.headers))).toMatchObject({
      status: 403,
      reason: 'operator_forbidden',
    });
    const list = await app.inject({ url: `${ACCESS_PATHS.operatorRedirects}?brand=aurora` });
    expect(list.statusCode).toBe(401);
  });
});
