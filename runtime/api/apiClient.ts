import type { ApiClient, ApiResult, ClientReport } from './types';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The server truncates longer report messages anyway (shared-interfaces.md: <= 2000). */
const REPORT_MESSAGE_MAX = 2000;
/** One broken widget in a list must not flood the server: at most this many reports a page load. */
const REPORTS_PER_LOAD_MAX = 50;

export const REPORTS_PATH = '/bff-api/reports';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const reported = new Set<string>();

  async function request<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(baseUrl + path, init);
    } catch (error) {
      return { ok: false, status: 0, message: `Network failure for ${path}: ${messageOf(error)}` };
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        message: errorMessage(path, response.status, text),
      };
    }
    if (text === '') return { ok: true, data: undefined as T };
    try {
      return { ok: true, data: JSON.parse(text) as T };
    } catch (error) {
      return {
        ok: false,
        status: response.status,
        message: `Invalid JSON from ${path}: ${messageOf(error)}`,
      };
    }
  }

  return {
    getJson<T>(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return request<T>(path, { ...init, method: 'GET', headers });
    },
    postJson<T>(path: string, body: unknown) {
      return request<T>(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    },
    report(r: ClientReport) {
      const message = r.message.slice(0, REPORT_MESSAGE_MAX);
      const fingerprint = `${r.kind}|${r.path ?? ''}|${message}`;
      if (reported.has(fingerprint) || reported.size >= REPORTS_PER_LOAD_MAX) return;
      reported.add(fingerprint);
      const url = r.url ?? (typeof location === 'undefined' ? undefined : location.href);
      const body: ClientReport = { ...r, message, ...(url === undefined ? {} : { url }) };
      void request(REPORTS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}

function errorMessage(path: string, status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // not JSON: fall through to the generic message
  }
  return `HTTP ${status} for ${path}`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
