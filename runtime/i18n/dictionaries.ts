import type { BackendModule, i18n as I18n } from 'i18next';
import type { ApiClient } from '../api/types';

/** Loaded on every route (shell texts and the error texts); the namespace of a key without one. */
export const MAIN_DICTIONARY = 'main';
/** SPEC section 9: dictionary retry 2 (i18next's backend retries, the delay doubling). */
export const DICTIONARY_RETRIES = 2;
export const DICTIONARY_RETRY_DELAY_MS = 500;

/** A dictionary file (configs/locales/<lng>/<name>.json): one i18next namespace, key to text. */
export type Dictionary = Readonly<Record<string, string>>;

export const dictionaryPath = (lng: string, namespace: string): string =>
  `/bff-api/dictionaries/${encodeURIComponent(lng)}/${encodeURIComponent(namespace)}.json`;

/**
 * The i18next backend: one namespace is one dictionary file, fetched through runtime/api. The
 * server fills a language's missing keys from the fallback language
 * (server/config/dictionaries.ts), so i18next loads one file per namespace and no second language.
 */
export function dictionaryBackend(api: ApiClient): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(lng, namespace, callback) {
      api.getJson<unknown>(dictionaryPath(lng, namespace)).then(
        (result) => {
          if (result.ok && isFlatDictionary(result.data)) callback(null, result.data);
          // The second argument asks i18next to retry; a missing file stays missing.
          else if (result.ok) callback(new Error(`${namespace}: not a flat dictionary`), false);
          else callback(new Error(`${namespace}: ${result.message}`), result.status !== 404);
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}

export interface DictionaryLoader {
  /**
   * Loads the namespaces (and 'main') in `lng`, normally the current language; never rejects.
   * One that failed is asked for again by the next call that wants it.
   */
  ensure(lng: string, namespaces: readonly string[]): Promise<void>;
  /** Fetches one namespace again in every language it was asked in (hot reload). */
  reload(namespace: string): Promise<void>;
}

/** Route loaders' side of an i18next instance made with dictionaryBackend. */
export function createDictionaryLoader(i18n: I18n): DictionaryLoader {
  return {
    ensure: (lng, namespaces) => loadMissing(i18n, lng, [MAIN_DICTIONARY, ...namespaces]),
    async reload(namespace) {
      await i18n.reloadResources(undefined, [namespace]);
    },
  };
}

/**
 * Loads the namespaces `lng` does not hold yet, and only those: i18next's loadNamespaces would
 * also ask again for every namespace that failed before, on every route. A load already on its
 * way is shared, not repeated.
 */
export async function loadMissing(
  i18n: I18n,
  lng: string,
  namespaces: readonly string[],
): Promise<void> {
  const missing = [...new Set(namespaces)].filter((ns) => !i18n.hasResourceBundle(lng, ns));
  if (missing.length > 0) await i18n.reloadResources([lng], missing);
}

function isFlatDictionary(data: unknown): data is Dictionary {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every((value) => typeof value === 'string')
  );
}
