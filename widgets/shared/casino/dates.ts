import { dateTimeFormat } from '../../../runtime/i18n';
/** An ISO 8601 time as the page language writes a date and time. */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
