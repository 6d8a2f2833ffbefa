// State-changing calls check Origin: a browser request from another site carries that site's
// Origin and is refused (403, reason foreign_origin) before any handler runs.
//
// The check is attached to the routes themselves, not matched against the request URL: the
// router matches the decoded path, so `/%77eb-api/...` reaches a `/web-api/...` route that a
// prefix test of the raw URL would wave through.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { API_ROOTS, isUnderRoot } from '../../runtime/api/apiRoots';
import { Refusal } from '../http/refusal';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every API root (runtime/api/apiRoots.ts), and the captcha's (whose validation is a POST too). */
const CHECKED_ROOTS = [...API_ROOTS, '/captcha'];

/** True when the request may proceed: no Origin (not a browser form/fetch) or the same host. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = request.headers.host;
  if (!host) return false;
  try {
    const from = new URL(origin);
    const to = new URL(`${from.protocol}//${host}`);
    return from.host === to.host;
  } catch {
    return false; // "null" or garbage
  }
}

/** Whether a route (its declared path and methods) gets the Origin check. */
export function needsOriginCheck(url: string, method: string | string[]): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return (
    methods.some((m) => STATE_CHANGING.has(m.toUpperCase())) && isUnderRoot(url, CHECKED_ROOTS)
  );
}

const refuseForeignOrigin: onRequestHookHandler = async (request) => {
  if (STATE_CHANGING.has(request.method) && !isSameOrigin(request)) {
    throw new Refusal(403, 'foreign_origin', 'origin: the Origin header names another site');
  }
};

/**
 * Puts the Origin check first in the onRequest hooks of every state-changing route under the
 * checked roots. Call it before any route is registered: it sees only routes added after it.
 */
export function installOriginCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!needsOriginCheck(route.url, route.method)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [refuseForeignOrigin, ...own];
  });
}
