// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  SCHEMA_MIGRATIONS,
  SUPPORTED_SCHEMA_VERSIONS,
  migrateDocument,
  migrationGaps,
  type DocumentKind,
} from '../../../runtime/schema';
import { migrations, supported } from '../../fixtures/schema-migrations/pageTitleKey';

const SCHEMA_FILE: Record<DocumentKind, string> = {
  routes: 'routes.schema.json',
  page: 'page.schema.json',
  layout: 'layout.schema.json',
  part: 'part.schema.json',
  site: 'site-config.schema.json',
  brandBook: 'brand-book.schema.json',
  siteConfig: 'site-config.schema.json',
};
const schemaVersionConst = (kind: DocumentKind): unknown =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../runtime/schema/json/${SCHEMA_FILE[kind]}`, import.meta.url),
        'utf8',
      ),
    ) as { properties: { schemaVersion: { const: unknown } } }
  ).properties.schemaVersion.const;

const pageV1 = {
  schemaVersion: 1,
  id: 'about',
  meta: { title: 'info:about_title', dictionaries: ['info'] },
  body: { widget: 'Section' },
};

describe('schema versions and their migrations', () => {
  it('has a migration for every version step of every kind up to the version it reads', () => {
    expect(MIGRATIONS).toBe(SCHEMA_MIGRATIONS);
    expect(migrationGaps(SUPPORTED_SCHEMA_VERSIONS, SCHEMA_MIGRATIONS)).toEqual([]);
  });

  it('reads each kind at the version its JSON Schema fixes (a bump changes both, with its migration)', () => {
    for (const kind of Object.keys(SUPPORTED_SCHEMA_VERSIONS) as DocumentKind[]) {
      expect({ kind, version: schemaVersionConst(kind) }).toEqual({
        kind,
        version: SUPPORTED_SCHEMA_VERSIONS[kind],
      });
    }
  });

  it('names a version bump without its migration, and a migration beyond the version', () => {
    expect(migrationGaps({ ...SUPPORTED_SCHEMA_VERSIONS, page: 3 }, migrations)).toEqual([
      'page: schemaVersion 3 has no migration from 2 to 3',
    ]);
    expect(migrationGaps(SUPPORTED_SCHEMA_VERSIONS, { layout: { 1: (d) => d } })).toEqual([
      'layout: a migration from 1 exists but layout is at version 1',
    ]);
    expect(migrationGaps(supported, migrations)).toEqual([]);
  });

  it('migrates an older page to the current version and says from which', () => {
    expect(migrateDocument('page', pageV1, { supported, migrations })).toEqual({
      document: {
        schemaVersion: 2,
        id: 'about',
        meta: { dictionaries: ['info'], titleKey: 'info:about_title' },
        body: { widget: 'Section' },
      },
      from: 1,
      to: 2,
      changed: true,
    });
  });

  it('leaves a current document as it is (the same object)', () => {
    const outcome = migrateDocument('page', pageV1);
    expect(outcome).toEqual({ document: pageV1, from: 1, to: 1, changed: false });
    expect(outcome.document).toBe(pageV1);
    const site = { schemaVersion: 1, brand: 'aurora' };
    expect(migrateDocument('brandConfig', site).document).toBe(site);
  });

  it('leaves dictionaries alone: they carry no schemaVersion', () => {
    const texts = { title: 'Hello' };
    expect(migrateDocument('dictionary', texts)).toEqual({
      document: texts,
      from: null,
      to: null,
      changed: false,
    });
  });

  it('keeps a document it cannot migrate and says why', () => {
    expect(migrateDocument('page', { ...pageV1, schemaVersion: 7 })).toEqual({
      document: { ...pageV1, schemaVersion: 7 },
      from: 7,
      to: 7,
      changed: false,
      problem: {
        pointer: '/schemaVersion',
        message: 'schemaVersion 7 is not supported for a page (supported: 1)',
      },
    });
    expect(migrateDocument('layout', { id: 'default' }).problem).toEqual({
      pointer: '/schemaVersion',
      message: "must have required property 'schemaVersion'",
    });
  });
});
