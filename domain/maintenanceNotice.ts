// SPEC section 8: maintenance titles are Russian for AZ, KZ, UA and RU locales and English
// otherwise, followed by a text saying the server is down from the start to the end time. The
// text is fixed here rather than in dictionaries because it must show when nothing else loads.

export type MaintenanceLanguage = 'ru' | 'en';

// Country codes of SPEC section 8 and the languages spoken there (az, kk for KZ, uk for UA, ru).
const RUSSIAN_TITLE_CODES: ReadonlySet<string> = new Set(['ru', 'az', 'kz', 'kk', 'ua', 'uk']);

// SPEC section 9 "Defaults": timezone 3 (UTC+3) when the visitor's is unknown.
export const DEFAULT_TIMEZONE_OFFSET_HOURS = 3;

const TEXTS = {
  ru: {
    title: 'Ведутся технические работы!',
    period: (start: string, end: string) => `Сервер недоступен с ${start} до ${end}.`,
    from: (start: string) => `Сервер недоступен с ${start}.`,
    unknown: 'Сервер временно недоступен.',
  },
  en: {
    title: 'Maintenance underway!',
    period: (start: string, end: string) => `The server is down from ${start} to ${end}.`,
    from: (start: string) => `The server is down from ${start}.`,
    unknown: 'The server is temporarily down.',
  },
} as const;

/**
 * Which language the maintenance title uses for a locale such as 'ru', 'kk', 'uk-UA' or 'en-KZ':
 * Russian when either the language or the country part names AZ, KZ, UA or RU.
 */
export function maintenanceLanguage(locale: string | undefined): MaintenanceLanguage {
  const parts = (locale ?? '').toLowerCase().split(/[-_]/);
  return parts.some((part) => RUSSIAN_TITLE_CODES.has(part)) ? 'ru' : 'en';
}

export function maintenanceTitle(locale: string | undefined): string {
  return TEXTS[maintenanceLanguage(locale)].title;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'dd.MM.yyyy HH:mm' of a time in seconds since the epoch, at a fixed UTC offset in hours. */
export function formatMaintenanceTime(
  epochSeconds: number,
  offsetHours = DEFAULT_TIMEZONE_OFFSET_HOURS,
): string {
  const d = new Date((epochSeconds + offsetHours * 3600) * 1000);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export interface MaintenanceWindow {
  /** Seconds since the epoch (SPEC section 3 "Maintenance": started_at). */
  started_at?: number;
  /** Seconds since the epoch (ended_at). */
  ended_at?: number;
}

export interface MaintenanceNoticeText {
  language: MaintenanceLanguage;
  title: string;
  text: string;
}

export function maintenanceNotice(
  locale: string | undefined,
  period: MaintenanceWindow | undefined,
  offsetHours = DEFAULT_TIMEZONE_OFFSET_HOURS,
): MaintenanceNoticeText {
  const language = maintenanceLanguage(locale);
  const texts = TEXTS[language];
  const start = period?.started_at;
  const end = period?.ended_at;
  let text: string = texts.unknown;
  if (start !== undefined && end !== undefined) {
    text = texts.period(
      formatMaintenanceTime(start, offsetHours),
      formatMaintenanceTime(end, offsetHours),
    );
  } else if (start !== undefined) {
    text = texts.from(formatMaintenanceTime(start, offsetHours));
  }
  return { language, title: texts.title, text };
}
