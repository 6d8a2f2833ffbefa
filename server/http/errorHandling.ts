import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import { isUnderRoot } from '../../runtime/api/apiRoots';
import { isDatabaseUnavailable } from '../db/databaseAvailability';
import { Refusal, refusalBody, statusRefusal } from './refusal';

/** APIs (runtime/api/apiRoots.ts) answer JSON, never the HTML shell or a language redirect. */
export function isApiPath(url: string): boolean {
  return isUnderRoot(url);
}

/** A client retries a 503 of a database outage after this (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Bad input is a 4xx whose body names a stable reason and the field (see refusal.ts); a database
 * that cannot be reached is a 503 `service_unavailable` with Retry-After (the statement's
 * transaction never committed: nothing half-done); anything else is a 500 that says nothing of the
 * inside (no stack, no message) and is logged.
 */
/** @fastify/response-validation's error: an answer the route's response schema does not have. */
const ANSWER_BREAKS_CONTRACT = 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION';

export function installErrorHandling(
  app: FastifyInstance,
  opts: { onDatabaseUnavailable?: () => void } = {},
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof Refusal) {
      return reply.status(err.statusCode).send({
        ...refusalBody(err.statusCode, err.reason, err.message, err.field),
        ...err.details,
      });
    }
    // An answer its route's response schema does not have (tests and end-to-end runs check
    // answers: server/app.ts): the server's fault, never the customer's input.
    if (err.validation && err.code !== ANSWER_BREAKS_CONTRACT) {
      // Fastify names the part and the field: "querystring/lang must match pattern ...".
      const { reason, field, rule } = validationRefusal(err);
      return reply.status(400).send(refusalBody(400, reason, validationMessage(err), field, rule));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(statusRefusal(status, err.message));
    }
    if (isDatabaseUnavailable(err)) {
      opts.onDatabaseUnavailable?.();
      request.log.warn({ err }, 'request refused: the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(
          refusalBody(
            503,
            'service_unavailable',
            'The database is unavailable; retry after a few seconds',
          ),
        );
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: 'Internal Server Error',
      message: 'The server could not answer this request',
      reason: 'server_error',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .status(404)
      .send(statusRefusal(404, `No ${request.method} ${path} on this server`));
  });
}

/** An unknown field is named too: ajv's own text only says "must NOT have additional properties". */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  const unknown =
    first?.keyword === 'additionalProperties' ? first.params.additionalProperty : undefined;
  return typeof unknown === 'string' ? `${err.message}: '${unknown}'` : err.message;
}

/** The reason, the field (the top-level input name) and the rule of the first validation error. */
export function validationRefusal(err: FastifyError): {
  reason: ErrorReason;
  field?: string;
  rule: string;
} {
  const first = err.validation?.[0];
  const rule = first?.keyword ?? 'type';
  const params = (first?.params ?? {}) as Record<string, unknown>;
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  if (rule === 'required' && typeof params.missingProperty === 'string') {
    return { reason: 'missing_field', field: [...path, params.missingProperty][0], rule };
  }
  if (rule === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return { reason: 'unknown_field', field: [...path, params.additionalProperty][0], rule };
  }
  return path[0] === undefined
    ? { reason: 'invalid_field', rule }
    : { reason: 'invalid_field', field: path[0], rule };
}
