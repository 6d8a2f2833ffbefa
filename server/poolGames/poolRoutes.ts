// Route pieces lotto's and toto's ticket routes share: the schema fragments of a paged list, a
// purchase's headers, answer and refusals, and how a purchase's outcome is answered (200 the
// ticket, 409 the refusals, 400 the field, 422 a reused Idempotency-Key).
import type { FastifyReply } from 'fastify';
import { numericRangeProblem } from '../coupon/couponSchemas';
import { refusalBody, statusRefusal } from '../http/refusal';
import type { PoolPurchaseResult } from './ticketPurchase';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

export const purchaseHeadersSchema = {
  type: 'object',
  required: [IDEMPOTENCY_HEADER],
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Chosen by the client per ticket; a repeat answers the first purchase',
    },
  },
} as const;

/** A page of `items` with the total and the page asked for. */
export function pagedItemsSchema<T extends object>(items: T) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items },
      total: integer,
      page: integer,
      pageSize: integer,
    },
  } as const;
}

/** The bought ticket and the staked account's balance after it. */
export function purchaseAnswerSchema<T extends object>(ticket: T, balanceDescription: string) {
  return {
    type: 'object',
    required: ['ticket', 'balance'],
    properties: { ticket, balance: { ...number, description: balanceDescription } },
  } as const;
}

/** The 409 of a refused ticket: the game's refusal codes, with the limit crossed where there is one. */
export function refusalAnswerSchema<C extends readonly string[]>(
  codes: C,
  limitDescription: string,
) {
  return {
    type: 'object',
    required: ['ok', 'refusals'],
    properties: {
      ok: { type: 'boolean', enum: [false] },
      refusals: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', enum: [...codes] },
            limit: { ...number, description: limitDescription },
          },
        },
      },
    },
  } as const;
}

/** Answers a purchase's outcome. */
export function answerPurchase<R, F>(reply: FastifyReply, result: PoolPurchaseResult<R, F>) {
  switch (result.kind) {
    case 'placed':
      return result.response;
    case 'refused':
      return reply.status(409).send({ ok: false, refusals: result.refusals });
    case 'bad_input':
      return reply
        .status(400)
        .send(refusalBody(400, 'invalid_field', result.message, result.field, result.rule));
    case 'key_reused':
      return reply
        .status(422)
        .send(statusRefusal(422, 'This Idempotency-Key was used for another ticket'));
  }
}

/**
 * A page query's numbers re-checked: URL numbers are coerced from text and "1e400" passes ajv's
 * integer bounds as Infinity. The 400's body, or null.
 */
export function pageQueryProblem(query: object, schema: Parameters<typeof numericRangeProblem>[2]) {
  const problem = numericRangeProblem(
    'querystring',
    query as unknown as Record<string, unknown>,
    schema,
  );
  return problem
    ? refusalBody(400, 'invalid_field', problem.message, problem.field, problem.rule)
    : null;
}
