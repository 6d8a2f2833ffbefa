// Studio calls for server tests: an operator's JSON calls and the customer's view of the content.
import type { FastifyInstance } from 'fastify';
import type { SignedInOperator } from '../operators/operatorKit';

export type StudioCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: () => StudioAnswer }>;

/** Answers are read field by field in the tests (their shapes: domain/studio/contract.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StudioAnswer = Record<string, any>;

/** Calls /operator-api/studio/<path> as `op` (body: JSON; GET/DELETE: a query object). */
export function studioAs(app: FastifyInstance, op: SignedInOperator): StudioCall {
  return async (method, path, body) => {
    const query = method === 'GET' || method === 'DELETE';
    const url = `/operator-api/studio/${path}${
      query && body ? `?${new URLSearchParams(body as Record<string, string>)}` : ''
    }`;
    const res = await app.inject({
      method,
      url,
      headers: { ...op.headers, ...(query ? {} : { 'content-type': 'application/json' }) },
      ...(query ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.statusCode, json: () => res.json() };
  };
}

/** The page as a customer of `host`'s brand gets it (and the response headers). */
export async function customerPage(
  app: FastifyInstance,
  id: string,
  host = 'localhost',
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ url: `/bff-api/pages/${id}.json`, headers: { host, ...headers } });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body ? (res.json() as Record<string, unknown>) : undefined,
  };
}
