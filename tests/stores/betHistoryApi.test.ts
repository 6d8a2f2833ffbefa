// The bet history calls ask for the legs' names in the page language (the API's lng).
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api';
import { createBetHistoryApi, type BetHistoryRequest } from '../../stores/sports/betHistoryApi';

function recordingApi() {
  const paths: string[] = [];
  const inits: (RequestInit | undefined)[] = [];
  const respond = (path: string, init?: RequestInit) => {
    paths.push(path);
    inits.push(init);
    return Promise.resolve({ ok: true, data: {} } as ApiResult<never>);
  };
  const api: ApiClient = {
    getJson: (path, init) => respond(path, init),
    postJson: (path, _body, init) => respond(path, init),
    putJson: (path, _body, init) => respond(path, init),
    deleteJson: (path, _body, init) => respond(path, init),
    report: () => undefined,
  };
  return { api, paths, inits };
}

const REQUEST: BetHistoryRequest = {
  period: '7d',
  status: 'open',
  typeId: null,
  page: 2,
  pageSize: 20,
};

describe('createBetHistoryApi', () => {
  it('sends the history filters and the page language', async () => {
    const { api, paths, inits } = recordingApi();
    const history = createBetHistoryApi(api);
    await history.history({ ...REQUEST, lng: 'ar' });
    await history.history({ ...REQUEST, typeId: 1, lng: 'en' });
    await history.history(REQUEST);
    // A language the API does not name in asks for its default.
    await history.history({ ...REQUEST, lng: 'de' });
    expect(paths).toEqual([
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20&lng=ar',
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20&type=1&lng=en',
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20',
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20',
    ]);
    expect(inits.every((init) => init?.cache === 'no-store')).toBe(true);
  });

  it('sends the product filter when one is chosen (casino rounds, or both)', async () => {
    const { api, paths } = recordingApi();
    const history = createBetHistoryApi(api);
    await history.history({ ...REQUEST, product: 'casino' });
    await history.history({ ...REQUEST, product: 'all', lng: 'en' });
    expect(paths).toEqual([
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20&product=casino',
      '/web-api/bets/history?period=7d&status=open&page=2&pageSize=20&product=all&lng=en',
    ]);
  });

  it('asks for one coupon in the page language', async () => {
    const { api, paths } = recordingApi();
    const history = createBetHistoryApi(api);
    await history.coupon('700000001', undefined, 'en');
    await history.coupon('700000001', undefined, 'ru');
    await history.coupon('700000001');
    expect(paths).toEqual([
      '/web-api/coupon/700000001?lng=en',
      '/web-api/coupon/700000001?lng=ru',
      '/web-api/coupon/700000001',
    ]);
  });
});
