// The age restriction notice (SPEC sections 4, 8 and 9): shown until accepted; an acceptance is
// remembered 259200000 ms (3 days), or for the browser session where the brand configures it.

/** SPEC section 9: age confirmation remembered 3 days. */
export const AGE_CONFIRMATION_MS = 259_200_000;
/** Ours: holds when the confirmation ends (ms since the epoch), or 'session'. */
export const AGE_COOKIE = 'age_confirmed';
export const AGE_SESSION_VALUE = 'session';

/** Whether the stored confirmation still holds at `now`. */
export function isAgeConfirmed(value: string | undefined, now: number): boolean {
  if (value === AGE_SESSION_VALUE) return true;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return false;
  return Number(value) > now;
}

/** When a confirmation given at `now` ends (null: with the browser session). */
export function ageConfirmationEnd(now: number, perSession: boolean): number | null {
  return perSession ? null : now + AGE_CONFIRMATION_MS;
}
