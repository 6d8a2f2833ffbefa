// The service worker never keeps an authenticated answer: a call with an Authorization header or
// to a root where the customer's token goes is never cached, nor is an answer marked private or
// no-store, one that varies by credentials, or an event stream.
import { describe, expect, it } from 'vitest';
import { isCacheableApiCall, mayStoreApiAnswer } from '../../app/pwa/apiCaching';

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe('service worker API caching', () => {
  it('handles public GETs of public API roots network-first', () => {
    expect(isCacheableApiCall('GET', '/bff-api/pages/home.json', headers())).toBe(true);
    expect(isCacheableApiCall('GET', '/mf/header/ru', headers())).toBe(true);
  });

  it('never caches a call with credentials, to a customer root, a write or a stream', () => {
    const bearer = headers({ authorization: 'Bearer abc' });
    expect(isCacheableApiCall('GET', '/bff-api/pages/home.json', bearer)).toBe(false);
    expect(isCacheableApiCall('GET', '/web-api/user/info', headers())).toBe(false);
    expect(isCacheableApiCall('GET', '/limit-service-api/limits', headers())).toBe(false);
    expect(isCacheableApiCall('POST', '/bff-api/analytics', headers())).toBe(false);
    const stream = headers({ accept: 'text/event-stream' });
    expect(isCacheableApiCall('GET', '/bff-api/content-changes', stream)).toBe(false);
    expect(isCacheableApiCall('GET', '/ru/line', headers())).toBe(false);
  });

  it('stores only public 200 answers', () => {
    const answer = (status: number, init: Record<string, string>) => ({
      status,
      headers: headers(init),
    });
    expect(mayStoreApiAnswer(answer(200, { 'cache-control': 'public, no-cache' }))).toBe(true);
    expect(mayStoreApiAnswer(answer(200, {}))).toBe(true);
    expect(mayStoreApiAnswer(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(200, { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(200, { vary: 'Accept-Encoding, Authorization' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(200, { vary: 'Cookie' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(200, { 'content-type': 'text/event-stream' }))).toBe(false);
    expect(mayStoreApiAnswer(answer(404, {}))).toBe(false);
  });
});
