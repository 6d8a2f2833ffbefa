// SPEC section 3 "User config" user_status_id: the customer's status, which an operator sets
// (0 regular, 1 VIP; what a sportsbook's VIP desk marks). The user config answers it and the
// header names a VIP customer's status. Shared by the server (server/access/customerStatus.ts)
// and the client's user config store.
import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema, objectSchema } from '../contract/jsonSchema';

export const USER_STATUS = { regular: 0, vip: 1 } as const;
export const USER_STATUS_IDS = [USER_STATUS.regular, USER_STATUS.vip] as const;

export const CUSTOMER_STATUS_PATHS = {
  /** PUT CustomerStatusRequest: 200 CustomerStatusResponse. Permission 'operations'; audited. */
  operator: (userId: string | number) => `/operator-api/customers/${userId}/status`,
  /** TEST_CONTROL=1 only: the same without an operator. */
  testControl: (userId: string | number) => `/test-control/customers/${userId}/status`,
} as const;

export const userStatusIdSchema = {
  type: 'integer',
  enum: USER_STATUS_IDS,
  description: '0 regular, 1 VIP (set by an operator)',
} as const;

export const customerStatusRequestSchema = closedObjectSchema(['user_status_id'], {
  user_status_id: userStatusIdSchema,
});
export type CustomerStatusRequest = FromSchema<typeof customerStatusRequestSchema>;

export const customerStatusResponseSchema = objectSchema(['userId', 'user_status_id'], {
  userId: { type: 'string' },
  user_status_id: userStatusIdSchema,
});
export type CustomerStatusResponse = FromSchema<typeof customerStatusResponseSchema>;

/** A stored status, 0 for anything the list does not know. */
export function userStatusOf(value: number): CustomerStatusResponse['user_status_id'] {
  return value === USER_STATUS.vip ? USER_STATUS.vip : USER_STATUS.regular;
}
