// A studio resource (brand, kind, id) against the repository files: which file it overrides,
// its file default, and which resources a brand has. Files stay the defaults; a published version
// overrides its file for one brand only.
import type { ContentKind, StudioDocument } from '../../domain/studio/contract';
import type { ContentFile, ContentSet, DictionaryFile } from '../../runtime/schema/index';

export interface Resource {
  brand: string;
  kind: ContentKind;
  id: string;
}

/** `page/home`, `dictionary/en/main`: the key of a resource within one brand. */
export function resourceKey(r: { kind: ContentKind; id: string }): string {
  return `${r.kind}/${r.id}`;
}

/** The repository file a resource overrides (the path schemas:check names in its findings). */
export function resourceFile(r: Resource): string {
  switch (r.kind) {
    case 'page':
      return `schemas/pages/${r.id}.json`;
    case 'layout':
      return `schemas/layouts/${r.id}.json`;
    case 'part':
      return `schemas/parts/${r.id}.json`;
    case 'routes':
      return 'schemas/routes.json';
    case 'brandConfig':
      return `configs/brands/${r.brand}/site.json`;
    case 'brandBook':
      return `configs/brands/${r.brand}/brandbook.json`;
    case 'dictionary':
      return `configs/brands/${r.brand}/overrides/locales/${r.id}.json`;
  }
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

/** The resources of `brand` the repository ships (what the studio lists and may open). */
export function fileResources(set: ContentSet, brand: string): { kind: ContentKind; id: string }[] {
  if (!set.brands.some((b) => b.id === brand)) return [];
  return [
    { kind: 'routes' as const, id: 'routes' },
    ...set.pages.map((f) => ({ kind: 'page' as const, id: baseName(f.file) })),
    ...set.layouts.map((f) => ({ kind: 'layout' as const, id: baseName(f.file) })),
    ...set.parts.map((f) => ({ kind: 'part' as const, id: baseName(f.file) })),
    { kind: 'brandConfig' as const, id: brand },
    { kind: 'brandBook' as const, id: brand },
    ...set.dictionaries.map((d) => ({
      kind: 'dictionary' as const,
      id: `${d.language}/${d.namespace}`,
    })),
  ];
}

function asDocument(data: unknown): StudioDocument {
  return data as StudioDocument;
}

/**
 * The repository's document of a resource, or undefined when the repository has no such file. A
 * dictionary is the shipped one with the brand's override file on top: the whole dictionary the
 * brand shows, so an editor sees every key (publishing it stores the whole as the override).
 */
export function fileDocument(set: ContentSet, r: Resource): StudioDocument | undefined {
  const brand = set.brands.find((b) => b.id === r.brand);
  if (!brand) return undefined;
  const byFile = (files: readonly ContentFile[]) =>
    files.find((f) => f.file === resourceFile(r))?.data;
  switch (r.kind) {
    case 'page':
      return asDocument(byFile(set.pages));
    case 'layout':
      return asDocument(byFile(set.layouts));
    case 'part':
      return asDocument(byFile(set.parts));
    case 'routes':
      return asDocument(set.routes?.data);
    case 'brandConfig':
      return asDocument(brand.site?.data);
    case 'brandBook':
      return asDocument(brand.brandBook?.data);
    case 'dictionary': {
      const match = (d: DictionaryFile) => `${d.language}/${d.namespace}` === r.id;
      const shipped = set.dictionaries.find(match);
      if (!shipped) return undefined;
      const override = brand.overrides.find(match);
      return { ...(shipped.data as object), ...(override?.data as object | undefined) };
    }
  }
}

/** Published (or draft) documents of one brand, by resourceKey. */
export type BrandOverrides = ReadonlyMap<
  string,
  { kind: ContentKind; id: string; document: StudioDocument }
>;
/** Every brand's overrides. */
export type SiteOverrides = ReadonlyMap<string, BrandOverrides>;

const BRAND_LEVEL: readonly ContentKind[] = ['brandConfig', 'brandBook', 'dictionary'];

/**
 * The content set `brand` serves: the files with that brand's overrides in place, and every
 * brand's own config, brand book and dictionaries as that brand published them (what the check
 * of hosts shared between brands must see).
 */
export function contentSetFor(base: ContentSet, site: SiteOverrides, brand: string): ContentSet {
  const own = site.get(brand) ?? new Map();
  const replace = (files: readonly ContentFile[], kind: ContentKind): ContentFile[] => {
    const out = new Map(files.map((f) => [f.file, f]));
    for (const o of own.values()) {
      if (o.kind !== kind) continue;
      const file = resourceFile({ brand, kind, id: o.id });
      out.set(file, { file, data: o.document });
    }
    return [...out.values()];
  };
  const routesOverride = own.get('routes/routes');
  // A dictionary the studio created (a namespace no file ships) is, for its brand, a dictionary
  // like the shipped ones; other brands do not see it.
  const shipped = new Set(base.dictionaries.map((d) => `${d.language}/${d.namespace}`));
  const created: DictionaryFile[] = [...own.values()]
    .filter((o) => o.kind === 'dictionary' && !shipped.has(o.id))
    .map((o) => {
      const [language = '', namespace = ''] = o.id.split('/');
      return { file: `configs/locales/${o.id}.json`, data: o.document, language, namespace };
    });
  return {
    ...base,
    dictionaries: created.length > 0 ? [...base.dictionaries, ...created] : base.dictionaries,
    routes: routesOverride
      ? { file: 'schemas/routes.json', data: routesOverride.document }
      : base.routes,
    pages: replace(base.pages, 'page'),
    layouts: replace(base.layouts, 'layout'),
    parts: replace(base.parts, 'part'),
    brands: base.brands.map((b) => {
      const overrides = [...(site.get(b.id)?.values() ?? [])].filter(
        (o) => BRAND_LEVEL.includes(o.kind) && (o.kind !== 'dictionary' || shipped.has(o.id)),
      );
      if (overrides.length === 0) return b;
      const dictionaries = new Map(b.overrides.map((d) => [`${d.language}/${d.namespace}`, d]));
      let { site: siteFile, brandBook } = b;
      for (const o of overrides) {
        const file = resourceFile({ brand: b.id, kind: o.kind, id: o.id });
        if (o.kind === 'brandConfig') siteFile = { file, data: o.document };
        else if (o.kind === 'brandBook') brandBook = { file, data: o.document };
        else {
          const [language = '', namespace = ''] = o.id.split('/');
          dictionaries.set(o.id, { file, data: o.document, language, namespace });
        }
      }
      return { ...b, site: siteFile, brandBook, overrides: [...dictionaries.values()] };
    }),
  };
}

/** Only the brand-level overrides of every brand (what decides which brand a host is). */
export function brandLevelOnly(site: SiteOverrides): SiteOverrides {
  const out = new Map<string, BrandOverrides>();
  for (const [brand, overrides] of site) {
    out.set(brand, new Map([...overrides].filter(([, o]) => BRAND_LEVEL.includes(o.kind))));
  }
  return out;
}
