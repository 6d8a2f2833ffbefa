import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl } from '../router/language';
import { MAIN_DICTIONARY } from './dictionaries';

/**
 * SPEC section 9: language ru by default, English fallback. The fallback is applied by the
 * server (each dictionary arrives with the fallback's texts under its own), so the client loads
 * no second language.
 */
export const DEFAULT_LANGUAGE = 'ru';
export { FALLBACK_LANGUAGE } from '../router/language';

/** An i18next instance for the app; dictionaries arrive per route (see createDictionaryLoader). */
export async function createI18n(language: string = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [MAIN_DICTIONARY],
    defaultNS: MAIN_DICTIONARY,
    resources: {},
    partialBundledLanguages: true,
    // Dictionaries are flat { "key": "text" }; a key is "namespace:key".
    keySeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
  });
  return instance;
}

/** Sets <html lang dir> for a language: dir="rtl" for a right-to-left one. */
export function applyDocumentLanguage(lng: string, doc: Document = document): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
}

/** Switches the app language (the URL already carries it) and the document direction. */
export async function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}
