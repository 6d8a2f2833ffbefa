// The migrations of every kind of document, one function per version step. Bumping a kind's
// version (SUPPORTED_SCHEMA_VERSIONS in ../versions.ts and the `schemaVersion` const of its JSON
// Schema) comes with its migration here: `page: { 1: (doc) => ... }` turns a page of version 1
// into one of version 2. tests/runtime/schema/migrations.test.ts fails on a gap.
import type { DocumentKind, MigrationTable } from '../versionTypes.ts';

/** No format has changed yet: every kind is at its first version, so there is nothing to migrate. */
export const SCHEMA_MIGRATIONS: MigrationTable = {};

/**
 * What is wrong with a migration table for the supported versions: a step missing between
 * version 1 and the supported one, or a step from the supported version or beyond (which no
 * document can need). Empty when every kind can be brought up from version 1.
 */
export function migrationGaps(
  supported: Readonly<Record<DocumentKind, number>>,
  migrations: MigrationTable,
): string[] {
  const gaps: string[] = [];
  for (const kind of Object.keys(supported) as DocumentKind[]) {
    const steps = migrations[kind] ?? {};
    for (let v = 1; v < supported[kind]; v++) {
      if (typeof steps[v] !== 'function') {
        gaps.push(
          `${kind}: schemaVersion ${supported[kind]} has no migration from ${v} to ${v + 1}`,
        );
      }
    }
    for (const from of Object.keys(steps).map(Number)) {
      if (!(from >= 1 && from < supported[kind])) {
        gaps.push(
          `${kind}: a migration from ${from} exists but ${kind} is at version ${supported[kind]}`,
        );
      }
    }
  }
  return gaps;
}
