// How toto's values read on screen: money in the pool's or ticket's currency, game starts and
// dates in the visitor's time zone (SPEC section 9 cookie tzo), the close of a draw as a countdown.
import { useEffect, useState } from 'react';
import { numberFormat, useTranslation, type TFunction } from '../../runtime/i18n';
import { useCouponFormat } from '../shared/bets/couponFormat';

export interface TotoFormat {
  /** Major units of a currency: '1 500.00 ₽'. */
  money(amount: number, currencyId: number): string;
  /** A game's start, short: '12.05, 18:00'. */
  start(iso: string): string;
  /** A date with its year (tickets, settled draws). */
  dateTime(iso: string): string;
  /** Basis points as a percentage: 4000 -> '40 %'. */
  share(bp: number): string;
}

export function useTotoFormat(): TotoFormat {
  const { i18n } = useTranslation();
  // A booked coupon reads its money, starts and dates the same way.
  const coupon = useCouponFormat();
  return {
    money: coupon.money,
    start: (iso) => coupon.start(Date.parse(iso) / 1000),
    dateTime: coupon.dateTime,
    share: (bp) =>
      numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
        bp / 10_000,
      ),
  };
}

/** The wall clock, read again every second while a countdown is shown. */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 d 03:14:05' or '03:14:05' until `closesAt`; null once it has passed. */
export function countdownText(t: TFunction, closesAtMs: number, nowMs: number): string | null {
  const left = Math.floor((closesAtMs - nowMs) / 1000);
  if (!(left > 0)) return null;
  const days = Math.floor(left / 86_400);
  const time = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? t('toto:countdown_days', { days, time }) : time;
}
