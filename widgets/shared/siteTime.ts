// The site's one rule for times on screen (runtime/i18n/zoneTime.ts): the visitor's time zone
// setting and clock format from the global store, the page's language.
import {
  DATE_TIME,
  formatInstant,
  useTranslation,
  type InstantFields,
  type SiteZone,
} from '../../runtime/i18n';
import { useStores } from './stores';

export interface SiteTime {
  zone: SiteZone;
  /** An instant (epoch ms, ISO text, Date) as `fields` write it (a date and a time by default). */
  format(instant: number | string | Date, fields?: InstantFields): string;
}

/** Read inside an observer: a change of the time zone setting writes every time again. */
export function useSiteTime(): SiteTime {
  const { i18n } = useTranslation();
  const { global } = useStores();
  const zone: SiteZone = { tzOffsetHours: global.timeZone, is12h: global.is12h };
  const lng = i18n.language;
  return {
    zone,
    format: (instant, fields = DATE_TIME) => formatInstant(instant, lng, zone, fields),
  };
}
