import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

/**
 * The customer's text of a refusal, from the main dictionary in the page language: the reason's
 * text with the field's name filled in ("Check the field «Phone code»"). An answer without a
 * reason is worded by its status; `fallback` (already a dictionary text) wins over the generic
 * "bad request" wording when the widget knows better what failed.
 */
export function failureText(t: TFunction, failure: WordableFailure, fallback?: string): string {
  const reason = failure.reason ?? reasonOfStatus(failure.status ?? 0);
  if (fallback !== undefined && (reason === 'bad_request' || reason === 'server_error')) {
    return fallback;
  }
  const field =
    failure.field === undefined
      ? ''
      : t(`main:${fieldNameKey(failure.field)}`, { defaultValue: failure.field });
  return t(`main:${errorTextKey(reason)}`, { field, rule: failure.rule ?? '' });
}

/** failureText bound to the page language. */
export function useFailureText(): (failure: WordableFailure, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure: WordableFailure, fallback?: string) => failureText(t, failure, fallback),
    [t],
  );
}
