// Text no route may take (NUL, unpaired surrogates) and numbers that are not finite or beyond
// 2^53 are refused by request validation in every part of every route: 400, reason
// invalid_field naming the field, and nothing reaches the database.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { findUnsafeInput } from '../../../server/http/unsafeInput';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const json = (payload: string) => ({
  headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
  payload,
});

function expectRefused(
  res: { statusCode: number; json: () => unknown },
  field: string | undefined,
  rule: unknown = 'characters',
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'Bad Request',
    message: expect.any(String),
    reason: 'invalid_field',
    ...(field === undefined ? {} : { field }),
    rule,
  });
}

describe('findUnsafeInput', () => {
  it('finds NUL, unpaired surrogates, non-finite and unsafe numbers anywhere, and passes paired surrogates', () => {
    expect(findUnsafeInput({ a: ['ok', { b: 'x\u0000' }] })?.instancePath).toBe('/a/1/b');
    expect(findUnsafeInput({ a: '\ud800' })?.keyword).toBe('characters');
    expect(findUnsafeInput({ a: 'x\udc00' })?.keyword).toBe('characters');
    expect(findUnsafeInput({ a: '\udc00\ud800' })?.keyword).toBe('characters');
    expect(findUnsafeInput({ 'k\u0000': 1 })).toMatchObject({
      instancePath: '',
      keyword: 'characters',
    });
    expect(findUnsafeInput({ n: Infinity })).toMatchObject({
      instancePath: '/n',
      keyword: 'range',
    });
    expect(findUnsafeInput([Number.NaN])?.keyword).toBe('range');
    expect(findUnsafeInput({ n: 2 ** 53 + 2 })?.keyword).toBe('range');
    expect(
      findUnsafeInput({ a: 'Ünïcødé 🙂 مرحبا', n: 2 ** 53 - 1, m: -1.5, z: null }),
    ).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.keyword).toBe('characters');
  });
});

describe.each(databaseBackends())('unsafe input over HTTP on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let customer: SignedUpUser;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({ database });
    customer = await signUpFast(app);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const count = async (table: 'users' | 'client_reports') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const inject = (opts: InjectOptions) => app.inject(opts);

  it('refuses NUL and unpaired surrogates in full_reg names, sign-in, personal data and reports, storing nothing', async () => {
    const users = await count('users');
    const reports = await count('client_reports');
    const fullReg = (extra: Record<string, string>) =>
      JSON.stringify({
        type: 'full_reg',
        country_id: 643,
        currency_id: 643,
        email: `unsafe-${Math.random()}@example.com`,
        password: 'Unsafe-Password-1',
        user_name: 'Anna',
        user_surname: 'Smith',
        user_birthday_date: '1990-01-01',
        ...extra,
      });
    const cases: [InjectOptions, string | undefined][] = [
      [
        {
          method: 'POST',
          url: '/web-api/auth/register',
          ...json(fullReg({ user_name: 'An\u0000na' })),
        },
        'user_name',
      ],
      [
        {
          method: 'POST',
          url: '/web-api/auth/register',
          ...json(fullReg({ user_surname: 'Sm\ud800ith' })),
        },
        'user_surname',
      ],
      [
        {
          method: 'POST',
          url: '/web-api/auth/login',
          ...json('{"login":"a\\u0000b","password":"x"}'),
        },
        'login',
      ],
      [
        {
          method: 'POST',
          url: '/web-api/auth/login',
          ...json('{"login":"\\udc00","password":"x"}'),
        },
        'login',
      ],
      [
        {
          method: 'PUT',
          url: '/web-api/user/personal-data',
          headers: { ...customer.headers, 'content-type': 'application/json' },
          payload: '{"user_passport_number":"12\\u0000","user_name":"Anna"}',
        },
        'user_passport_number',
      ],
      [
        {
          method: 'POST',
          url: '/bff-api/reports',
          ...json('{"kind":"widget-error","message":"boom\\u0000"}'),
        },
        'message',
      ],
      [
        {
          method: 'POST',
          url: '/bff-api/reports',
          ...json('{"kind":"widget-error","message":"m","url":"\\ud83d"}'),
        },
        'url',
      ],
      // The name of an unknown member is not echoed back: the refusal is about the body.
      [
        {
          method: 'POST',
          url: '/bff-api/reports',
          ...json('{"kind":"widget-error","message":"m","\\u0000":1}'),
        },
        undefined,
      ],
      [
        {
          method: 'POST',
          url: '/web-api/coupon/place',
          headers: {
            ...customer.headers,
            'content-type': 'application/json',
            'idempotency-key': 'k\u0000',
          },
          payload: JSON.stringify({
            typeId: 1,
            accountId: 1,
            amount: 1,
            changeCoefAction: 0,
            bets: [{ outcomeId: 1, gameId: 1, coef: 2 }],
          }),
        },
        'idempotency-key',
      ],
    ];
    for (const [request, field] of cases) {
      const res = await inject(request);
      expectRefused(res, field);
    }
    expect(await count('users')).toBe(users);
    expect(await count('client_reports')).toBe(reports);
    const personal = await inject({
      url: '/web-api/user/personal-data',
      headers: customer.headers,
    });
    expect(personal.json()).toMatchObject({ user_name: null, user_passport_number: null });
  });

  it('refuses NUL and unpaired surrogates in the query string and the path', async () => {
    expectRefused(
      await inject({
        url: '/web-api/office/payments/history?pageNumber=1&isIncludeArchive=%00',
        headers: customer.headers,
      }),
      'isIncludeArchive',
    );
    const path = await inject({ url: '/bff-api/pages/home%ED%A0%80.json' });
    expect(path.statusCode).toBe(400);
  });

  it('refuses 1e309, Infinity and integers beyond 2^53 in query, path and body with 400, never 500', async () => {
    // Past 2^53 ajv's own maximum may speak first; non-finite numbers skip ajv's range checks.
    for (const [value, rule] of [
      ['1e309', 'range'],
      ['-1e309', 'range'],
      ['Infinity', 'range'],
      ['99999999999999999999', expect.any(String)],
    ] as const) {
      expectRefused(
        await inject({
          url: `/web-api/office/payments/history?pageNumber=${value}`,
          headers: customer.headers,
        }),
        'pageNumber',
        rule,
      );
      expectRefused(
        await inject({
          method: 'DELETE',
          url: `/web-api/account/currency/${value}`,
          headers: customer.headers,
        }),
        'id',
        rule,
      );
    }
    const body = await inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: '{"amount":1e309}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ reason: 'invalid_field', field: 'amount' });
    // The customer's session and accounts are untouched.
    expect(
      (await inject({ url: '/web-api/account/data', headers: customer.headers })).statusCode,
    ).toBe(200);
  });
});
