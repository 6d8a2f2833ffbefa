// The types of versioned documents and their migrations, apart from versions.ts so the
// migration registry can name them without importing the loader that imports it.
export type DocumentKind =
  'routes' | 'page' | 'layout' | 'part' | 'site' | 'brandBook' | 'siteConfig';

export type JsonObject = Record<string, unknown>;

/** Turns a document of version `from` into one of version `from + 1` (the loader sets the number). */
export type Migration = (doc: JsonObject) => JsonObject;

/** migrations[kind][from] upgrades a document of that kind from version `from` to `from + 1`. */
export type MigrationTable = Partial<Record<DocumentKind, Readonly<Record<number, Migration>>>>;
