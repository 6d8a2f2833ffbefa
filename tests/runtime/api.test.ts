import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/api/apiClient';
import { withRetry } from '../../runtime/api/retry';
import { fetchSiteConfig, NO_SITE_CONFIG } from '../../runtime/api/siteConfig';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import { siteConfig } from './fixtures';

const respond = (status: number, body: string) => (_url: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(new Response(status === 204 ? null : body, { status }));

describe('api client', () => {
  it('returns JSON data as a value', async () => {
    const fetch = vi.fn(respond(200, '{"a":1}'));
    const api = createApiClient({ fetch, baseUrl: 'http://x' });
    expect(await api.getJson('/bff-api/thing')).toEqual({ ok: true, data: { a: 1 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://x/bff-api/thing');
  });

  it('turns HTTP errors into values with the server message when it sends one', async () => {
    expect(
      await createApiClient({ fetch: respond(406, '{"message":"need json headers"}') }).getJson(
        '/mf/x',
      ),
    ).toEqual({
      ok: false,
      status: 406,
      kind: 'error',
      message: 'need json headers',
      body: { message: 'need json headers' },
    });
    expect(await createApiClient({ fetch: respond(500, 'oops') }).getJson('/p')).toEqual({
      ok: false,
      status: 500,
      kind: 'error',
      message: 'HTTP 500 for /p',
    });
  });

  it('reports a JSON parse failure with a message, and a network failure as status 0', async () => {
    const bad = await createApiClient({ fetch: respond(200, '{nope') }).getJson('/p');
    expect(bad).toMatchObject({ ok: false, status: 200 });
    expect(!bad.ok && bad.message).toContain('Invalid JSON from /p');
    const down = await createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    }).getJson('/p');
    expect(down).toEqual({
      ok: false,
      status: 0,
      kind: 'network',
      message: 'Network failure for /p: Failed to fetch',
    });
  });

  it('posts JSON', async () => {
    const fetch = vi.fn(respond(204, ''));
    const result = await createApiClient({ fetch }).postJson('/bff-api/x', { a: 1 });
    expect(result.ok).toBe(true);
    const init = fetch.mock.calls[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('reports fire-and-forget to /bff-api/reports, truncated, once per distinct report, never throwing', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    const api = createApiClient({ fetch });
    expect(() =>
      api.report({ kind: 'widget-error', message: 'x'.repeat(3000), path: 'p' }),
    ).not.toThrow();
    api.report({ kind: 'widget-error', message: 'x'.repeat(3000), path: 'p' });
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/bff-api/reports');
    const body = JSON.parse(String(init.body)) as { kind: string; message: string };
    expect(body.kind).toBe('widget-error');
    expect(body.message).toHaveLength(2000);
  });
});

describe('withRetry', () => {
  it('retries failures with the given delays and returns the first success', async () => {
    const sleeps: number[] = [];
    const results: ApiResult<number>[] = [
      { ok: false, status: 500, message: 'a' },
      { ok: false, status: 0, message: 'b' },
      { ok: true, data: 3 },
    ];
    const fn = vi.fn(() => Promise.resolve(results.shift()!));
    const result = await withRetry(fn, {
      retries: 5,
      delayMs: 100,
      backoff: 2,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(result).toEqual({ ok: true, data: 3 });
    expect(sleeps).toEqual([100, 200]);
  });

  it('stops after the retries and does not retry a 404 by default', async () => {
    const fn = vi.fn(() =>
      Promise.resolve<ApiResult<number>>({ ok: false, status: 500, message: 'x' }),
    );
    await withRetry(fn, { retries: 2, delayMs: 1, sleep: async () => undefined });
    expect(fn).toHaveBeenCalledTimes(3);
    const missing = vi.fn(() =>
      Promise.resolve<ApiResult<number>>({ ok: false, status: 404, message: 'x' }),
    );
    await withRetry(missing, { retries: 2, delayMs: 1, sleep: async () => undefined });
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('site config fetch (SPEC sections 7, 9)', () => {
  function api(answers: ApiResult<unknown>[]): ApiClient & { paths: string[] } {
    const paths: string[] = [];
    return {
      paths,
      getJson: <T>(path: string) => {
        paths.push(path);
        return Promise.resolve(
          (answers.length > 1 ? answers.shift()! : answers[0]!) as ApiResult<T>,
        );
      },
      postJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      putJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      deleteJson: () => Promise.resolve({ ok: true, data: undefined as never }),
      report: () => undefined,
    };
  }

  it("retries 5 times at 1 s and then fails with 'no site config'", async () => {
    const client = api([{ ok: false, status: 0, message: 'down' }]);
    const sleeps: number[] = [];
    const result = await fetchSiteConfig(client, 'ru', {
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(result).toEqual({ ok: false, status: 0, message: NO_SITE_CONFIG });
    expect(NO_SITE_CONFIG).toBe('no site config');
    expect(client.paths).toHaveLength(6);
    expect(client.paths[0]).toBe('/bff-api/config/all.json?lang=ru');
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('returns the config once an attempt succeeds, and retries an answer that fails its schema', async () => {
    const config = siteConfig();
    const client = api([
      { ok: false, status: 503, message: 'x' },
      { ok: true, data: { bogus: 1 } },
      { ok: true, data: config },
    ]);
    const result = await fetchSiteConfig(client, 'en', {
      sleep: async () => undefined,
      isValid: (data) => typeof data === 'object' && data !== null && 'brand' in data,
    });
    expect(result).toEqual({ ok: true, data: config });
    expect(client.paths).toHaveLength(3);
  });
});
