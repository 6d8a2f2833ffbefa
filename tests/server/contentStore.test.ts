import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  classifyContentFile,
  ContentFindingsError,
  ContentStore,
} from '../../server/content/index';
import {
  buildTestServer,
  FIXTURE_CONTENT,
  makeTempDir,
  removeTempDirs,
  openTestDatabase,
} from './testServer';

afterAll(removeTempDirs);

function copyOfFixture(): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  return root;
}

function editJson(root: string, file: string, edit: (data: Record<string, unknown>) => void): void {
  const abs = path.join(root, file);
  const data = JSON.parse(readFileSync(abs, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(abs, JSON.stringify(data));
}

describe('content at start', () => {
  it('refuses to start on findings and lists each with file, pointer and message', async () => {
    const root = copyOfFixture();
    writeFileSync(path.join(root, 'schemas/pages/about.json'), '{ "schemaVersion": 1, ');
    editJson(root, 'configs/brands/nord/site.json', (site) => (site.headerRows = 3));
    const err = (() => {
      try {
        ContentStore.open(root);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ContentFindingsError);
    const { findings, message } = err as ContentFindingsError;
    expect(findings.map((f) => f.file)).toEqual(
      expect.arrayContaining(['schemas/pages/about.json', 'configs/brands/nord/site.json']),
    );
    expect(findings.find((f) => f.file === 'configs/brands/nord/site.json')?.pointer).toBe(
      '/headerRows',
    );
    expect(message).toContain('the server refuses to start');
    expect(message).toMatch(/schemas\/pages\/about\.json: invalid JSON at line 1/);
    expect(message).toContain('configs/brands/nord/site.json#/headerRows');
  });

  it('makes buildServer refuse the same content', async () => {
    const root = copyOfFixture();
    editJson(root, 'schemas/parts/header.json', (part) => (part.body = { widget: 'NoSuchWidget' }));
    const database = await openTestDatabase('refuse');
    try {
      await expect(buildTestServer({ database, contentRoot: root })).rejects.toThrow(
        ContentFindingsError,
      );
    } finally {
      await database.close();
    }
  });
});

describe('content reload (dev)', () => {
  it('keeps the previous content when the new one has findings, and takes a valid one', () => {
    const root = copyOfFixture();
    const store = ContentStore.open(root);
    expect(store.current.pages.get('about')?.meta?.hideFooter).toBe(true);

    writeFileSync(path.join(root, 'schemas/pages/about.json'), '{ broken');
    const failed = store.reload();
    expect(failed.ok).toBe(false);
    expect(failed.ok ? [] : failed.findings.map((f) => f.file)).toContain(
      'schemas/pages/about.json',
    );
    expect(store.current.pages.get('about')?.meta?.hideFooter).toBe(true);

    cpSync(
      path.join(FIXTURE_CONTENT, 'schemas/pages/about.json'),
      path.join(root, 'schemas/pages/about.json'),
    );
    editJson(root, 'schemas/pages/about.json', (page) => (page.meta = { hideFooter: false }));
    expect(store.reload().ok).toBe(true);
    expect(store.current.pages.get('about')?.meta?.hideFooter).toBe(false);
  });
});

describe('what an edited file is (content-changed event data)', () => {
  it.each([
    ['schemas/routes.json', { kind: 'routes', id: 'routes' }],
    ['schemas/pages/home.json', { kind: 'page', id: 'home' }],
    ['schemas/layouts/default.json', { kind: 'layout', id: 'default' }],
    ['schemas/parts/header.json', { kind: 'part', id: 'header' }],
    ['configs/brands/nord/site.json', { kind: 'config', id: 'nord' }],
    ['configs/brands/nord/brandbook.json', { kind: 'config', id: 'nord' }],
    ['configs/locales/en/main.json', { kind: 'dictionary', id: 'en/main' }],
    ['configs/brands/aurora/overrides/locales/en/main.json', { kind: 'dictionary', id: 'en/main' }],
  ])('%s -> %j', (file, change) => {
    expect(classifyContentFile(file)).toEqual(change);
  });

  it.each([
    'schemas/pages/home.json~',
    'schemas/readme.md',
    'configs/brands/nord/logo.svg',
    'schemas/pages/x/y.json',
  ])('ignores %s', (file) => {
    expect(classifyContentFile(file)).toBeUndefined();
  });
});

describe('part styles', () => {
  it.each([
    '.a{background:url(https://evil.example/x.png)}',
    '.a{width:expression(alert(1))}',
    '@import "x.css";',
    '.a{b:c}</style><script>',
    '.a{background:u\\72l(x)}',
  ])('refuses the part style %s at start', (style) => {
    const root = copyOfFixture();
    editJson(root, 'schemas/parts/header.json', (part) => (part.style = style));
    expect(() => ContentStore.open(root)).toThrow(
      /schemas\/parts\/header\.json#\/style: style contains/,
    );
  });
});
