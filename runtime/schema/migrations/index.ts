// Schema versions: the migration registry and migrateDocument (the studio migrates a draft it
// opens; `npm run schemas:migrate` migrates the files).
export { SCHEMA_MIGRATIONS, migrationGaps } from './registry.ts';
export { migrateDocument, type MigratableKind, type MigrationOutcome } from './migrateDocument.ts';
