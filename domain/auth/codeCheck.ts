// SPEC section 4 "Password recovery": the result of checking a code is ok, wrong_code or time_up.
// "A code expired before the time limit is classed time_up, otherwise wrong_code": a code whose
// lifetime ran out answers time_up (ask for a new one), any other failure answers wrong_code.

export type CodeCheckResult = 'ok' | 'wrong_code' | 'time_up';

export interface CodeCheckInput {
  /** There is a live (not used, not cancelled) code for this request. */
  exists: boolean;
  /** The submitted code equals it. */
  matches: boolean;
  /** Wrong tries made before this one, and the allowance. */
  attempts: number;
  maxAttempts: number;
  expiresAtMs: number;
  nowMs: number;
}

export function classifyCodeCheck(input: CodeCheckInput): CodeCheckResult {
  if (!input.exists) return 'wrong_code';
  if (input.nowMs >= input.expiresAtMs) return 'time_up';
  if (input.attempts >= input.maxAttempts) return 'wrong_code';
  return input.matches ? 'ok' : 'wrong_code';
}
