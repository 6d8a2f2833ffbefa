// The content of a site as files: schemas (routes, pages, layouts, parts), brand configs and
// dictionaries, each parsed but not yet validated. Plain data, so tests can build one in memory.
import type { Finding } from '../finding.ts';

export interface ContentFile {
  /** Path relative to the content root, with '/' separators. */
  file: string;
  /** Parsed JSON, not validated yet. */
  data: unknown;
}

export interface DictionaryFile extends ContentFile {
  language: string;
  /** The namespace = the file name without .json. */
  namespace: string;
}

export interface BrandContent {
  /** The folder name under configs/brands. */
  id: string;
  site?: ContentFile;
  brandBook?: ContentFile;
  /** configs/brands/<id>/overrides/locales/<lng>/<namespace>.json */
  overrides: DictionaryFile[];
}

export interface ContentSet {
  rootDir: string;
  routes?: ContentFile;
  pages: ContentFile[];
  layouts: ContentFile[];
  parts: ContentFile[];
  brands: BrandContent[];
  /** configs/locales/<lng>/<namespace>.json */
  dictionaries: DictionaryFile[];
  /** Languages shipped: the folders of configs/locales (even an empty one). */
  languages: string[];
  /** Files that could not be read or parsed, and missing required files. */
  readFindings: Finding[];
}
