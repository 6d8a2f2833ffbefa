// The coupon's endpoints and the idempotency header, apart from the coupon's code: the analytics
// wiring and the toto and lotto stores name them on every page, the coupon loads on first use
// (lazyCoupon.ts).
export const COUPON_PATHS = {
  place: '/web-api/coupon/place',
  builderQuote: '/web-api/coupon/bet-builder/quote',
  save: '/web-api/coupon/save',
  load: (code: string, lng?: string) =>
    `/web-api/coupon/load/${encodeURIComponent(code)}${lng ? `?lng=${encodeURIComponent(lng)}` : ''}`,
  openBets: '/web-api/bets/history?period=all&status=open&page=1&pageSize=1',
} as const;

/** The header that makes a placement safe to repeat (contract: 1-100 characters). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
