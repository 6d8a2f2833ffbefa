// How a customer pays a deposit through the payment provider: by card (the provider's hosted
// page) or by team cash (a cash-terminal payment, SPEC sections 1 and 3 "Team-cash payment
// record"). A method other than card is stored with the payment as `<provider>:<method>`, so
// no table changes; the provider's callbacks and page find the payment under any of its methods.

export const PAYMENT_METHODS = ['card', 'team_cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card';

/** The payments.provider value of a payment by `method` through `provider`. */
export function providerColumn(provider: string, method: PaymentMethod): string {
  return method === DEFAULT_PAYMENT_METHOD ? provider : `${provider}:${method}`;
}

/** Every payments.provider value of `provider`, one per method. */
export function providerColumns(provider: string): string[] {
  return PAYMENT_METHODS.map((method) => providerColumn(provider, method));
}
