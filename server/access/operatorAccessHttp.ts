// What every operator endpoint of access shares: the route options behind the 'operations'
// permission, the request schemas, the brand check and how a refused rule is answered.
import type { FastifyRequest, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import type { RuleProblem } from '../../domain/access/ruleInput';
import { contractObject, errorAnswers, numericIdSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf } from '../operators/index';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export const brandQuery = closedObjectSchema(['brand'], {
  brand: { type: 'string', minLength: 1, maxLength: 50 },
});

export const idParams = objectSchema(['id'], { id: numericIdSchema });

export const anyBody = contractObject('See domain/access/contract.ts');

/** The refusals every operator endpoint of access may answer. */
export const operatorErrors = {
  ...errorAnswers(400, 401, 403),
};

/** The options of an operator route of access: behind `operations`, tagged, described. */
export function operationsRoute(
  operations: preHandlerAsyncHookHandler,
  summary: string,
  schema: Omit<FastifySchema, 'summary' | 'tags'>,
): { preHandler: preHandlerAsyncHookHandler; schema: FastifySchema } {
  return { preHandler: operations, schema: { summary, tags: ['operators', 'access'], ...schema } };
}

export function refuseProblem(
  problem: RuleProblem | { reason: 'maintenance_invalid'; field: string; message: string },
): never {
  throw new Refusal(400, problem.reason, problem.message, problem.field);
}

/** A brand this server serves, that the operator may run operations on. */
export function operationsBrand(
  ctx: ServerContext,
  request: FastifyRequest,
  brand: unknown,
): string {
  if (typeof brand !== 'string' || !ctx.contentStore.current.brands.has(brand)) {
    throw new Refusal(400, 'brand_unknown', `No brand ${String(brand)} on this server`, 'brand');
  }
  assertOperatorCan(operatorOf(request), 'operations', { brand });
  return brand;
}
