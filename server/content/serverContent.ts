import type {
  BrandBook,
  BrandSiteFile,
  LayoutSchema,
  PageSchema,
  PartSchema,
  RouteTable,
} from '../../runtime/schema/types';

/** A flat dictionary file: configs/locales/<lng>/<name>.json (the namespace = name). */
export type Dictionary = Record<string, string>;

/** Dictionaries by language, then by name. */
export type DictionaryTree = ReadonlyMap<string, ReadonlyMap<string, Dictionary>>;

export interface BrandContent {
  site: BrandSiteFile;
  brandBook: BrandBook;
  /** configs/brands/<brand>/overrides/locales/<lng>/<name>.json */
  localeOverrides: DictionaryTree;
  /** The brand book as CSS custom properties (brandBookToCss), computed once per load. */
  css: string;
}

/** Everything the server serves from schemas/ and configs/, already checked. */
export interface ServerContent {
  routes: RouteTable;
  pages: ReadonlyMap<string, PageSchema>;
  layouts: ReadonlyMap<string, LayoutSchema>;
  parts: ReadonlyMap<string, PartSchema>;
  brands: ReadonlyMap<string, BrandContent>;
  locales: DictionaryTree;
}

/** One problem in the content, as the checker reports it (runtime/schema Finding). */
export interface ContentFinding {
  file: string;
  pointer: string;
  message: string;
}
