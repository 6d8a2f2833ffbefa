// The contract between the runtime, the stores and the server (shared-interfaces.md).
// Errors are values: a caller reads `ok` instead of catching.

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

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
  postJson<T>(path: string, body: unknown): Promise<ApiResult<T>>;
  /** Fire and forget: never throws, never awaited. */
  report(r: ClientReport): void;
}
