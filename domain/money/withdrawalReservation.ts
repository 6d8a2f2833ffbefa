// A withdrawal reserves its amount when it is requested (the customer's account -> withdrawals
// pending) until the provider settles or refuses it. The SPEC gives no limit; this is a house
// rule: a reservation the provider has neither settled nor refused within this many hours is given
// up, the withdrawal cancelled and the amount returned to the customer's balance. Long enough for
// a hosted page session and every callback retry, short enough that an abandoned request does not
// hold the customer's money for days.
export const WITHDRAWAL_RESERVATION_HOURS = 24;

/** Withdrawals created before this moment hold a stale reservation at `now`. */
export function staleReservationCutoff(now: Date): Date {
  return new Date(now.getTime() - WITHDRAWAL_RESERVATION_HOURS * 3_600_000);
}
