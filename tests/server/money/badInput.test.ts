// Malformed, missing, oversized and wrong-typed input to every money endpoint: a 400 whose message
// names the field, never a 500, and not one row of the money tables changed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { signedSandboxCallback } from '../../../server/money/sandbox/sandboxSignature';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  buildMoneyServer,
  depositViaSandbox,
  expectLedgerHealthy,
  moneySnapshot,
  SANDBOX_SECRET,
} from './moneyTestKit';

afterAll(removeTempDirs);

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** What the message must contain: the field's name (or, for unknown fields, ajv's word). */
  names: string | RegExp;
  status?: number;
}

const LONG = 'x'.repeat(10_000);

function bodyCases(url: string): Case[] {
  const c = (name: string, payload: unknown, names: string | RegExp): Case => ({
    name: `${url} ${name}`,
    method: 'POST',
    url,
    payload,
    names,
  });
  return [
    c('missing amount', {}, 'amount'),
    c('amount zero', { amount: 0 }, 'amount'),
    c('amount negative', { amount: -50_000 }, 'amount'),
    c('amount fractional', { amount: 100.5 }, 'amount'),
    c('amount as text', { amount: '50000' }, 'amount'),
    c('amount as float text', { amount: '1e5' }, 'amount'),
    c('amount too large', { amount: 1e15 }, 'amount'),
    c('amount null', { amount: null }, 'amount'),
    c('account_id as text', { amount: 50_000, account_id: 'main' }, 'account_id'),
    c('account_id zero', { amount: 50_000, account_id: 0 }, 'account_id'),
    c('lng upper case', { amount: 50_000, lng: 'EN' }, 'lng'),
    c('lng oversized', { amount: 50_000, lng: LONG }, 'lng'),
    c('unknown field', { amount: 50_000, bonus: true }, 'additional'),
    c('array body', [{ amount: 50_000 }], /body/),
  ];
}

const CASES: Case[] = [
  {
    name: 'active: missing id',
    method: 'POST',
    url: '/web-api/account/active',
    payload: {},
    names: 'id',
  },
  {
    name: 'active: id as text',
    method: 'POST',
    url: '/web-api/account/active',
    payload: { id: '5' },
    names: 'id',
  },
  {
    name: 'active: id fractional',
    method: 'POST',
    url: '/web-api/account/active',
    payload: { id: 1.5 },
    names: 'id',
  },
  {
    name: 'active: id negative',
    method: 'POST',
    url: '/web-api/account/active',
    payload: { id: -1 },
    names: 'id',
  },
  {
    name: 'active: id beyond 2^53',
    method: 'POST',
    url: '/web-api/account/active',
    payload: { id: 2 ** 60 },
    names: 'id',
  },
  {
    name: 'active: unknown field',
    method: 'POST',
    url: '/web-api/account/active',
    payload: { id: 1, x: 1 },
    names: 'additional',
  },
  {
    name: 'currency: missing',
    method: 'POST',
    url: '/web-api/account/currency',
    payload: {},
    names: 'currency_id',
  },
  {
    name: 'currency: unsupported',
    method: 'POST',
    url: '/web-api/account/currency',
    payload: { currency_id: 999 },
    names: 'currency_id',
  },
  {
    name: 'currency: as text',
    method: 'POST',
    url: '/web-api/account/currency',
    payload: { currency_id: '840' },
    names: 'currency_id',
  },
  {
    name: 'currency: oversized',
    method: 'POST',
    url: '/web-api/account/currency',
    payload: { currency_id: LONG },
    names: 'currency_id',
  },
  {
    name: 'delete: id not a number',
    method: 'DELETE',
    url: '/web-api/account/currency/abc',
    names: 'id',
  },
  {
    name: 'delete: id negative',
    method: 'DELETE',
    url: '/web-api/account/currency/-3',
    names: 'id',
  },
  {
    name: 'delete: id fractional',
    method: 'DELETE',
    url: '/web-api/account/currency/1.5',
    names: 'id',
  },
  {
    name: 'delete: id huge',
    method: 'DELETE',
    url: '/web-api/account/currency/99999999999999999999',
    names: 'id',
  },
  ...bodyCases('/web-api/payments/deposit'),
  ...bodyCases('/web-api/payments/withdraw'),
  {
    name: 'history: page 0',
    method: 'GET',
    url: '/web-api/office/payments/history?pageNumber=0',
    names: 'pageNumber',
  },
  {
    name: 'history: page text',
    method: 'GET',
    url: '/web-api/office/payments/history?pageNumber=first',
    names: 'pageNumber',
  },
  {
    name: 'history: archive not boolean',
    method: 'GET',
    url: '/web-api/office/payments/history?isIncludeArchive=maybe',
    names: 'isIncludeArchive',
  },
  {
    name: 'history: unknown parameter',
    method: 'GET',
    url: '/web-api/office/payments/history?sort=asc',
    names: 'additional',
  },
  {
    name: 'callback: empty',
    method: 'POST',
    url: '/web-api/payments/callback/sandbox',
    payload: {},
    names: 'event_id',
  },
  {
    name: 'callback: status unknown',
    method: 'POST',
    url: '/web-api/payments/callback/sandbox',
    payload: {
      event_id: 'e',
      payment_id: '00000000-0000-4000-8000-000000000000',
      status: 'paid',
      amount: 1,
      currency_id: 643,
      timestamp: 1,
    },
    names: 'status',
  },
  {
    name: 'callback: payment_id not a uuid',
    method: 'POST',
    url: '/web-api/payments/callback/sandbox',
    payload: {
      event_id: 'e',
      payment_id: '1',
      status: 'success',
      amount: 1,
      currency_id: 643,
      timestamp: 1,
    },
    names: 'payment_id',
  },
  {
    name: 'sandbox page: id not a uuid',
    method: 'GET',
    url: '/sandbox-pay/123',
    names: 'paymentId',
  },
  {
    name: 'sandbox choice: unknown outcome',
    method: 'POST',
    url: '/sandbox-pay/00000000-0000-4000-8000-000000000000',
    payload: 'outcome=win',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    names: 'outcome',
  },
  {
    name: 'sandbox choice: missing outcome',
    method: 'POST',
    url: '/sandbox-pay/00000000-0000-4000-8000-000000000000',
    payload: 'x=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    names: /outcome|additional/,
  },
];

describe.each(databaseBackends())('bad input to the money endpoints on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let user: SignedUpUser;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildMoneyServer(database);
    user = await signUpFast(app);
    await depositViaSandbox(app, user, 200_000);
  });
  afterAll(async () => {
    await app.close();
    await expectLedgerHealthy(database);
    await drop();
  });

  it.each(CASES)('$name: 400 naming the field, nothing changed', async (c) => {
    const before = await moneySnapshot(database);
    const res = await app.inject({
      method: c.method,
      url: c.url,
      headers: { ...user.headers, ...c.headers },
      ...(c.payload === undefined ? {} : { payload: c.payload as object }),
    });
    expect(res.statusCode, res.body).toBe(c.status ?? 400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('Bad Request');
    if (typeof c.names === 'string') expect(body.message).toContain(c.names);
    else expect(body.message).toMatch(c.names);
    expect(await moneySnapshot(database)).toBe(before);
  });

  it('answers a body that is not JSON, or too large, with a 4xx and changes nothing', async () => {
    const before = await moneySnapshot(database);
    const broken = await app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"amount": 50000',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 50_000, lng: 'x'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const signed = signedSandboxCallback(
      {
        event_id: 'e'.repeat(9_000),
        payment_id: '00000000-0000-4000-8000-000000000000',
        status: 'success',
        amount: 1,
        currency_id: 643,
        timestamp: 1,
      },
      SANDBOX_SECRET,
    );
    const bigCallback = await app.inject({
      method: 'POST',
      url: '/web-api/payments/callback/sandbox',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(bigCallback.statusCode).toBe(413);
    expect(await moneySnapshot(database)).toBe(before);
  });
});
