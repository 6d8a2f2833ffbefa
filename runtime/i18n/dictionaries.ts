import { withRetry } from '../api/retry';
import type { ApiClient } from '../api/types';
import { MAIN_DICTIONARY, type Translator } from './translator';

/** SPEC section 9: dictionary retry 2. */
export const DICTIONARY_RETRIES = 2;
export const DICTIONARY_RETRY_DELAY_MS = 500;
export { MAIN_DICTIONARY };

export const dictionaryPath = (lng: string, namespace: string): string =>
  `/bff-api/dictionaries/${encodeURIComponent(lng)}/${encodeURIComponent(namespace)}.json`;

export interface DictionaryLoader {
  /**
   * Loads the namespaces (and 'main') in `lng`; never rejects. The server fills a language's
   * missing keys from the fallback language (server/config/dictionaries.ts), so one file each.
   */
  ensure(lng: string, namespaces: readonly string[]): Promise<void>;
  /** Fetches one namespace again in every language it was loaded in (hot reload). */
  reload(namespace: string): Promise<void>;
}

export interface DictionaryLoaderOptions {
  sleep?: (ms: number) => Promise<void>;
}

export function createDictionaryLoader(
  i18n: Translator,
  api: ApiClient,
  options: DictionaryLoaderOptions = {},
): DictionaryLoader {
  const pending = new Map<string, Promise<void>>();

  function fetchInto(lng: string, namespace: string, force: boolean): Promise<void> {
    const id = `${lng}/${namespace}`;
    const current = pending.get(id);
    if (current && !force) return current;
    const load = withRetry(
      () => api.getJson<Record<string, string>>(dictionaryPath(lng, namespace)),
      {
        retries: DICTIONARY_RETRIES,
        delayMs: DICTIONARY_RETRY_DELAY_MS,
        ...(options.sleep ? { sleep: options.sleep } : {}),
      },
    ).then((result) => {
      if (result.ok && isFlatDictionary(result.data)) {
        i18n.addResourceBundle(lng, namespace, result.data);
      } else {
        pending.delete(id); // let a later route try again
      }
    });
    pending.set(id, load);
    return load;
  }

  return {
    async ensure(lng, namespaces) {
      const wanted = new Set([MAIN_DICTIONARY, ...namespaces]);
      await Promise.all([...wanted].map((namespace) => fetchInto(lng, namespace, false)));
    },
    async reload(namespace) {
      const loads: Promise<void>[] = [];
      for (const id of pending.keys()) {
        const [lng, ns] = id.split('/') as [string, string];
        if (ns === namespace) loads.push(fetchInto(lng, ns, true));
      }
      await Promise.all(loads);
    },
  };
}

function isFlatDictionary(data: unknown): data is Record<string, string> {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every((value) => typeof value === 'string')
  );
}
