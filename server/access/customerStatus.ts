// SPEC section 3 "User config" user_status_id, set by an operator (domain/access/customerStatus.ts).
import type { Kysely, Transaction } from 'kysely';
import {
  CUSTOMER_STATUS_PATHS,
  customerStatusRequestSchema,
  customerStatusResponseSchema,
  userStatusOf,
  type CustomerStatusRequest,
  type CustomerStatusResponse,
} from '../../domain/access/customerStatus';
import type { DatabaseSchema } from '../db/schema';
import type { CustomerSwitch } from './customerSwitchRoutes';
import { updateCustomerRow } from './customerRow';

async function setCustomerStatus(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  change: CustomerStatusRequest,
): Promise<CustomerStatusResponse> {
  const row = await updateCustomerRow(db, userId, { user_status_id: change.user_status_id }, [
    'id',
    'user_status_id',
  ]);
  return { userId: String(row.id), user_status_id: userStatusOf(row.user_status_id) };
}

/** The operator's switch and its test-control twin (server/access/customerSwitchRoutes.ts). */
export const CUSTOMER_STATUS_SWITCH: CustomerSwitch<CustomerStatusRequest> = {
  operatorPath: CUSTOMER_STATUS_PATHS.operator(':userId'),
  testControlPath: CUSTOMER_STATUS_PATHS.testControl(':userId'),
  does: "sets a customer's status (0 regular, 1 VIP)",
  action: 'customer.status',
  body: customerStatusRequestSchema,
  response: customerStatusResponseSchema,
  set: setCustomerStatus,
};
