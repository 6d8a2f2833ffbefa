// How a booked coupon's values read on screen: money in the coupon's currency, the coefficient in
// the visitor's odds format, times in the visitor's time zone (SPEC section 9 cookie tzo).
import { formatInstant, useTranslation, type TFunction } from '../../../runtime/i18n';
import { formatMajorUnits } from '../../../domain/session';
import { systemSize, type BookedCouponStatus, type BookedLegResult } from '../../../domain/coupon';
import type { BookedCoupon } from '../../../stores';
import { useStores } from '../stores';
import { startText } from '../sports/gameTime';

export interface CouponFormat {
  money(amount: number, currencyId: number): string;
  coef(coef: number): string;
  /** An ISO date-time (placedAt, settledAt). */
  dateTime(iso: string): string;
  /** Seconds since the epoch (a leg's game start). */
  start(seconds: number): string;
}

export function useCouponFormat(): CouponFormat {
  const { i18n } = useTranslation();
  const { global } = useStores();
  const zone = { tzOffsetHours: global.timeZone, is12h: global.is12h };
  return {
    money: (amount, currencyId) => formatMajorUnits(amount, { currencyId }),
    coef: (coef) => global.formatCoef(coef),
    dateTime: (iso) => dateTimeText(Date.parse(iso), i18n.language, zone),
    start: (seconds) => startText(seconds, i18n.language, { ...zone, withDate: true }),
  };
}

/** A coupon's date with its year (a history reaches back years), in the visitor's time zone. */
function dateTimeText(
  epochMs: number,
  lng: string,
  zone: { tzOffsetHours: number; is12h: boolean },
): string {
  return formatInstant(epochMs, lng, zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** 'Express', 'Single', 'Blocks', or 'System 2 of 3'. */
export function couponTypeText(t: TFunction, coupon: BookedCoupon): string {
  const size = systemSize(coupon);
  return size ? t('history:type_system_size', size) : t(`history:type_${coupon.typeId}`);
}

export function couponStatusText(t: TFunction, status: BookedCouponStatus): string {
  return t(`history:status_${status}`);
}

export function legResultText(t: TFunction, result: BookedLegResult | null): string {
  return t(`history:leg_result_${result ?? 'pending'}`);
}
