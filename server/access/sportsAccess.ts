// Line and live betting closed to one customer (SPEC section 3 "User config" disallow_line_sport
// and disallow_live_sport), set by an operator. The user config answers the flags; the client
// hides the section's navigation entries and sends the customer away from its pages.
import type { Kysely, Transaction } from 'kysely';
import {
  ACCESS_PATHS,
  type SportsAccessRequest,
  type SportsAccessResponse,
} from '../../domain/access/contract';
import type { DatabaseSchema } from '../db/schema';
import type { CustomerSwitch } from './customerSwitchRoutes';
import { objectSchema } from '../../domain/contract/jsonSchema';
import { updateCustomerRow } from './customerRow';

export const sportsAccessBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    disallow_line_sport: { type: 'boolean' },
    disallow_live_sport: { type: 'boolean' },
  },
} as const;

export const sportsAccessResponseSchema = objectSchema(
  ['userId', 'disallow_line_sport', 'disallow_live_sport'],
  {
    userId: { type: 'string' },
    disallow_line_sport: { type: 'boolean' },
    disallow_live_sport: { type: 'boolean' },
  },
);

export async function setSportsAccess(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  change: SportsAccessRequest,
): Promise<SportsAccessResponse> {
  const row = await updateCustomerRow(db, userId, change, [
    'id',
    'disallow_line_sport',
    'disallow_live_sport',
  ]);
  return {
    userId: String(row.id),
    disallow_line_sport: row.disallow_line_sport,
    disallow_live_sport: row.disallow_live_sport,
  };
}

/** The operator's switch and its test-control twin (server/access/customerSwitchRoutes.ts). */
export const SPORTS_ACCESS_SWITCH: CustomerSwitch<SportsAccessRequest> = {
  operatorPath: ACCESS_PATHS.operatorSportsAccess(':userId'),
  testControlPath: ACCESS_PATHS.testControlSportsAccess(':userId'),
  does: 'closes or opens line or live betting to a customer',
  action: 'customer.sports_access',
  body: sportsAccessBodySchema,
  response: sportsAccessResponseSchema,
  set: setSportsAccess,
};
