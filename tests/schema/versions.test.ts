import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_SCHEMA_VERSIONS,
  acceptedVersions,
  loadDocument,
  upgradeDocument,
  type MigrationTable,
} from '../../runtime/schema';

describe('schemaVersion', () => {
  it('knows version 1 of every kind today', () => {
    expect(SUPPORTED_SCHEMA_VERSIONS).toEqual({
      routes: 1,
      page: 1,
      layout: 1,
      part: 1,
      site: 1,
      brandBook: 1,
      siteConfig: 1,
    });
    expect(acceptedVersions('page')).toEqual([1]);
  });

  it('refuses a version it does not know, with a clear message', () => {
    expect(upgradeDocument('page', { schemaVersion: 2 })).toEqual({
      ok: false,
      pointer: '/schemaVersion',
      message: 'schemaVersion 2 is not supported for a page (supported: 1)',
    });
    expect(upgradeDocument('brandBook', { schemaVersion: '1' })).toMatchObject({
      message: 'schemaVersion "1" is not supported for a brand book (supported: 1)',
    });
    expect(upgradeDocument('routes', {})).toMatchObject({
      pointer: '/schemaVersion',
      message: "must have required property 'schemaVersion'",
    });
  });

  it('leaves a current document unchanged', () => {
    const doc = { schemaVersion: 1, id: 'home', body: { widget: 'A' } };
    expect(upgradeDocument('page', doc)).toEqual({ ok: true, doc, fromVersion: 1 });
  });

  describe('with an injected migration table', () => {
    // A made-up v0 page format that named its layout `layoutName`.
    const migrations: MigrationTable = {
      page: { 0: ({ layoutName, ...rest }) => ({ ...rest, layout: layoutName }) },
    };
    const v0 = {
      schemaVersion: 0,
      id: 'home',
      layoutName: 'empty',
      body: { widget: 'PageOutlet' },
    };

    it('accepts the old version and migrates it step by step', () => {
      expect(acceptedVersions('page', { migrations })).toEqual([0, 1]);
      expect(upgradeDocument('page', v0, { migrations })).toEqual({
        ok: true,
        fromVersion: 0,
        doc: { schemaVersion: 1, id: 'home', layout: 'empty', body: { widget: 'PageOutlet' } },
      });
    });

    it('validates the migrated document against the current schema', () => {
      expect(loadDocument('page', v0, 'p.json', { migrations })).toMatchObject({
        ok: true,
        value: { layout: 'empty' },
      });
      expect(loadDocument('page', { ...v0, layoutName: 'wide' }, 'p.json', { migrations })).toEqual(
        {
          ok: false,
          findings: [
            {
              file: 'p.json',
              pointer: '/layout',
              message: 'must be one of: default, empty, maintenance, blocked',
            },
          ],
        },
      );
    });

    it('still refuses versions without a path and other kinds', () => {
      expect(upgradeDocument('page', { schemaVersion: -1 }, { migrations })).toMatchObject({
        message: 'schemaVersion -1 is not supported for a page (supported: 0, 1)',
      });
      expect(upgradeDocument('layout', { schemaVersion: 0 }, { migrations })).toMatchObject({
        message: 'schemaVersion 0 is not supported for a layout (supported: 1)',
      });
    });

    it('chains migrations across several versions', () => {
      const chain: MigrationTable = {
        part: { 1: (d) => ({ ...d, a: 'from1' }), 2: (d) => ({ ...d, b: `${String(d.a)}+from2` }) },
      };
      const supported = { ...SUPPORTED_SCHEMA_VERSIONS, part: 3 };
      expect(
        upgradeDocument('part', { schemaVersion: 1 }, { migrations: chain, supported }),
      ).toEqual({
        ok: true,
        fromVersion: 1,
        doc: { schemaVersion: 3, a: 'from1', b: 'from1+from2' },
      });
    });
  });
});
