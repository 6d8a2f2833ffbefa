// One interceptor chain around fetch (SPEC section 8): each interceptor sees the request, calls
// `next` (possibly again, to retry), and returns the answer the caller gets.

export interface ApiRequest {
  path: string;
  init: RequestInit & { headers: Headers };
}

export interface ApiResponse {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  /** Why no answer arrived (status 0). */
  networkError?: string;
}

export type ApiNext = (request: ApiRequest) => Promise<ApiResponse>;
export type ApiInterceptor = (request: ApiRequest, next: ApiNext) => Promise<ApiResponse>;

/** The first interceptor is the outermost: it sees the caller's request and the final answer. */
export function chainInterceptors(interceptors: readonly ApiInterceptor[], last: ApiNext): ApiNext {
  return interceptors.reduceRight<ApiNext>(
    (next, interceptor) => (request) => interceptor(request, next),
    last,
  );
}

/** A copy of the request with one header set (requests are never mutated: retries reuse them). */
export function withHeader(request: ApiRequest, name: string, value: string): ApiRequest {
  const headers = new Headers(request.init.headers);
  headers.set(name, value);
  return { path: request.path, init: { ...request.init, headers } };
}

/** The numeric `code` of a JSON error body, if any. */
export function errorCodeOf(response: ApiResponse): number | undefined {
  const body = response.json;
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'number' ? code : undefined;
}
