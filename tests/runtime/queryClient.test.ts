import { describe, expect, it } from 'vitest';
import {
  ApiQueryError,
  createQueryClient,
  failureOf,
  isRetryableFailure,
  queryData,
  type ApiFailure,
} from '../../runtime/api';

const failure = (status: number): ApiFailure => ({ ok: false, status, message: `HTTP ${status}` });

describe('react-query over the api client', () => {
  it('unwraps a success and throws a failure as a readable ApiQueryError', async () => {
    await expect(queryData(Promise.resolve({ ok: true, data: 7 }))).resolves.toBe(7);
    const error = await queryData(Promise.resolve(failure(404))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiQueryError);
    expect(failureOf(error)).toEqual(failure(404));
    expect(failureOf(new Error('other'))).toBeNull();
  });

  it('retries only what may succeed: no answer or a server failure, never a 4xx', () => {
    expect([0, 500, 503].map((s) => isRetryableFailure(failure(s)))).toEqual([true, true, true]);
    expect([400, 401, 404, 451].map((s) => isRetryableFailure(failure(s)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks a retryable query again up to the retries, a 4xx one once', async () => {
    const client = createQueryClient({ retries: 2 });
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    let calls = 0;
    const fetchWith = (status: number) =>
      client
        .fetchQuery({
          queryKey: ['status', status],
          queryFn: () => {
            calls += 1;
            return queryData(Promise.resolve(failure(status)));
          },
        })
        .catch(() => undefined);
    await fetchWith(503);
    expect(calls).toBe(3);
    calls = 0;
    await fetchWith(404);
    expect(calls).toBe(1);
  });
});
