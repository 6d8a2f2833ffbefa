import { formatInstant, type SiteZone } from '../../../runtime/i18n';
/** An ISO 8601 time as the page language writes a date and time, in the visitor's time zone. */
export function formatDateTime(iso: string, lng: string, zone: SiteZone): string {
  return formatInstant(iso, lng, zone);
}
