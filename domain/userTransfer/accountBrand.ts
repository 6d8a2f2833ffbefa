// An operator's move of a customer's account to another brand (server/userTransfer/
// operatorTransferRoutes.ts): the request and the answer, shared with the studio.

export const ACCOUNT_BRAND_PATH = (userId: string | number) =>
  `/operator-api/customers/${userId}/brand`;

export interface AccountBrandRequest {
  brand: string;
}

export interface AccountBrandResponse {
  userId: string;
  brand: string;
  /** The brand the account was recorded on before, null when it never moved. */
  previous: string | null;
}
