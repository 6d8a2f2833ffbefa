import type { Dictionary, ServerContent } from '../content/serverContent';
import { FALLBACK_LANGUAGE } from '../../runtime/router/language';
import { brandOf } from './siteConfig';

/** A shipped dictionary with the brand's overrides of the same language and name on top. */
function ownDictionary(
  content: ServerContent,
  brandId: string,
  lng: string,
  name: string,
): Dictionary | undefined {
  const base = content.locales.get(lng)?.get(name);
  if (!base) return undefined;
  const override = brandOf(content, brandId).localeOverrides.get(lng)?.get(name);
  return override ? { ...base, ...override } : base;
}

/**
 * The dictionary a page in `lng` loads: the language's own texts over the fallback language's
 * (SPEC section 9: English fallback), so a key the language lacks reads in English and the
 * client loads one file per dictionary instead of two (the English copies were a
 * sixth of the home page's requests). Undefined when neither language has the dictionary.
 */
export function brandDictionary(
  content: ServerContent,
  brandId: string,
  lng: string,
  name: string,
): Dictionary | undefined {
  if (!content.locales.has(lng)) return undefined;
  const own = ownDictionary(content, brandId, lng, name);
  if (lng === FALLBACK_LANGUAGE) return own;
  const fallback = ownDictionary(content, brandId, FALLBACK_LANGUAGE, name);
  if (!fallback) return own;
  return own ? { ...fallback, ...own } : fallback;
}
