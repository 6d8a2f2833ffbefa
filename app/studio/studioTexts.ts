// The studio's words: configs/locales/<lng>/studio.json, bundled with the studio (its own
// bundle; the customer site never loads them). One language is loaded at a time.
import { createContext, useContext } from 'react';

const loaders = import.meta.glob<Record<string, string>>('../../configs/locales/*/studio.json', {
  import: 'default',
});

function languageOf(path: string): string {
  return /locales\/([^/]+)\/studio\.json$/.exec(path)?.[1] ?? '';
}

/** Languages that ship a studio dictionary. */
export const STUDIO_LANGUAGES: readonly string[] = Object.keys(loaders).map(languageOf).sort();

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);
export const isRtlLanguage = (lng: string): boolean => RTL_LANGUAGES.has(lng);

export type StudioT = (key: string, values?: Record<string, string | number>) => string;

export async function loadStudioTexts(lng: string): Promise<StudioT> {
  const entry = Object.entries(loaders).find(([path]) => languageOf(path) === lng);
  const words = entry ? await entry[1]() : {};
  return (key, values = {}) => {
    const text = words[key] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const LANGUAGE_STORAGE_KEY = 'studio-lng';

/** The operator's last choice, else the browser's language when the studio speaks it, else en. */
export function preferredStudioLanguage(): string {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (saved && STUDIO_LANGUAGES.includes(saved)) return saved;
  const browser = navigator.language.slice(0, 2);
  return STUDIO_LANGUAGES.includes(browser) ? browser : 'en';
}

export function rememberStudioLanguage(lng: string): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
}

export const StudioTextsContext = createContext<StudioT>((key) => key);

export function useT(): StudioT {
  return useContext(StudioTextsContext);
}

/** A refusal's words: `error.<reason>`, or the generic line for a reason the studio does not know. */
export function refusalText(t: StudioT, reason: string): string {
  const key = `error.${reason}`;
  const text = t(key);
  return text === key ? t('error.unknown', { reason }) : text;
}

/** A customer's document's review status, with the reason it was rejected or asked again. */
export function documentStateText(
  t: StudioT,
  d: { status: string; reason: string | null | undefined },
): string {
  const status = t(`verification.status.${d.status}`);
  return d.reason ? `${status}: ${d.reason}` : status;
}
