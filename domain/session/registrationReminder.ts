// SPEC section 4 "Registration popup" and section 3 "Registration reminder config".

/** SPEC section 3: delay in seconds (after the page is ready), interval in minutes. */
export interface RegistrationReminderConfig {
  delay: number;
  interval: number;
}

export interface ReminderMayShowInput {
  isGuest: boolean;
  /** An auth form or any modal is open. */
  isFormOrModalOpen: boolean;
  /** The stored may-show-at time (ms since epoch), or null when never stored. */
  mayShowAt: number | null;
  now: number;
}

/** Shows only for a guest, with no auth form or modal open, once the stored time has passed. */
export function registrationReminderMayShow(input: ReminderMayShowInput): boolean {
  return (
    input.isGuest &&
    !input.isFormOrModalOpen &&
    (input.mayShowAt === null || input.now >= input.mayShowAt)
  );
}

/** After showing: now plus interval minutes (0 if no interval). */
export function registrationReminderNextAt(
  now: number,
  intervalMinutes: number | undefined,
): number {
  const minutes = intervalMinutes !== undefined && intervalMinutes > 0 ? intervalMinutes : 0;
  return now + minutes * 60_000;
}
