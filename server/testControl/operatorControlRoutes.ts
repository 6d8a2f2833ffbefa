// POST /test-control/operators: an operator account for end-to-end tests (idempotent on login:
// the same role and brand answer 200 with the existing one; another role or brand is 409).
import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES, type OperatorRole } from '../../domain/operators/roles';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { createOperator, newOperatorProblem } from '../operators/operatorAccounts';
import { operatorIdentitySchema } from '../operators/operatorRoutes';
import { CONTROL_ERRORS } from './testControlSchemas';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

interface OperatorBody {
  login: string;
  password: string;
  role: OperatorRole;
  brand?: string;
}

export function registerOperatorControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: OperatorBody }>(
    '/test-control/operators',
    {
      schema: {
        summary: 'Test control: creates an operator account (idempotent on login)',
        tags: ['test-control'],
        body: closedObjectSchema(['login', 'password', 'role'], {
          login: { type: 'string', minLength: 2, maxLength: 64 },
          password: { type: 'string', minLength: 8, maxLength: 128 },
          role: { type: 'string', enum: [...OPERATOR_ROLES] },
          brand: { type: 'string', minLength: 1, maxLength: 50 },
        }),
        response: {
          200: objectSchema(['operator'], { operator: operatorIdentitySchema }),
          201: objectSchema(['operator'], { operator: operatorIdentitySchema }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const brands = [...ctx.contentStore.current.brands.keys()];
      const problem = newOperatorProblem(request.body, brands);
      if (problem) throw new Refusal(400, 'invalid_field', `test-control operators: ${problem}`);
      const result = await createOperator(ctx.database.db, request.body);
      if (!result.matches) {
        throw new Refusal(
          409,
          'operator_exists',
          `test-control operators: ${result.operator.login} exists as ${result.operator.role}`,
        );
      }
      return reply.status(result.created ? 201 : 200).send({ operator: result.operator });
    },
  );
}
