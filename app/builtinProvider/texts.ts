// The frame's words: the builtin-games dictionary and the main dictionary's refusal texts, in the
// page language (the site's dictionaries endpoint, the brand's overrides included).
import { ProviderRefusal } from './providerApi';

export type Texts = (key: string, values?: Record<string, string | number>) => string;

async function dictionary(lng: string, name: string): Promise<Record<string, string>> {
  const res = await fetch(`/bff-api/dictionaries/${encodeURIComponent(lng)}/${name}.json`);
  if (!res.ok) throw new Error(`dictionary ${name} (${lng}): ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

export async function loadTexts(lng: string): Promise<Texts> {
  let words: Record<string, string>;
  try {
    words = { ...(await dictionary(lng, 'main')), ...(await dictionary(lng, 'builtin-games')) };
  } catch {
    words = { ...(await dictionary('en', 'main')), ...(await dictionary('en', 'builtin-games')) };
  }
  return (key, values = {}) => {
    const text = words[key] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/**
 * A failed call's words: for a refusal of the provider's API, `error_<reason>` of the main
 * dictionary; for anything else, or a reason it does not word, a generic line.
 */
export function refusalText(t: Texts, err: unknown): string {
  const reason = err instanceof ProviderRefusal ? err.reason : undefined;
  const key = `error_${reason ?? 'server_error'}`;
  const text = t(key);
  return text === key ? t('error_server_error') : text;
}
