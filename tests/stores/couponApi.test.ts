import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api';
import { IDEMPOTENCY_HEADER, type CouponToPlace } from '../../stores/sports';
import { createCouponApi } from '../../stores/sports/couponModule';

interface Sent {
  method: string;
  path: string;
  body?: unknown;
  headers: Headers;
}

function recordingApi(answer: ApiResult<unknown>) {
  const sent: Sent[] = [];
  const respond = (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
    sent.push({ method, path, body, headers: new Headers(init.headers) });
    return Promise.resolve(answer) as Promise<ApiResult<never>>;
  };
  const api: ApiClient = {
    getJson: (path, init) => respond('GET', path, undefined, init),
    postJson: (path, body, init) => respond('POST', path, body, init),
    putJson: (path, body, init) => respond('PUT', path, body, init),
    deleteJson: (path, body, init) => respond('DELETE', path, body, init),
    report: () => undefined,
  };
  return { api, sent };
}

const BODY: CouponToPlace = {
  typeId: 1,
  accountId: 1,
  amount: 150,
  changeCoefAction: 2,
  bets: [{ outcomeId: 101, gameId: 1, coef: 2.5 }],
};

describe('createCouponApi', () => {
  it('sends the Idempotency-Key header with the placement', async () => {
    const { api, sent } = recordingApi({ ok: true, data: { ok: true, coupons: [], balance: 10 } });
    const result = await createCouponApi(api).place(BODY, 'k-1');
    expect(result).toEqual({ kind: 'placed', coupons: [], balance: 10 });
    expect(sent[0]!.path).toBe('/web-api/coupon/place');
    expect(sent[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('k-1');
    expect(sent[0]!.body).toEqual(BODY);
  });

  it('reads refusals from a 409 and drops entries that are no refusals', async () => {
    const { api } = recordingApi({
      ok: false,
      status: 409,
      message: 'refused',
      body: {
        ok: false,
        refusals: [
          { code: 'odds_changed', outcomeId: 101, newCoef: 2.2 },
          { code: 'no_such_code' },
          'junk',
          { code: 'amount_below_min', blockId: 2, limit: 50 },
        ],
      },
    });
    expect(await createCouponApi(api).place(BODY, 'k')).toEqual({
      kind: 'refused',
      refusals: [
        { code: 'odds_changed', outcomeId: 101, newCoef: 2.2 },
        { code: 'amount_below_min', blockId: 2, limit: 50 },
      ],
    });
  });

  it('tells a failure with no answer (retry with the same key) from a refused request', async () => {
    const network = recordingApi({ ok: false, status: 0, message: 'offline', kind: 'network' });
    expect(await createCouponApi(network.api).place(BODY, 'k')).toMatchObject({
      kind: 'unknown',
      status: 0,
    });
    const server = recordingApi({ ok: false, status: 503, message: 'down' });
    expect((await createCouponApi(server.api).place(BODY, 'k')).kind).toBe('unknown');
    const conflict = recordingApi({ ok: false, status: 422, message: 'other body' });
    expect(await createCouponApi(conflict.api).place(BODY, 'k')).toMatchObject({
      kind: 'failed',
      status: 422,
    });
  });

  it('places in the page language (the legs of the answer are named in it), asked at each call', async () => {
    const { api, sent } = recordingApi({ ok: true, data: { ok: true, coupons: [], balance: 10 } });
    let language: string | undefined = 'ar';
    const coupons = createCouponApi(api, () => language);
    await coupons.place(BODY, 'k-1');
    language = 'en';
    await coupons.place(BODY, 'k-2');
    // A language the API does not name in, or none, asks for its default.
    language = 'de';
    await coupons.place(BODY, 'k-3');
    language = undefined;
    await coupons.place(BODY, 'k-4');
    expect(sent.map((s) => s.path)).toEqual([
      '/web-api/coupon/place?lng=ar',
      '/web-api/coupon/place?lng=en',
      '/web-api/coupon/place',
      '/web-api/coupon/place',
    ]);
    expect(sent.map((s) => s.headers.get(IDEMPOTENCY_HEADER))).toEqual([
      'k-1',
      'k-2',
      'k-3',
      'k-4',
    ]);
    expect(sent[0]!.body).toEqual(BODY);
  });

  it('loads a code in the page language and reports an unknown code', async () => {
    const { api, sent } = recordingApi({ ok: false, status: 404, message: 'unknown code' });
    const result = await createCouponApi(api, () => 'en').load('ABCD2345');
    expect(sent[0]!.path).toBe('/web-api/coupon/load/ABCD2345?lng=en');
    expect(result).toEqual({ ok: false, notFound: true, message: 'unknown code' });
  });

  it('saves and answers the code; counts open bets', async () => {
    const saved = recordingApi({ ok: true, data: { code: 'ABCD2345' } });
    expect(
      await createCouponApi(saved.api).save({ typeId: 1, bets: [{ outcomeId: 1, gameId: 1 }] }),
    ).toEqual({ ok: true, code: 'ABCD2345' });
    const counted = recordingApi({ ok: true, data: { items: [], total: 4, page: 1, pageSize: 1 } });
    expect(await createCouponApi(counted.api).openBetsCount()).toBe(4);
    expect(counted.sent[0]!.path).toBe(
      '/web-api/bets/history?period=all&status=open&page=1&pageSize=1',
    );
  });
});
