// Operators for server tests: accounts created as the CLI creates them, signed in over HTTP.
import type { FastifyInstance } from 'fastify';
import type { OperatorIdentity, OperatorRole } from '../../../domain/operators/roles';
import type { AppDatabase } from '../../../server/db/index';
import { createOperator } from '../../../server/operators/operatorAccounts';
import { cookieHeader, TEST_ORIGIN } from '../authHelpers';

export const OPERATOR_PASSWORD = 'Studio-pass-2026!';

export interface SignedInOperator {
  operator: OperatorIdentity;
  /** `cookie` (operator_session) and `origin`: spread into app.inject headers. */
  headers: Record<string, string>;
}

let serial = 0;

/** Creates an operator of `role` (a partner of `brand`) and signs it in. */
export async function signedInOperator(
  app: FastifyInstance,
  database: AppDatabase,
  role: OperatorRole,
  brand?: string,
): Promise<SignedInOperator> {
  serial += 1;
  const login = `${role}${serial}.${process.pid}@ops.test`;
  await createOperator(database.db, { login, password: OPERATOR_PASSWORD, role, brand });
  const res = await app.inject({
    method: 'POST',
    url: '/operator-api/session',
    headers: { origin: TEST_ORIGIN },
    payload: { login, password: OPERATOR_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in: ${res.statusCode} ${res.body}`);
  return {
    operator: (res.json() as { operator: OperatorIdentity }).operator,
    headers: { cookie: cookieHeader(res), origin: TEST_ORIGIN },
  };
}
