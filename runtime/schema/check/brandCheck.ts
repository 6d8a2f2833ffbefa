// Brand configs beyond their JSON Schemas: hosts owned by one brand only, languages that are
// shipped, groups of real config keys, and a brand book the sanitizer accepts.
import { brandBookToCss } from '../brandBookCss.ts';
import { brandBookContrastFindings } from '../brandBookContrast.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { siteConfigResponseSchema } from '../schemaSources.ts';
import { didYouMean } from '../suggest.ts';
import type { BrandBook, BrandSiteFile } from '../types.ts';

export interface LoadedBrand {
  id: string;
  siteFile: string;
  site: BrandSiteFile;
}

const CONFIG_KEYS = Object.keys(siteConfigResponseSchema.properties);

export function checkBrandSite(brand: LoadedBrand, shippedLanguages: readonly string[]): Finding[] {
  const { site, siteFile: file } = brand;
  const findings: Finding[] = [];
  const report = (pointer: string, message: string) => findings.push({ file, pointer, message });
  if (site.brand !== brand.id) {
    report('/brand', `brand '${site.brand}' must match its folder name '${brand.id}'`);
  }
  if (!site.languages.includes(site.defaultLanguage)) {
    report(
      '/defaultLanguage',
      `defaultLanguage '${site.defaultLanguage}' is not one of languages: ${site.languages.join(', ')}`,
    );
  }
  site.languages.forEach((lng, i) => {
    if (!shippedLanguages.includes(lng)) {
      report(
        pointerJoin('/languages', i),
        `language '${lng}' has no dictionaries (configs/locales/${lng} is missing)`,
      );
    }
  });
  (site.langHiddenUnauthorized ?? []).forEach((lng, i) => {
    if (!site.languages.includes(lng)) {
      report(
        pointerJoin('/langHiddenUnauthorized', i),
        `hidden language '${lng}' is not one of languages: ${site.languages.join(', ')}`,
      );
    }
  });
  for (const [group, keys] of Object.entries(site.groups ?? {})) {
    keys.forEach((key, i) => {
      if (!CONFIG_KEYS.includes(key)) {
        report(
          pointerJoin('/groups', group, i),
          `group '${group}' lists '${key}', which is not a site config key${didYouMean(key, CONFIG_KEYS)}`,
        );
      }
    });
  }
  return findings;
}

/** A host served by two brands would make the brand depend on file order. */
export function checkSharedHosts(brands: readonly LoadedBrand[]): Finding[] {
  const owner = new Map<string, LoadedBrand>();
  const findings: Finding[] = [];
  for (const brand of brands) {
    brand.site.hosts.forEach((host, i) => {
      const first = owner.get(host);
      if (first === undefined) owner.set(host, brand);
      else {
        findings.push({
          file: brand.siteFile,
          pointer: pointerJoin('/hosts', i),
          message: `host '${host}' is also claimed by brand '${first.id}' (${first.siteFile})`,
        });
      }
    });
  }
  return findings;
}

/** Safe values, and WCAG AA contrast of every text/background pair the widgets draw. */
export function checkBrandBook(book: BrandBook, file: string): Finding[] {
  return [
    ...brandBookToCss(book.partnerCssBrandBook, file).findings,
    ...brandBookContrastFindings(book.partnerCssBrandBook, file),
  ];
}
