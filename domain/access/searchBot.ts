// SPEC section 6: a search-bot flag disables timers. Search engines' crawlers name themselves in
// the user agent (Googlebot, bingbot, YandexBot, Baiduspider, Slurp ...); a crawler gets pages and
// never polls.
const SEARCH_BOT_PATTERN = /bot\b|crawler|spider|slurp/i;

export function isSearchBot(userAgent: string | undefined): boolean {
  return SEARCH_BOT_PATTERN.test(userAgent ?? '');
}
