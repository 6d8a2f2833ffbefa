// Every schema and config file carries `schemaVersion`. The loader knows the version it
// supports per kind; an older file is brought up to date by the migrations of its kind, one
// version at a time, and a version with no way forward is refused with a clear message.
// Pure, so the client could upgrade documents too.
import { SCHEMA_MIGRATIONS } from './migrations/registry.ts';
import type { DocumentKind, JsonObject, MigrationTable } from './versionTypes.ts';

export type { DocumentKind, JsonObject, Migration, MigrationTable } from './versionTypes.ts';

/** The version each kind of document is written in today. */
export const SUPPORTED_SCHEMA_VERSIONS: Readonly<Record<DocumentKind, number>> = {
  routes: 1,
  page: 1,
  layout: 1,
  part: 1,
  site: 1,
  brandBook: 1,
  siteConfig: 1,
};

/** Words used in messages: 'schemaVersion 2 is not supported for a page'. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  routes: 'a route table',
  page: 'a page',
  layout: 'a layout',
  part: 'a part',
  site: 'a brand site file',
  brandBook: 'a brand book',
  siteConfig: 'a site config',
};

/** The registry of migrations/registry.ts: one function per kind and version step. */
export const MIGRATIONS: MigrationTable = SCHEMA_MIGRATIONS;

export interface VersionPolicy {
  supported?: Readonly<Record<DocumentKind, number>>;
  migrations?: MigrationTable;
}

export type UpgradeResult =
  | { ok: true; doc: JsonObject; fromVersion: number }
  | { ok: false; pointer: string; message: string };

/** The versions a kind accepts: the current one and every older one with a migration path. */
export function acceptedVersions(kind: DocumentKind, policy: VersionPolicy = {}): number[] {
  const current = (policy.supported ?? SUPPORTED_SCHEMA_VERSIONS)[kind];
  const steps = (policy.migrations ?? MIGRATIONS)[kind] ?? {};
  const accepted = [current];
  for (let v = current - 1; steps[v] !== undefined; v--) accepted.unshift(v);
  return accepted;
}

/** Checks `schemaVersion` and migrates an older document up to the supported version. */
export function upgradeDocument(
  kind: DocumentKind,
  data: unknown,
  policy: VersionPolicy = {},
): UpgradeResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, pointer: '', message: 'must be object' };
  }
  const doc = data as JsonObject;
  if (!('schemaVersion' in doc)) {
    return {
      ok: false,
      pointer: '/schemaVersion',
      message: "must have required property 'schemaVersion'",
    };
  }
  const version = doc.schemaVersion;
  const accepted = acceptedVersions(kind, policy);
  if (typeof version !== 'number' || !Number.isInteger(version) || !accepted.includes(version)) {
    return {
      ok: false,
      pointer: '/schemaVersion',
      message: `schemaVersion ${JSON.stringify(version)} is not supported for ${DOCUMENT_KIND_LABELS[kind]} (supported: ${accepted.join(', ')})`,
    };
  }
  const steps = (policy.migrations ?? MIGRATIONS)[kind] ?? {};
  let upgraded = doc;
  for (let v = version; v < accepted[accepted.length - 1]!; v++) {
    upgraded = { ...steps[v]!(upgraded), schemaVersion: v + 1 };
  }
  return { ok: true, doc: upgraded, fromVersion: version };
}
