// The stable reasons the server gives for a refusal. The server answers a reason (and, when the
// refusal is about one input, the field it names); the client words it from the page language's
// main dictionary under the key `error_<reason>` (see errorTextKey). English `message`s in the
// answers are for logs and developers only and never reach the customer.

import { ACCESS_REASONS } from '../access/accessRefusals';
import { BONUS_REASONS } from '../bonus/bonusRefusals';
import { LIMIT_ENFORCEMENT_REASONS, LIMIT_SERVICE_REASONS } from '../limits/limitRefusals';
import { MESSAGE_REASONS } from '../messages/messageRefusals';
import { OPERATOR_REASONS, STUDIO_REASONS } from '../operators/operatorRefusals';
import { CONVERSION_REASONS } from '../conversion/conversion';
import { REFERRAL_REASONS } from '../referral/referral';
import { SOCIAL_REASONS } from '../social/socialRefusals';
import { VERIFICATION_REASONS } from '../verification/verificationRefusals';
import { SUPPORT_REFUSALS } from '../support/contract';
import { USER_TRANSFER_REASONS } from '../userTransfer/userTransfer';
import { TRADING_REASONS } from '../trading/contract';

export const ERROR_REASONS = [
  // Generic, by HTTP status, when no finer reason applies.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'server_error',
  // The server cannot serve for a moment (its database is away): try again after Retry-After.
  'service_unavailable',
  // No answer arrived, or the call was cancelled (client-side only).
  'network',
  // Request validation: `field` names the input, `rule` the broken rule.
  'invalid_field',
  'missing_field',
  'unknown_field',
  // A state-changing call from another site (Origin check).
  'foreign_origin',
  // Sign-in and sessions.
  'wrong_credentials',
  'wrong_code',
  'code_expired',
  'session_expired',
  // The rights call without a valid grant cookie: fetch the secure data first.
  'grant_required',
  'captcha_required',
  'captcha_wrong',
  'captcha_expired',
  'captcha_used',
  // The device's fingerprint token is malformed: the client computes it again and retries
  // (SPEC section 8, code 120 of runtime/api/fingerprint.ts).
  'fingerprint_invalid',
  // A code asked for a phone that already has an account (registration by phone).
  'phone_taken',
  // Office phone binding: the number is the one bound already, or no phone is bound to change.
  'phone_already_bound',
  'phone_not_bound',
  // The signed-in customer's account: terms, password, personal data, two-step sign-in.
  'terms_changed',
  'wrong_password',
  'same_password',
  'weak_password',
  'too_young',
  'two_factor_enabled',
  'two_factor_not_set_up',
  'two_factor_not_enabled',
  // Registration: closed on this site, a date of birth after today, an e-mail that already has an
  // account (said only to whoever typed its code), a registration type not built yet.
  'registration_closed',
  'date_in_future',
  'email_taken',
  'not_available',
  // Money: deposits and withdrawals (the amount's bounds per currency, the balance, the account)
  // and the customer's accounts (active account, currency accounts added and removed).
  'amount_out_of_range',
  'insufficient_funds',
  'account_not_found',
  'bonus_account_no_payments',
  'bonus_account_cannot_be_active',
  'currency_not_supported',
  'currency_account_exists',
  'currency_accounts_limit',
  'account_not_removable',
  'currency_account_balance_not_zero',
  'currency_account_has_open_payments',
  'currency_account_has_open_bets',
  // Responsible gaming, listed in domain/limits/limitRefusals.ts: the limit service's refusals,
  // and deposits, stakes and sign-in refused because of a limit (with `remaining` or `endsAt`).
  ...LIMIT_SERVICE_REASONS,
  ...LIMIT_ENFORCEMENT_REASONS,
  // Casino game launch: the game's provider is not connected here, the game has no demo, the
  // customer may not play for money (banned).
  'provider_unavailable',
  'demo_not_available',
  'play_blocked',
  // Casino catalogue: a game unknown, retired or closed in the customer's country.
  'game_not_found',
  // Built-in games: a round still open (a second crash bet, a seed rotation), a cash-out after
  // the round ended or below the least multiplier, the wallet not answering.
  'round_in_progress',
  'round_over',
  'cash_out_too_early',
  'round_not_in_play',
  'action_not_allowed',
  // A bet on a scheduled draw (the money wheel) that has closed.
  'bets_closed',
  // A live blackjack decision on another session's seat, before the deal, after the round's
  // close, or on a hand already finished.
  'seat_not_yours',
  'not_dealt_yet',
  'decisions_closed',
  'hand_finished',
  'wallet_unavailable',
  // Operators and the studio, listed in domain/operators/operatorRefusals.ts: sign-in, roles,
  // drafts, publication and preview links.
  ...OPERATOR_REASONS,
  ...TRADING_REASONS,
  ...STUDIO_REASONS,
  // Access, listed in domain/access/accessRefusals.ts: bans, redirect and block rules, maintenance.
  ...ACCESS_REASONS,
  // Social sign-in, listed in domain/social/socialRefusals.ts: ID tokens, links and providers.
  ...SOCIAL_REASONS,
  // Verification, listed in domain/verification/verificationRefusals.ts: uploads and decisions.
  ...VERIFICATION_REASONS,
  // Support, listed in domain/support/contract.ts: payment requests and their messages.
  ...SUPPORT_REFUSALS,
  // Office: bring a friend, user transfer between brands, account conversion (domain/referral,
  // domain/userTransfer, domain/conversion).
  ...REFERRAL_REASONS,
  ...USER_TRANSFER_REASONS,
  ...CONVERSION_REASONS,
  // Bonuses and promo codes, listed in domain/bonus/bonusRefusals.ts.
  ...BONUS_REASONS,
  // Messages, listed in domain/messages/messageRefusals.ts: sending, activation and newsletter links.
  ...MESSAGE_REASONS,
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Validation rules the client words specially; others read as "check this field". */
export const VALIDATION_RULES = [
  'required',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'type',
  'enum',
] as const;

const KNOWN = new Set<string>(ERROR_REASONS);

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The main-dictionary key of a reason's text. */
export function errorTextKey(reason: ErrorReason): string {
  return `error_${reason}`;
}

/** The main-dictionary key of an input field's name (`field_email`, `field_phone_code`). */
export function fieldNameKey(field: string): string {
  return `field_${field}`;
}

/** The generic reason of an HTTP status, for answers that carry none. */
export function reasonOfStatus(status: number): ErrorReason {
  if (status === 0 || status === 499) return 'network';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_requests';
  if (status >= 400 && status < 500) return 'bad_request';
  if (status === 503) return 'service_unavailable';
  return 'server_error';
}
