// Which game providers are connected for a brand (SPEC section 7 "Games and third-party calls"):
// a provider the brand's config lists (casinoProviders) whose adapter this server has configured.
// The built-in provider needs neither: it is part of the site and always connected.
import { BUILTIN_PROVIDER_KEY } from './builtinGames';

/**
 * The connected providers, in the brand's order, the built-in provider first: `listed` is the
 * brand's casinoProviders (absent: none besides the built-in one), `adapters` the provider ids
 * whose adapters the server has.
 */
export function connectedProviders(
  listed: readonly string[] | undefined,
  adapters: readonly string[],
): string[] {
  const configured = new Set(adapters);
  return [
    BUILTIN_PROVIDER_KEY,
    ...(listed ?? []).filter((id) => id !== BUILTIN_PROVIDER_KEY && configured.has(id)),
  ];
}
