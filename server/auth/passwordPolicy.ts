// Customer-chosen passwords and the generated one of fast_reg.
import { randomInt } from 'node:crypto';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../domain/auth/authConstants';

/** A message naming the field when the password is too weak, else null. */
export function passwordProblem(field: string, password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `${field} must have at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `${field} must have at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return `${field} must contain letters and digits`;
  }
  return null;
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
