// The one way the site writes an instant (a bet placed, a payment, a support message, a draw, a
// game's start): in the visitor's time zone setting (SPEC section 3 Global state `timeZone`,
// hours east of UTC, the tzo cookie; SPEC section 9 default 3, stores/sports/GlobalStore.ts), never the browser's own zone,
// with the visitor's 12/24-hour clock.
import { dateTimeFormat } from './intlFormats';

export interface SiteZone {
  /** Hours east of UTC (half hours allowed). */
  tzOffsetHours: number;
  is12h: boolean;
}

/** What to write of an instant: any Intl date and time fields, except the zone (the site's). */
export type InstantFields = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'hour12' | 'hourCycle'>;

/** A date and a time, the language's medium date (e.g. "26 Nov 2026, 14:05"). */
export const DATE_TIME: InstantFields = { dateStyle: 'medium', timeStyle: 'short' };
/** A date alone, the language's medium date. */
export const DATE_ONLY: InstantFields = { dateStyle: 'medium' };

/**
 * `instant` (epoch milliseconds, an ISO 8601 text or a Date) written in `lng` at the zone's
 * offset; an unreadable text comes back as it was.
 */
export function formatInstant(
  instant: number | string | Date,
  lng: string,
  zone: SiteZone,
  fields: InstantFields = DATE_TIME,
): string {
  const epochMs =
    typeof instant === 'number'
      ? instant
      : instant instanceof Date
        ? instant.getTime()
        : Date.parse(instant);
  if (!Number.isFinite(epochMs)) return String(instant);
  // Shift the instant and write it as UTC: any offset works, half hours included.
  const shifted = new Date(epochMs + zone.tzOffsetHours * 3_600_000);
  const showsTime =
    fields.timeStyle !== undefined || fields.hour !== undefined || fields.minute !== undefined;
  return dateTimeFormat(lng, {
    ...fields,
    timeZone: 'UTC',
    ...(showsTime ? { hour12: zone.is12h } : {}),
  }).format(shifted);
}
