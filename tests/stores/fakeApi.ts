// A scripted ApiClient for store tests: answers by "METHOD path" and records every call.
import type { ApiClient, ApiResult } from '../../runtime/api';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer =
  ApiResult<unknown> | ((call: ApiCall) => ApiResult<unknown> | Promise<ApiResult<unknown>>);

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
export const fail = (status: number, message: string, body?: Record<string, unknown>) =>
  ({
    ok: false,
    status,
    message,
    kind: status === 0 ? 'network' : 'error',
    ...(typeof body?.code === 'number' ? { code: body.code } : {}),
    ...(body ? { body } : {}),
  }) as const;

export function scriptedApi(answers: Record<string, Answer> = {}) {
  const calls: ApiCall[] = [];
  const routes = new Map(Object.entries(answers));
  const answer = async (method: string, path: string, body?: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    const found = routes.get(`${method} ${path}`) ?? routes.get(`${method} ${path.split('?')[0]}`);
    if (found === undefined) return fail(404, `no answer scripted for ${method} ${path}`);
    return typeof found === 'function' ? found(call) : found;
  };
  const api: ApiClient = {
    getJson: <T>(path: string) => answer('GET', path) as Promise<ApiResult<T>>,
    postJson: <T>(path: string, body: unknown) =>
      answer('POST', path, body) as Promise<ApiResult<T>>,
    putJson: <T>(path: string, body: unknown) => answer('PUT', path, body) as Promise<ApiResult<T>>,
    deleteJson: <T>(path: string, body?: unknown) =>
      answer('DELETE', path, body) as Promise<ApiResult<T>>,
    report: () => undefined,
  };
  return {
    api,
    calls,
    /** Replaces (or adds) the answer for "METHOD path". */
    on(key: string, value: Answer) {
      routes.set(key, value);
    },
    count(key: string) {
      return calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key).length;
    },
  };
}

/** An in-memory Storage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
