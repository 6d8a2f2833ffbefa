// Customer-chosen passwords (registration, recovery, change) and the generated one of fast_reg.
import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '../../domain/auth/authConstants';
import {
  brokenPasswordRule,
  loadPasswordEstimator,
  type PasswordRule,
} from '../../domain/auth/passwordStrength';

const RULE_MESSAGES: Record<PasswordRule, string> = {
  minLength: 'is too short',
  maxLength: 'is too long',
  strength: "is too easy to guess (a common password, a pattern, or the customer's own details)",
};

/**
 * An English message naming the field when the password breaks the rule of
 * domain/auth/passwordStrength.ts, else null. `userInputs` are the customer's e-mail, phone and
 * names (passwordUserInputs): a password made of them is weak.
 */
export async function passwordProblem(
  field: string,
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  const rule = brokenPasswordRule(await loadPasswordEstimator(), password, userInputs);
  return rule === null ? null : `${field} ${RULE_MESSAGES[rule]}`;
}

/** Loads the estimator now, so the first customer to choose a password does not wait for it. */
export function preparePasswordPolicy(): void {
  void loadPasswordEstimator().catch(() => undefined);
}

// No look-alikes (0/O, 1/l/I): the customer copies it from the screen.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/** A strong random password with at least one lower, one upper letter and one digit. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
