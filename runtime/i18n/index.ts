export {
  createI18n,
  applyDocumentLanguage,
  switchLanguage,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
} from './setup';
export {
  createDictionaryLoader,
  dictionaryPath,
  MAIN_DICTIONARY,
  DICTIONARY_RETRIES,
} from './dictionaries';
export type { DictionaryLoader, DictionaryLoaderOptions } from './dictionaries';
export { Translator } from './translator';
export type { Dictionary, TFunction, TOptions } from './translator';
export { I18nProvider, useTranslation } from './react';
export { dateTimeFormat, displayNames, numberFormat } from './intlFormats';
