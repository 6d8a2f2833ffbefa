const TWO_LETTERS = /^[a-z]{2}$/;

/**
 * The visitor's wish for a path that names no language: the `lng` cookie first, then the
 * Accept-Language entries by quality; the first one the brand shows wins.
 */
export function preferredLanguage(
  cookieLng: string | undefined,
  acceptLanguage: string | undefined,
  visible: readonly string[],
): string | undefined {
  const wishes = [cookieLng?.toLowerCase(), ...acceptLanguageOrder(acceptLanguage)];
  return wishes.find(
    (w): w is string => w !== undefined && TWO_LETTERS.test(w) && visible.includes(w),
  );
}

/** `de-CH, fr;q=0.9, en;q=0.8` -> ['de', 'fr', 'en'] (primary subtags, best first). */
export function acceptLanguageOrder(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        lng: tag.split('-')[0]!.toLowerCase(),
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((e) => e.quality > 0 && e.lng !== '*')
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((e) => e.lng);
}
