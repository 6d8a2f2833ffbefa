// Route pieces lotto's and toto's ticket routes share: how a purchase's outcome is answered (200
// the ticket, 409 the refusals, 400 the field, 422 a reused Idempotency-Key; a coupon's placement
// is answered so too) and the page query's re-check. The schema fragments are in poolSchemas.ts.
import type { FastifyReply } from 'fastify';
import { numericRangeProblem } from '../coupon/couponSchemas';
import { refusalBody, statusRefusal } from '../http/refusal';
import type { PoolPurchaseResult } from './ticketPurchase';

/** Answers a purchase's outcome (a ticket's, or a coupon's: `what` the 422 names). */
export function answerPurchase<R, F>(
  reply: FastifyReply,
  result: PoolPurchaseResult<R, F>,
  what: 'ticket' | 'coupon' = 'ticket',
) {
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
        .send(statusRefusal(422, `This Idempotency-Key was used for another ${what}`));
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

/**
 * Answers the 400 of a page query (a ticket list's, the coupon history's) whose numbers fail the
 * re-check (pageQueryProblem): true then.
 */
export function refusedPageQuery(
  reply: FastifyReply,
  query: object,
  schema: Parameters<typeof numericRangeProblem>[2],
): boolean {
  const problem = pageQueryProblem(query, schema);
  if (!problem) return false;
  void reply.status(400).send(problem);
  return true;
}
