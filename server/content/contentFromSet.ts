import type { CheckedContentSet } from './runtimeChecker';
import { currentDocument } from './runtimeChecker';
import { expandRouteDefaults } from '../../runtime/schema/routeDefaults';
import type { BrandBook } from '../../runtime/schema/types';
import type { BrandContent, Dictionary, DictionaryTree, ServerContent } from './serverContent';

/** The server's in-memory content from a set the checker has passed (no findings). */
export function contentFromSet(
  set: CheckedContentSet,
  brandCss: (brandBook: BrandBook) => string,
): ServerContent {
  if (!set.routes) throw new Error('schemas/routes.json is missing');
  const brands = new Map<string, BrandContent>();
  for (const brand of set.brands) {
    if (!brand.site || !brand.brandBook)
      throw new Error(`configs/brands/${brand.id} is incomplete`);
    const site = currentDocument('site', brand.site);
    const brandBook = currentDocument('brandBook', brand.brandBook);
    brands.set(site.brand, {
      site,
      brandBook,
      localeOverrides: dictionaryTree(brand.overrides),
      css: brandCss(brandBook),
    });
  }
  return {
    // Each route with its whole guard list: readers never see the table's defaults.
    routes: expandRouteDefaults(currentDocument('routes', set.routes)),
    pages: new Map(set.pages.map((f) => currentDocument('page', f)).map((p) => [p.id, p])),
    layouts: new Map(set.layouts.map((f) => currentDocument('layout', f)).map((l) => [l.id, l])),
    parts: new Map(set.parts.map((f) => currentDocument('part', f)).map((p) => [p.appName, p])),
    brands,
    locales: dictionaryTree(set.dictionaries),
  };
}

function dictionaryTree(
  files: readonly { language: string; namespace: string; data: unknown }[],
): DictionaryTree {
  const tree = new Map<string, Map<string, Dictionary>>();
  for (const f of files) {
    const names = tree.get(f.language) ?? new Map<string, Dictionary>();
    names.set(f.namespace, f.data as Dictionary);
    tree.set(f.language, names);
  }
  return tree;
}
