// The dictionary keys shipped per language, and the check of a "namespace:key" text reference
// against them: the key must exist in every shipped language and its dictionary must be loaded.
import { didYouMean } from '../suggest.ts';
import type { Finding } from '../finding.ts';
import type { DictionaryFile } from './contentSet.ts';

/** The dictionary always loaded (shell and error texts). */
export const MAIN_DICTIONARY = 'main';

export interface TextCatalog {
  languages: readonly string[];
  /** namespace -> language -> keys */
  keys: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
}

export function buildTextCatalog(
  languages: readonly string[],
  dictionaries: readonly DictionaryFile[],
): TextCatalog {
  const keys = new Map<string, Map<string, Set<string>>>();
  for (const d of dictionaries) {
    if (typeof d.data !== 'object' || d.data === null || Array.isArray(d.data)) continue;
    const byLanguage = keys.get(d.namespace) ?? new Map<string, Set<string>>();
    byLanguage.set(d.language, new Set(Object.keys(d.data)));
    keys.set(d.namespace, byLanguage);
  }
  return { languages, keys };
}

export interface LoadedDictionaries {
  namespaces: ReadonlySet<string>;
  /** Why a namespace outside `namespaces` is not available, e.g. 'which meta.dictionaries does not list'. */
  whyMissing: string;
}

export function checkTextReference(
  value: string,
  where: { file: string; pointer: string },
  catalog: TextCatalog,
  loaded: LoadedDictionaries,
): Finding[] {
  const report = (message: string): Finding[] => [{ ...where, message }];
  const match = /^([a-z][a-z0-9-]*):(.+)$/.exec(value);
  if (!match) return report(`text '${value}' must be written namespace:key, e.g. 'main:${value}'`);
  const [, namespace, key] = match as unknown as [string, string, string];
  const byLanguage = catalog.keys.get(namespace);
  if (byLanguage === undefined) {
    return report(
      `text '${value}' names dictionary '${namespace}', which configs/locales does not have${didYouMean(namespace, catalog.keys.keys())}`,
    );
  }
  const findings: Finding[] = [];
  const missingIn = catalog.languages.filter((lng) => !byLanguage.get(lng)?.has(key));
  if (missingIn.length === catalog.languages.length) {
    const allKeys = new Set([...byLanguage.values()].flatMap((s) => [...s]));
    const hint = didYouMean(key, allKeys).replace(`'`, `'${namespace}:`);
    findings.push(...report(`text '${value}' is missing in every language${hint}`));
  } else if (missingIn.length > 0) {
    findings.push(...report(`text '${value}' is missing in: ${missingIn.join(', ')}`));
  }
  if (!loaded.namespaces.has(namespace)) {
    findings.push(
      ...report(`text '${value}' needs dictionary '${namespace}', ${loaded.whyMissing}`),
    );
  }
  return findings;
}
