// How a limit's values, dates and waits read on the page: every word from the limits dictionary,
// amounts in the customer's main account currency, dates in the page language.
import type { TFunction } from '../../runtime/i18n';
import { formatMinorUnits } from '../../domain/session';
import { isNoLimitValue, limitTypeInfo, type LimitTypeId } from '../../domain/limits';
import { formatInstant, type SiteZone } from '../../runtime/i18n';

/** A value of `type` as text: '100.00 ₽', '7 days', '2 hours', 'every 15 minutes', 'No limit'. */
export function limitValueText(
  t: TFunction,
  type: LimitTypeId,
  value: number,
  currencyId: number | null,
): string {
  if (isNoLimitValue(type, value) || value < 0) return t('limits:no_limit');
  switch (limitTypeInfo(type).measure) {
    case 'amount':
      return currencyId === null ? String(value) : formatMinorUnits(value, { currencyId });
    case 'days':
      return t('limits:value_days', { count: value });
    case 'hours':
      return t('limits:value_hours', { count: value });
    case 'minutes':
      return t('limits:value_minutes', { count: value });
    case 'flag':
      return t('limits:value_on');
  }
}

/** An epoch-seconds time as a date and time in the page language. */
export function limitDateText(language: string, epochSeconds: number, zone: SiteZone): string {
  return formatInstant(epochSeconds * 1000, language, zone);
}

/** A wait or a play time: '5 h 12 min', '12 min' (main dictionary: the reminders use it too). */
export function durationText(t: TFunction, seconds: number): string {
  const minutes = Math.ceil(Math.max(0, seconds) / 60);
  if (seconds <= 0) return t('main:duration_none');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (minutes >= 2 * 1440) return t('main:duration_dh', { d: days, h: hours });
  if (minutes >= 60) return t('main:duration_hm', { h: Math.floor(minutes / 60), m: rest });
  return t('main:duration_m', { m: Math.max(1, rest) });
}
