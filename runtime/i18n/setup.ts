import { isRtl } from '../router/language';
import { Translator } from './translator';

/**
 * SPEC section 9: language ru by default, English fallback. The fallback is applied by the
 * server (each dictionary arrives with the fallback's texts under its own), so the client loads
 * no second language.
 */
export const DEFAULT_LANGUAGE = 'ru';
export { FALLBACK_LANGUAGE } from '../router/language';

/** The app's translator; dictionaries arrive per route (see createDictionaryLoader). */
export function createI18n(language: string = DEFAULT_LANGUAGE): Translator {
  return new Translator(language);
}

/** Sets <html lang dir> for a language: dir="rtl" for a right-to-left one. */
export function applyDocumentLanguage(lng: string, doc: Document = document): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
}

/** Switches the app language (the URL already carries it) and the document direction. */
export function switchLanguage(i18n: Translator, lng: string): void {
  i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}
