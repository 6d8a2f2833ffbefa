// Who asks is checked before what they sent: a guest calling an endpoint that needs a session gets
// 401 (an operator endpoint: operator_auth_required) before the body or query is validated, so
// validation details never reach someone who may not call the endpoint, and a guest's body is not
// even parsed. Routes keep declaring their gate as a preHandler (`preHandler: requireUser(ctx)`);
// this hook moves every sign-in gate to the route's onRequest hooks, after the Origin check, and
// names the session the operation needs in the OpenAPI document.
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The session a sign-in gate asks for (the OpenAPI security scheme of that name). */
export type SessionKind = 'customerSession' | 'operatorSession';

type Hook = (...args: never[]) => unknown;

const GATES = new WeakMap<Hook, SessionKind>();

/** Marks a hook as a sign-in gate for `kind` (requireUser, requireOperator); returns it. */
export function signInGate<H extends Hook>(hook: H, kind: SessionKind): H {
  GATES.set(hook, kind);
  return hook;
}

function hooksOf(value: RouteOptions['preHandler'] | RouteOptions['onRequest']): Hook[] {
  return value === undefined ? [] : ([value].flat() as Hook[]);
}

/** Installs the move; call it before any route is registered (it sees routes added after it). */
export function installSignInFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = hooksOf(route.preHandler);
    const gates = preHandlers.filter((hook) => GATES.has(hook));
    const onRequest = hooksOf(route.onRequest);
    const kinds = new Set(
      [...gates, ...onRequest].map((hook) => GATES.get(hook)).filter((kind) => kind !== undefined),
    );
    if (kinds.size === 0) return;
    if (gates.length > 0) {
      route.preHandler = preHandlers.filter(
        (hook) => !GATES.has(hook),
      ) as RouteOptions['preHandler'];
      route.onRequest = [...onRequest, ...gates] as RouteOptions['onRequest'];
    }
    route.schema = { ...route.schema, security: [...kinds].map((kind) => ({ [kind]: [] })) };
  });
}
