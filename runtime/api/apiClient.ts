import { failureKindOf } from './failures';
import {
  chainInterceptors,
  type ApiInterceptor,
  type ApiRequest,
  type ApiResponse,
} from './interceptors';
import type { ApiClient, ApiResult, ClientReport } from './types';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * The SPEC section 8 chain (401 refresh, captcha, fingerprint, 451), outermost first. Read on
   * every request, so a list filled in after the client is built takes effect.
   */
  interceptors?: readonly ApiInterceptor[];
}

/** The server truncates longer report messages anyway (at most 2,000 characters). */
const REPORT_MESSAGE_MAX = 2000;
/** One broken widget in a list must not flood the server: at most this many reports a page load. */
const REPORTS_PER_LOAD_MAX = 50;

export const REPORTS_PATH = '/bff-api/reports';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const interceptors = options.interceptors ?? [];
  const reported = new Set<string>();

  async function send(request: ApiRequest): Promise<ApiResponse> {
    let response: Response;
    try {
      response = await doFetch(baseUrl + request.path, request.init);
    } catch (error) {
      return { status: 0, text: '', json: undefined, networkError: messageOf(error) };
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, text, json: parseJson(text) };
  }

  async function request<T>(
    path: string,
    method: string,
    init: RequestInit,
    body?: unknown,
  ): Promise<ApiResult<T>> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (body !== undefined) headers.set('content-type', 'application/json');
    const first: ApiRequest = {
      path,
      init: {
        credentials: 'same-origin',
        ...init,
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    };
    const response = await chainInterceptors(interceptors, send)(first);
    return toResult<T>(path, response);
  }

  return {
    getJson: <T>(path: string, init: RequestInit = {}) => request<T>(path, 'GET', init),
    postJson: <T>(path: string, body: unknown, init: RequestInit = {}) =>
      request<T>(path, 'POST', init, body),
    putJson: <T>(path: string, body: unknown, init: RequestInit = {}) =>
      request<T>(path, 'PUT', init, body),
    deleteJson: <T>(path: string, body?: unknown, init: RequestInit = {}) =>
      request<T>(path, 'DELETE', init, body),
    report(r: ClientReport) {
      const message = r.message.slice(0, REPORT_MESSAGE_MAX);
      const fingerprint = `${r.kind}|${r.path ?? ''}|${message}`;
      if (reported.has(fingerprint) || reported.size >= REPORTS_PER_LOAD_MAX) return;
      reported.add(fingerprint);
      const url = r.url ?? (typeof location === 'undefined' ? undefined : location.href);
      const body: ClientReport = { ...r, message, ...(url === undefined ? {} : { url }) };
      // Reports skip the interceptors: they need no session, captcha or terms.
      void send({
        path: REPORTS_PATH,
        init: {
          method: 'POST',
          credentials: 'same-origin',
          headers: new Headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(body),
          keepalive: true,
        },
      }).catch(() => undefined);
    },
  };
}

function toResult<T>(path: string, response: ApiResponse): ApiResult<T> {
  if (response.status === 0) {
    return {
      ok: false,
      status: 0,
      kind: 'network',
      message: `Network failure for ${path}: ${response.networkError ?? 'no answer'}`,
    };
  }
  if (response.status < 200 || response.status > 299) {
    const body = isRecord(response.json) ? response.json : undefined;
    return {
      ok: false,
      status: response.status,
      kind: failureKindOf(response.status),
      message: errorMessage(path, response.status, body),
      ...(typeof body?.code === 'number' ? { code: body.code } : {}),
      ...(body ? { body } : {}),
    };
  }
  if (response.text === '') return { ok: true, data: undefined as T };
  if (response.json === undefined) {
    return {
      ok: false,
      status: response.status,
      kind: 'error',
      message: `Invalid JSON from ${path}: ${jsonError(response.text)}`,
    };
  }
  return { ok: true, data: response.json as T };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonError(text: string): string {
  try {
    JSON.parse(text);
    return 'unknown';
  } catch (error) {
    return messageOf(error);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessage(path: string, status: number, body: Record<string, unknown> | undefined) {
  const message = body?.message;
  if (typeof message === 'string' && message !== '') return message;
  return `HTTP ${status} for ${path}`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
