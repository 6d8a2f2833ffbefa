// The languages the sports API names things in (the site's shipped languages, SPEC section 2 {lng}).
import { languageSchema } from '../../http/httpSchemas';
import { AR_NAMES } from './arNames';
import { EN_NAMES } from './enNames';
import { RU_NAMES } from './ruNames';
import type { SportsNameTable } from './sportsNameTable';

export const SPORTS_LANGUAGES = ['ru', 'en', 'ar'] as const;
export type SportsLanguage = (typeof SPORTS_LANGUAGES)[number];
/** The provider's own language: the answer's language when a request names none. */
export const DEFAULT_SPORTS_LANGUAGE: SportsLanguage = 'ru';

/** A querystring's `lng` property: the language of the sports names the answer carries. */
export function sportsLngQuery<const D extends string>(description: D) {
  return {
    lng: {
      ...languageSchema,
      enum: [...SPORTS_LANGUAGES],
      default: DEFAULT_SPORTS_LANGUAGE,
      description,
    },
  } as const;
}

export const SPORTS_NAME_TABLES: Readonly<Record<SportsLanguage, SportsNameTable>> = {
  ru: RU_NAMES,
  en: EN_NAMES,
  ar: AR_NAMES,
};
