// i18next with react-i18next: the set-up is here, components use react-i18next's hook.
export {
  createI18n,
  applyDocumentLanguage,
  switchLanguage,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
} from './setup';
export type { I18n } from './setup';
export {
  createDictionaryLoader,
  dictionaryBackend,
  dictionaryPath,
  MAIN_DICTIONARY,
  DICTIONARY_RETRIES,
} from './dictionaries';
export type { Dictionary, DictionaryLoader } from './dictionaries';
export type { TFunction, TOptions } from 'i18next';
export { I18nextProvider, useTranslation } from 'react-i18next';
export { dateTimeFormat, displayNames, numberFormat } from './intlFormats';
export { DATE_ONLY, DATE_TIME, formatInstant, type InstantFields, type SiteZone } from './zoneTime';
