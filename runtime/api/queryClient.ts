// Server lists that are read, paged and cached (ARCHITECTURE.md "Which state lives where") go
// through @tanstack/react-query over the api client, so the SPEC section 8 interceptors apply.
// The client returns failures as values; react-query needs them thrown, so a query function
// unwraps its result with `queryData` and a component reads the failure back from the error.
import { QueryClient } from '@tanstack/react-query';
import type { ApiFailure, ApiResult } from './types';

/** How many times a query is retried after a network failure or a 5xx answer. */
export const QUERY_RETRIES = 2;

/** A failed api call as react-query's error: the failure value stays readable. */
export class ApiQueryError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiQueryError';
    this.failure = failure;
  }
}

/** The data of a successful result; a failure is thrown as an ApiQueryError. */
export async function queryData<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new ApiQueryError(answer);
  return answer.data;
}

/** The api failure behind a query error, when it came from the api client. */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof ApiQueryError ? error.failure : null;
}

/**
 * Whether asking again may help: no answer or a server failure. A 4xx answer (signed out, not
 * found, a refused filter) will not change by repeating it; the 401 refresh already ran.
 */
export function isRetryableFailure(failure: ApiFailure): boolean {
  return failure.status === 0 || failure.status >= 500;
}

export interface QueryClientOptions {
  /** Retries after a retryable failure (tests pass 0). */
  retries?: number;
}

/** The one query client of the app: retries only what may succeed, at react-query's back-off. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const retries = options.retries ?? QUERY_RETRIES;
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const failure = failureOf(error);
          return failure !== null && isRetryableFailure(failure) && failureCount < retries;
        },
      },
    },
  });
}
