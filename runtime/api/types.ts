// The contract between the runtime, the stores and the server.
// Errors are values: a caller reads `ok` instead of catching.

/**
 * SPEC section 8: network failure, a cancelled request (499) and every other failure map to
 * the results `network`, `close` and `error`.
 */
export type ApiFailureKind = 'network' | 'close' | 'error';

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when no answer arrived (network failure). */
  status: number;
  message: string;
  kind?: ApiFailureKind;
  /** The server's numeric error `code` (captcha codes, fingerprint code ...), when it sent one. */
  code?: number;
  /** The parsed JSON error body, when the server sent one (e.g. `field`, `exception_code`). */
  body?: Readonly<Record<string, unknown>>;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** What POST /bff-api/reports accepts. */
export type ClientReportKind =
  | 'widget-error'
  | 'unknown-widget'
  | 'invalid-props'
  | 'part-error'
  | 'code-to-eval'
  | 'invalid-schema';

export interface ClientReport {
  kind: ClientReportKind;
  message: string;
  path?: string;
  url?: string;
}

export interface ApiClient {
  getJson<T>(path: string, init?: RequestInit): Promise<ApiResult<T>>;
  postJson<T>(path: string, body: unknown, init?: RequestInit): Promise<ApiResult<T>>;
  putJson<T>(path: string, body: unknown, init?: RequestInit): Promise<ApiResult<T>>;
  /** DELETE, with a JSON body only when one is given. */
  deleteJson<T>(path: string, body?: unknown, init?: RequestInit): Promise<ApiResult<T>>;
  /** Fire and forget: never throws, never awaited. */
  report(r: ClientReport): void;
}
