const TWO_LETTERS = /^[a-z]{2}$/;

/**
 * The visitor's wish for a path that names no language: the `lng` cookie (SPEC section 9), set
 * when the visitor chose a language. The browser's Accept-Language is deliberately not used:
 * SPEC section 2 falls back to the brand default, then English, not to the browser's language.
 */
export function preferredLanguage(
  cookieLng: string | undefined,
  visible: readonly string[],
): string | undefined {
  const wish = cookieLng?.toLowerCase();
  return wish !== undefined && TWO_LETTERS.test(wish) && visible.includes(wish) ? wish : undefined;
}
