// The one place the server touches the CHECK helper's API (runtime/schema/index.ts) and the
// widgets' props schemas (domain/widgetProps), so a change of their signatures is fixed here only.
import {
  brandBookToCss,
  checkContent,
  formatFinding,
  loadDocument,
  readContentSet,
  type ContentSet,
  type DocumentTypes,
} from '../../runtime/schema/index';
import type { BrandBook } from '../../runtime/schema/types';
import { widgetPropsCatalog } from '../../domain/widgetProps/index';
import type { ContentFinding } from './serverContent';

export type CheckedContentSet = ContentSet;

/** Reads the content under `rootDir` and every finding `npm run schemas:check` would print. */
export function readAndCheckContent(rootDir: string): {
  set: CheckedContentSet;
  findings: ContentFinding[];
} {
  const set = readContentSet(rootDir);
  return { set, findings: checkContent(set, { widgets: widgetPropsCatalog }) };
}

/** The brand book as `:root{--brand-...}`; its findings are already among the content's. */
export function brandCss(brandBook: BrandBook): string {
  return brandBookToCss(brandBook.partnerCssBrandBook).css;
}

/** `file#pointer: message`, as schemas:check prints it. */
export function formatContentFinding(f: ContentFinding): string {
  return formatFinding(f);
}

/**
 * A document of a checked set, upgraded to the current schemaVersion (and defaults applied):
 * the form the server serves, never the raw file.
 */
export function currentDocument<K extends keyof DocumentTypes>(
  kind: K,
  file: { file: string; data: unknown },
): DocumentTypes[K] {
  const loaded = loadDocument(kind, file.data, file.file);
  if (!loaded.ok) throw new Error(`${file.file} did not load after passing the check`);
  return loaded.value;
}

/** Every finding `npm run schemas:check` would print for a content set already read. */
export function checkContentSet(set: CheckedContentSet): ContentFinding[] {
  return checkContent(set, { widgets: widgetPropsCatalog });
}
