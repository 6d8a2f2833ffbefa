import type { ApiFailure } from '../runtime/api';

/** What every store action returns: errors are values the widget shows, never thrown. */
export type ActionResult<T = object> = ({ ok: true } & T) | ActionFailure;

export interface ActionFailure {
  ok: false;
  /** The server's message (or a client one), ready to show. */
  message: string;
  /** The input field the message is about, when the server names one. */
  field?: string;
  /** The server's numeric code, when it sent one. */
  code?: number;
  /** The HTTP status, 0 when no answer arrived. */
  status?: number;
}

/** A failed API result as an action failure, keeping the server's field name and code. */
export function failureOf(result: ApiFailure): ActionFailure {
  const field = result.body?.field;
  return {
    ok: false,
    message: result.message,
    status: result.status,
    ...(typeof field === 'string' ? { field } : {}),
    ...(result.code === undefined ? {} : { code: result.code }),
  };
}

/** Answers like { success: false, message } that arrive with HTTP 200. */
export function refusalOf(
  data: { message?: unknown } | undefined,
  fallback: string,
): ActionFailure {
  const message =
    typeof data?.message === 'string' && data.message !== '' ? data.message : fallback;
  return { ok: false, message };
}
