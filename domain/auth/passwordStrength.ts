// The rule for customer-chosen passwords, shared by the server (which refuses a weak one at
// registration, recovery and change) and the forms (which show the rule and a meter). Length alone
// lets 'password1' and 'aaaaaaa1' through, and composition rules push customers to 'Password1!';
// instead zxcvbn-ts estimates how many guesses an attacker needs, knowing common passwords,
// keyboard walks, repeats, sequences, dates and the customer's own e-mail and name, also when typed
// in the Russian or Arabic layout (keyboardLayouts.ts). Its common
// passwords list is large (about 430 KB, 225 KB gzip), so it loads on first use: a lazy chunk in
// the browser, never part of a page's initial JavaScript.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './authConstants';
import { latinKeysOf } from './keyboardLayouts';

/**
 * House rule: zxcvbn's score 3 or 4, about 10^8 guesses or more: a password that would survive an
 * offline attack on one scrypt hash for a long time. 'password1' scores 0, 'aaaaaaa1' 1.
 */
export const PASSWORD_MIN_SCORE = 3;

/** zxcvbn's score: 0 too guessable ... 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Which part of the rule a password breaks. */
export type PasswordRule = 'minLength' | 'maxLength' | 'strength';

/** Scores a password; `userInputs` are the customer's own details, guessed first by an attacker. */
export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordScore;

let loading: Promise<PasswordEstimator> | undefined;

/**
 * The estimator with the common dictionaries and the Arabic names, loaded once (a failed load is
 * tried again later). A password in Cyrillic or Arabic letters is scored as typed and as the
 * QWERTY keys that typed it, and gets the lower score.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-ar'),
  ]).then(
    ([core, common, arabic]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...prefixedNonEmpty('ar', arabic.dictionary) },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => {
        const inputs = [...userInputs, ...userInputs.flatMap(latinKeysOf)];
        let score = zxcvbn.check(password, inputs).score as PasswordScore;
        for (const keys of latinKeysOf(password)) {
          score = Math.min(score, zxcvbn.check(keys, inputs).score) as PasswordScore;
        }
        return score;
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A language package's word lists under `<language>-<list>` names, empty lists and words left out. */
function prefixedNonEmpty(
  language: string,
  dictionary: Record<string, readonly string[]>,
): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const [name, words] of Object.entries(dictionary)) {
    const kept = words.filter((word) => word !== '');
    if (kept.length > 0) lists[`${language}-${name}`] = kept;
  }
  return lists;
}

/** The part of the rule the password breaks, or null when it is acceptable. */
export function brokenPasswordRule(
  estimate: PasswordEstimator,
  password: string,
  userInputs: readonly string[] = [],
): PasswordRule | null {
  // Length first: the estimator's time grows with the length, and the limits are cheap to check.
  if (password.length < PASSWORD_MIN_LENGTH) return 'minLength';
  if (password.length > PASSWORD_MAX_LENGTH) return 'maxLength';
  return estimate(password, userInputs) < PASSWORD_MIN_SCORE ? 'strength' : null;
}

/**
 * The customer's own details as words an attacker tries first: an e-mail also gives its local
 * part and that part's pieces ('anna.schmidt' gives 'anna' and 'schmidt').
 */
export function passwordUserInputs(details: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const detail of details) {
    const value = detail?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const local = value.includes('@') ? value.slice(0, value.indexOf('@')) : value;
    words.add(local);
    for (const piece of local.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}
