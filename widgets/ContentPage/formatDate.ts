import { dateTimeFormat } from '../../runtime/i18n';
/** A front matter date (YYYY-MM-DD) in the page language, e.g. "24 November 2026". */
export function formatDate(date: string, lng: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}
