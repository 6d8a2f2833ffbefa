import type { ServerContent } from '../content/serverContent';
import { brandDictionary } from '../config/dictionaries';

const KEY = /^([a-z][a-z0-9-]*):([A-Za-z0-9_.-]+)$/;

/**
 * A dictionary text ("namespace:key") in one language with the brand's overrides, its
 * {{placeholders}} filled; plain text (no namespace) is taken as is. Undefined when the key has
 * no text, so a key never reaches a title.
 */
export function dictionaryText(
  content: ServerContent,
  brandId: string,
  lng: string,
  keyOrText: string,
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  const match = KEY.exec(keyOrText);
  const text = match
    ? brandDictionary(content, brandId, lng, match[1] as string)?.[match[2] as string]
    : keyOrText;
  if (text === undefined || text.trim() === '') return undefined;
  return text.replace(
    /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
