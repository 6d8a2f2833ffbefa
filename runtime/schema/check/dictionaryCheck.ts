// Dictionaries: each file a flat { key: text }, every dictionary and every key present in
// every shipped language, and brand overrides only of keys that exist.
import { pointerJoin, type Finding } from '../finding.ts';
import { validateDictionary } from '../validators.ts';
import type { BrandContent, DictionaryFile } from './contentSet.ts';
import type { TextCatalog } from './textCatalog.ts';

export function checkDictionaries(
  dictionaries: readonly DictionaryFile[],
  catalog: TextCatalog,
): Finding[] {
  const findings = dictionaries.flatMap((d) => validateDictionary(d.data, d.file));
  for (const [namespace, byLanguage] of catalog.keys) {
    const allKeys = [...new Set([...byLanguage.values()].flatMap((keys) => [...keys]))];
    for (const lng of catalog.languages) {
      const file = `configs/locales/${lng}/${namespace}.json`;
      const keys = byLanguage.get(lng);
      if (keys === undefined) {
        const present = [...byLanguage.keys()].join(', ');
        findings.push({
          file,
          pointer: '',
          message: `dictionary '${namespace}' is missing in ${lng} (present in: ${present})`,
        });
        continue;
      }
      for (const key of allKeys.filter((k) => !keys.has(k))) {
        const present = [...byLanguage].filter(([, ks]) => ks.has(key)).map(([l]) => l);
        findings.push({
          file,
          pointer: pointerJoin('', key),
          message: `key '${key}' is missing in ${lng} (present in: ${present.join(', ')})`,
        });
      }
    }
  }
  return findings;
}

export function checkBrandOverrides(brand: BrandContent, catalog: TextCatalog): Finding[] {
  const findings: Finding[] = [];
  for (const o of brand.overrides) {
    const shape = validateDictionary(o.data, o.file);
    findings.push(...shape);
    if (shape.length > 0) continue;
    const base = catalog.keys.get(o.namespace)?.get(o.language);
    if (base === undefined) {
      findings.push({
        file: o.file,
        pointer: '',
        message: `overrides dictionary '${o.namespace}' in ${o.language}, which configs/locales/${o.language}/${o.namespace}.json does not ship`,
      });
      continue;
    }
    for (const key of Object.keys(o.data as Record<string, string>)) {
      if (!base.has(key)) {
        findings.push({
          file: o.file,
          pointer: pointerJoin('', key),
          message: `overrides key '${key}', which configs/locales/${o.language}/${o.namespace}.json does not have`,
        });
      }
    }
  }
  return findings;
}
