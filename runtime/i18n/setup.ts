import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DICTIONARY_RETRIES,
  DICTIONARY_RETRY_DELAY_MS,
  loadMissing,
  MAIN_DICTIONARY,
} from './dictionaries';

export type { I18n };

/**
 * SPEC section 9: language ru by default, English fallback. The fallback is applied by the
 * server (each dictionary arrives with the fallback's texts under its own), so the client loads
 * no second language.
 */
export const DEFAULT_LANGUAGE = 'ru';
export { FALLBACK_LANGUAGE } from '../router/language';

/**
 * The app's i18next instance in `language`, ready at once (texts arrive later, per route, through
 * `backend`; without one, addResourceBundle gives it texts).
 */
export function createI18n(language: string = DEFAULT_LANGUAGE, backend?: BackendModule): I18n {
  const i18n = i18next.createInstance();
  if (backend) i18n.use(backend);
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [MAIN_DICTIONARY],
    defaultNS: MAIN_DICTIONARY,
    // Dictionaries are flat { "key": "text" }; a key is "namespace:key".
    keySeparator: false,
    // A key without a text shows as "namespace:key", which the QA matrix reports.
    appendNamespaceToMissingKey: true,
    interpolation: { escapeValue: false }, // React escapes
    maxRetries: DICTIONARY_RETRIES,
    retryTimeout: DICTIONARY_RETRY_DELAY_MS,
    initAsync: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18n;
}

/** Sets <html lang dir> for a language: dir="rtl" for a right-to-left one (i18next's list). */
export function applyDocumentLanguage(lng: string, doc: Document = document): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = i18next.dir(lng);
}

/**
 * Switches the app language (the URL already carries it) and the document direction, once the
 * namespaces the page holds have arrived in the new language: no text shows as its key meanwhile.
 */
export async function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (i18n.language !== lng) {
    await loadMissing(i18n, lng, Object.keys(i18n.store.data[i18n.language] ?? {}));
    await i18n.changeLanguage(lng);
  }
  applyDocumentLanguage(lng);
}
