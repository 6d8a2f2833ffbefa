import { useCallback } from 'react';
import { useTranslation, type TFunction } from '../../runtime/i18n';
import {
  errorTextKey,
  fieldNameKey,
  reasonOfStatus,
  type ErrorReason,
} from '../../domain/errors/errorReasons';

/** What a failed action carries that the customer may see worded: never its English message. */
export interface WordableFailure {
  reason?: ErrorReason;
  field?: string;
  rule?: string;
  status?: number;
}

/** Reasons whose text names the field: without a worded field they read as a bad request. */
const FIELD_REASONS: ReadonlySet<ErrorReason> = new Set(['invalid_field', 'missing_field']);

/**
 * The customer's text of a refusal, from the main dictionary in the page language: the reason's
 * text with the field's name filled in ("Check the field «Phone code»"). An answer without a
 * reason is worded by its status; `fallback` (already a dictionary text) wins over the generic
 * "bad request" wording when the widget knows better what failed. A field the dictionary does not
 * name is never shown as the server's identifier: the refusal then reads as a bad request.
 */
export function failureText(t: TFunction, failure: WordableFailure, fallback?: string): string {
  const field = failure.field === undefined ? '' : fieldName(t, failure.field);
  let reason = failure.reason ?? reasonOfStatus(failure.status ?? 0);
  if (FIELD_REASONS.has(reason) && field === '') reason = 'bad_request';
  if (fallback !== undefined && (reason === 'bad_request' || reason === 'server_error')) {
    return fallback;
  }
  return t(`main:${errorTextKey(reason)}`, { field, rule: failure.rule ?? '' });
}

/**
 * The dictionary name of an input field, or '' when it has none. Request bodies name some inputs
 * with a hyphen (`phone-code`): the underscore key (`field_phone_code`) names them too.
 */
export function fieldName(t: TFunction, field: string): string {
  const keys = [`main:${fieldNameKey(field)}`, `main:${fieldNameKey(field.replace(/-/g, '_'))}`];
  return t(keys, { defaultValue: '' });
}

/** failureText bound to the page language. */
export function useFailureText(): (failure: WordableFailure, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure: WordableFailure, fallback?: string) => failureText(t, failure, fallback),
    [t],
  );
}
