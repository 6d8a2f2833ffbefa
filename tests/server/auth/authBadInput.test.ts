// Bad input: every auth endpoint answers malformed, missing, oversized, wrong-typed and
// unknown fields with 400 and a message naming the field, never 500, and changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { freshAddress, openAuthServer, type AuthTestServer } from './authTestServer';

afterAll(removeTempDirs);

interface Endpoint {
  method: 'POST' | 'PUT';
  url: string;
  /** A body that passes the schema. */
  valid: Record<string, unknown>;
  /** Fields the schema requires (each is removed in turn). */
  required: string[];
  /** A string field (made 10,000 characters long) and a field to send with a wrong type. */
  stringField: string;
  typedField: string;
  signedIn?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/web-api/auth/register',
    valid: { type: 'fast_reg', country_id: 643, currency_id: 643 },
    required: ['type', 'country_id', 'currency_id'],
    stringField: 'ref_code',
    typedField: 'country_id',
  },
  {
    method: 'POST',
    url: '/web-api/auth/login',
    valid: { login: '10000001', password: 'x' },
    required: ['password'],
    stringField: 'login',
    typedField: 'remember',
  },
  {
    method: 'POST',
    url: '/web-api/auth/sms/send',
    valid: { 'phone-number': '9161234567', 'phone-code': '7' },
    required: ['phone-number', 'phone-code'],
    stringField: 'phone-number',
    typedField: 'phone-code',
  },
  {
    method: 'POST',
    url: '/web-api/auth/login/sms',
    valid: { phone: '9161234567', phone_code: '7', code: '123456' },
    required: ['phone', 'phone_code', 'code'],
    stringField: 'code',
    typedField: 'remember',
  },
  {
    method: 'POST',
    url: '/web-api/auth/login/two-step',
    valid: { code: '123456' },
    required: ['code'],
    stringField: 'code',
    typedField: 'code',
  },
  {
    method: 'POST',
    url: '/web-api/auth/password/forgot',
    valid: { email: 'a@example.com' },
    required: [],
    stringField: 'email',
    typedField: 'phone',
  },
  {
    method: 'POST',
    url: '/web-api/auth/password/resend',
    valid: { email: 'a@example.com' },
    required: [],
    stringField: 'email',
    typedField: 'phone_code',
  },
  {
    method: 'POST',
    url: '/web-api/auth/password/cancel',
    valid: { email: 'a@example.com' },
    required: [],
    stringField: 'email',
    typedField: 'email',
  },
  {
    method: 'POST',
    url: '/web-api/auth/password/check-code',
    valid: { email: 'a@example.com', code: '123456' },
    required: ['code'],
    stringField: 'email',
    typedField: 'code',
  },
  {
    method: 'POST',
    url: '/web-api/auth/password/reset',
    valid: { email: 'a@example.com', code: '123456', password: 'Abcdefg12' },
    required: ['code', 'password'],
    stringField: 'password',
    typedField: 'code',
  },
  {
    method: 'POST',
    url: '/captcha/validate',
    valid: { captchaId: '00000000-0000-4000-8000-000000000000', captcha: '12345' },
    required: ['captchaId', 'captcha'],
    stringField: 'captcha',
    typedField: 'captchaId',
  },
  {
    method: 'PUT',
    url: '/web-api/user/personal-data',
    valid: { user_name: 'A' },
    required: [],
    stringField: 'user_name',
    typedField: 'user_birthday_date',
    signedIn: true,
  },
  {
    method: 'PUT',
    url: '/web-api/user/notifications',
    valid: { enable_mail_news: true },
    required: [],
    stringField: 'enable_sms_news',
    typedField: 'enable_mail_bets',
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/web-api/user/password',
    valid: { old_password: 'x', new_password: 'y' },
    required: ['old_password', 'new_password'],
    stringField: 'new_password',
    typedField: 'old_password',
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/web-api/user/two-factor/enable',
    valid: { code: '123456' },
    required: ['code'],
    stringField: 'code',
    typedField: 'code',
    signedIn: true,
  },
  {
    method: 'POST',
    url: '/web-api/user/two-factor/disable',
    valid: { code: '123456' },
    required: ['code'],
    stringField: 'code',
    typedField: 'code',
    signedIn: true,
  },
];

const TABLES = [
  'users',
  'refresh_tokens',
  'verification_codes',
  'captchas',
  'sign_in_failures',
  'sign_in_delays',
  'code_send_counts',
  'accounts',
] as const;

async function snapshot(database: AppDatabase): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    parts.push(await database.db.selectFrom(table).selectAll().execute());
  }
  return JSON.stringify(parts);
}

describe.each(databaseBackends())('bad input to the auth endpoints on $name', (backend) => {
  let s: AuthTestServer;
  let user: SignedUpUser;
  beforeAll(async () => {
    s = await openAuthServer(backend);
    user = await signUpFast(s.app);
  });
  afterAll(async () => s.close());

  const send = (app: FastifyInstance, e: Endpoint, payload: string) =>
    app.inject({
      method: e.method,
      url: e.url,
      remoteAddress: freshAddress(),
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        ...(e.signedIn ? user.headers : {}),
      },
      payload,
    });

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))('%s', async (_name, e) => {
    const before = await snapshot(s.database);
    const cases: [string, string, string][] = [
      ['malformed JSON', '{"a":', 'JSON'],
      ['a JSON array', '[]', 'body must be object'],
      [
        'an unknown field',
        JSON.stringify({ ...e.valid, sneaky_field: 1 }),
        "additional properties: 'sneaky_field'",
      ],
      [
        'an oversized field',
        JSON.stringify({ ...e.valid, [e.stringField]: 'x'.repeat(10_000) }),
        e.stringField,
      ],
      [
        'a wrong-typed field',
        JSON.stringify({ ...e.valid, [e.typedField]: { nested: true } }),
        e.typedField,
      ],
      ...e.required.map((field): [string, string, string] => {
        const { [field]: _dropped, ...rest } = e.valid;
        return [`missing ${field}`, JSON.stringify(rest), field];
      }),
    ];
    for (const [label, payload, named] of cases) {
      const res = await send(s.app, e, payload);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().error, label).toBe('Bad Request');
      expect(res.json().message, label).toContain(named);
    }
    const tooBig = await send(s.app, e, JSON.stringify({ ...e.valid, pad: 'x'.repeat(70_000) }));
    expect(tooBig.statusCode).toBe(413);
    expect(await snapshot(s.database)).toBe(before);
  });

  it('every auth route is in the OpenAPI document with a summary', async () => {
    const doc = (await s.app.inject({ url: '/web-api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const documented = (method: string, url: string) =>
      doc.paths[url]?.[method.toLowerCase()]?.summary;
    for (const e of ENDPOINTS) expect(documented(e.method, e.url), e.url).toBeTruthy();
    for (const url of [
      '/web-api/auth/check',
      '/web-api/session',
      '/web-api/user/gettoken',
      '/web-api/user/config',
      '/web-api/user/personal-data',
      '/web-api/geo/countries',
      '/web-api/geo/phone-masks',
      '/captcha/update',
      '/captcha/gettime',
      '/web-api/api-v3/v2/user/agreement-rules/status',
    ]) {
      expect(documented('GET', url), url).toBeTruthy();
    }
    expect(documented('POST', '/web-api/auth/disconnect')).toBeTruthy();
    expect(documented('POST', '/web-api/api-v3/v2/user/agreement-rules/confirm')).toBeTruthy();
  });

  it('query strings: gettoken force_refresh and the test inbox are validated', async () => {
    const token = await s.app.inject({ url: '/web-api/user/gettoken?force_refresh=maybe' });
    expect(token.statusCode).toBe(400);
    expect(token.json().message).toContain('force_refresh');
    const inbox = await s.app.inject({ url: '/web-api/test/inbox' });
    expect(inbox.statusCode).toBe(400);
    expect(inbox.json().message).toContain('to');
  });

  it('a login of an id beyond bigint, or a huge Bearer header, is a clean 4xx', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ login: '99999999999999999999999', password: 'x' }),
    });
    expect(res.statusCode).toBe(401);
    const bearer = await s.app.inject({
      url: '/web-api/user/config',
      headers: { authorization: `Bearer ${'a'.repeat(5000)}` },
    });
    expect(bearer.statusCode).toBe(401);
  });
});
