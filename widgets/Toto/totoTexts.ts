// The customer's words for what stops a ticket: the server's refusals (409), a field it refused
// (400), and the checks the page makes before sending (picks, stake, lines).
import type { TFunction } from '../../runtime/i18n';
import type { TotoPickProblem } from '../../domain/toto/index';
import type { TotoRefusal } from '../../stores';

/** Refusals whose `limit` is an amount of money (the others' is a count). */
const MONEY_LIMITS: ReadonlySet<string> = new Set([
  'stake_below_min',
  'stake_above_max',
  'stake_off_step',
  'limit_wagering_exceeded',
  'limit_loss_exceeded',
]);

/** A refusal worded from the toto dictionary (refusal_<code>), with its limit when it has one. */
export function refusalText(
  t: TFunction,
  refusal: TotoRefusal,
  money: (amount: number) => string,
): string {
  const text = t(`toto:refusal_${refusal.code}`);
  if (refusal.limit === undefined) return text;
  const limit = MONEY_LIMITS.has(refusal.code) ? money(refusal.limit) : String(refusal.limit);
  return `${text} ${t('toto:refusal_limit', { limit })}`;
}

/** The pick problems a 400 may name in its message (domain/toto picksProblems). */
const PICK_CODES: readonly TotoPickProblem['code'][] = [
  'games_count',
  'pick_missing',
  'pick_duplicate',
  'pick_unknown',
];

/**
 * A 400 answer in words: a pick field (`picks/3`) names its game, with the problem's code when
 * the server's message carries one; a stake field reads as an amount off the rules.
 */
export function invalidFieldText(t: TFunction, field: string | null, message: string): string {
  const game = /^picks\/(\d+)/.exec(field ?? '');
  const code = PICK_CODES.find((c) => message.includes(c));
  if (game) {
    return t(`toto:refusal_${code ?? 'pick_unknown'}`, { game: Number(game[1]) + 1 });
  }
  if (field === 'picks') return t('toto:refusal_games_count');
  if (field === 'unitStake') return t('toto:stake_invalid');
  return t('toto:buy_invalid');
}
