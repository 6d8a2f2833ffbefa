import type { ApiFailure } from '../runtime/api';
import { isErrorReason, reasonOfStatus, type ErrorReason } from '../domain/errors/errorReasons';

/** What every store action returns: errors are values the widget shows, never thrown. */
export type ActionResult<T = object> = ({ ok: true } & T) | ActionFailure;

export interface ActionFailure {
  ok: false;
  /** English, for logs; widgets show the dictionary text of `reason` (useFailureText). */
  message: string;
  /** The stable reason the server gave (or that its status implies); see domain/errors. */
  reason?: ErrorReason;
  /** The input field the refusal is about, when the server names one. */
  field?: string;
  /** The validation rule the field broke, when the refusal is a validation one. */
  rule?: string;
  /** The server's numeric code, when it sent one. */
  code?: number;
  /** The HTTP status, 0 when no answer arrived. */
  status?: number;
  /** A limit's amount left, integer minor units (limit_deposit_exceeded and the like). */
  remaining?: number;
  /** When the refusal stops applying, epoch seconds (self_excluded, time_out_active ...). */
  endsAt?: number;
}

/** A failed API result as an action failure, keeping the server's field name and code. */
export function failureOf(result: ApiFailure): ActionFailure {
  const field = result.body?.field;
  const rule = result.body?.rule;
  const reason = result.body?.reason;
  const remaining = result.body?.remaining;
  const endsAt = result.body?.endsAt;
  return {
    ok: false,
    message: result.message,
    status: result.status,
    reason: isErrorReason(reason) ? reason : reasonOfStatus(result.status),
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(result.code === undefined ? {} : { code: result.code }),
    ...(typeof remaining === 'number' ? { remaining } : {}),
    ...(typeof endsAt === 'number' ? { endsAt } : {}),
  };
}

/**
 * Answers like { success: false, message } that arrive with HTTP 200: their `reason` (and field
 * and rule) when the server gives one, else `reason` here ('bad_request' unless the caller knows
 * better), so the widget words it like any refusal and never shows the English message.
 */
export function refusalOf(
  data: { message?: unknown; reason?: unknown; field?: unknown; rule?: unknown } | undefined,
  fallback: string,
  reason: ErrorReason = 'bad_request',
): ActionFailure {
  const message =
    typeof data?.message === 'string' && data.message !== '' ? data.message : fallback;
  return {
    ok: false,
    message,
    status: 200,
    reason: isErrorReason(data?.reason) ? data.reason : reason,
    ...(typeof data?.field === 'string' ? { field: data.field } : {}),
    ...(typeof data?.rule === 'string' ? { rule: data.rule } : {}),
  };
}
