import type { Dictionary, ServerContent } from '../content/serverContent';
import { brandOf } from './siteConfig';

/** A shipped dictionary with the brand's overrides of the same language and name on top. */
export function brandDictionary(
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
