// Brings a document of any content kind up to the version the runtime reads, as the studio does
// when it opens a draft saved before a format change. Pure: the client could use it too.
import {
  SUPPORTED_SCHEMA_VERSIONS,
  upgradeDocument,
  type DocumentKind,
  type JsonObject,
  type VersionPolicy,
} from '../versions.ts';

/** The studio's content kinds (its contract) and the document kinds of the runtime. */
export type MigratableKind = DocumentKind | 'brandConfig' | 'dictionary';

/** Which versioned document a kind is; dictionaries are flat texts without a schemaVersion. */
const DOCUMENT_KIND: Readonly<Record<MigratableKind, DocumentKind | null>> = {
  routes: 'routes',
  page: 'page',
  layout: 'layout',
  part: 'part',
  site: 'site',
  brandConfig: 'site',
  brandBook: 'brandBook',
  siteConfig: 'siteConfig',
  dictionary: null,
};

export interface MigrationOutcome {
  /** The document at the version `to` (the input itself when nothing changed). */
  document: unknown;
  /** The document's schemaVersion before; null when it has none (dictionaries) or is not a number. */
  from: number | null;
  to: number | null;
  changed: boolean;
  /**
   * Why it was left as it is: no schemaVersion, or a version with no way forward (the check
   * then reports it at /schemaVersion).
   */
  problem?: { pointer: string; message: string };
}

export function migrateDocument(
  kind: MigratableKind,
  doc: unknown,
  policy: VersionPolicy = {},
): MigrationOutcome {
  const documentKind = DOCUMENT_KIND[kind];
  const version = (doc as JsonObject | null)?.schemaVersion;
  const from = typeof version === 'number' ? version : null;
  if (documentKind === null || documentKind === undefined) {
    return { document: doc, from, to: from, changed: false };
  }
  const upgraded = upgradeDocument(documentKind, doc, policy);
  if (!upgraded.ok) {
    return {
      document: doc,
      from,
      to: from,
      changed: false,
      problem: { pointer: upgraded.pointer, message: upgraded.message },
    };
  }
  const to = (policy.supported ?? SUPPORTED_SCHEMA_VERSIONS)[documentKind];
  const changed = upgraded.fromVersion !== to;
  return { document: changed ? upgraded.doc : doc, from: upgraded.fromVersion, to, changed };
}
