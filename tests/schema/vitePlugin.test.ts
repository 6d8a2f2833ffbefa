// The schema validators as virtual modules: ajv standalone code generated from the contract
// schemas and a widget catalog, run in place of ajv with the same verdicts and errors.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'virtual:schema-validators';
import {
  validateLayout,
  validatePage,
  validatePart,
  validateRouteTable,
  validateSiteConfig,
} from 'virtual:schema-validators/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_VALIDATORS_ID,
  schemaValidatorsPlugin,
  VIRTUAL_VALIDATORS_ID,
  WIDGET_VALIDATOR_LOADERS_ID,
  WIDGET_VALIDATOR_PREFIX,
  WIDGET_VALIDATORS_ID,
} from '../../runtime/schema/vitePlugin';
import { createAjv } from '../../runtime/schema/ajvFactory';
import { asEsModule } from '../../runtime/schema/standaloneValidators';
import { SCHEMA_ID_BY_KIND } from '../../runtime/schema/schemaSources';
import { REPO_ROOT } from './fixtureRoots';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way Vite would: the source of module `id`, watch files, warnings. */
async function generate(widgetCatalog: string, id: string, plugin = pluginFor(widgetCatalog)) {
  const resolved = (plugin.resolveId as Hook).call({}, id) as string;
  const watched: string[] = [];
  const warnings: string[] = [];
  const context = {
    addWatchFile: (f: string) => watched.push(f),
    warn: (m: string) => warnings.push(m),
  };
  const code = (await (plugin.load as Hook).call(context, resolved)) as string;
  return { plugin, resolved, code, watched, warnings };
}

function pluginFor(widgetCatalog: string) {
  const plugin = schemaValidatorsPlugin({ widgetCatalog });
  (plugin.configResolved as Hook).call({}, { root: REPO_ROOT });
  return plugin;
}

// In the repository (not node_modules), so Vitest's module runner loads the generated modules
// and resolves the ajv helpers they import.
const outDir = join(REPO_ROOT, 'tests/schema', `.tmp-validators-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const tempDirs: string[] = [outDir];
afterAll(() => {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

async function importGenerated<T>(code: string, name: string): Promise<T> {
  const file = join(outDir, `${name}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

type WidgetsModule = { widgetPropsValidators: Record<string, ValidateFunction> };

const FIXTURE_CATALOG = 'tests/fixtures/widgets.ts';

describe('virtual:schema-validators', () => {
  it('resolves only its own ids', () => {
    const plugin = schemaValidatorsPlugin();
    for (const id of [
      VIRTUAL_VALIDATORS_ID,
      CONTRACT_VALIDATORS_ID,
      WIDGET_VALIDATORS_ID,
      WIDGET_VALIDATOR_LOADERS_ID,
      `${WIDGET_VALIDATOR_PREFIX}Heading`,
    ])
      expect((plugin.resolveId as Hook).call({}, id)).toBe(`\0${id}`);
    expect((plugin.resolveId as Hook).call({}, 'react')).toBeUndefined();
    expect((plugin.resolveId as Hook).call({}, 'virtual:schema-validatorsX')).toBeUndefined();
  });

  it('generates ajv code that imports only ajv runtime helpers, and no new Function', async () => {
    for (const id of [
      CONTRACT_VALIDATORS_ID,
      WIDGET_VALIDATORS_ID,
      `${WIDGET_VALIDATOR_PREFIX}Heading`,
    ]) {
      const { code, warnings } = await generate(FIXTURE_CATALOG, id);
      expect(warnings, id).toEqual([]);
      expect(code, id).not.toMatch(/new Function|\beval\(|\brequire\(/);
      for (const line of code.match(/^import .*$/gm) ?? [])
        expect(line, id).toMatch(/ from "(ajv\/dist\/runtime\/\w+|ajv-formats\/dist\/formats)";$/);
    }
  });

  it("imports ajv's CommonJS helpers so either form of their default works", async () => {
    const code = asEsModule(
      '"use strict";const a = require("ajv/dist/runtime/ucs2length").default;' +
        'const b = require("ajv-formats/dist/formats").fullFormats.regex;' +
        'export const both = [a("\u{1F600}x"), b("(")];',
    );
    expect(code).toContain('import ajvRuntime0Module from "ajv/dist/runtime/ucs2length";');
    expect(code).toContain(
      'import { fullFormats as ajvRuntime1 } from "ajv-formats/dist/formats";',
    );
    const { both } = await importGenerated<{ both: [number, boolean] }>(code, 'helpers');
    // A surrogate pair is one character to JSON Schema; '(' is not a regular expression.
    expect(both).toEqual([2, false]);
    expect(() => asEsModule('const x = require("x");')).toThrow(/require\(\) left/);
  });

  it('checks contracts as ajv does, the first error only', () => {
    const reference = createAjv({ firstError: true });
    const page = {
      schemaVersion: 1,
      id: 'home',
      body: { widget: 'Heading', props: { text: 'main:a' } },
    };
    expect(validatePage(page)).toBe(true);
    for (const bad of [{ ...page, layout: 'wide' }, { ...page, body: { widget: 'lower' } }, {}]) {
      const ajvPage = reference.getSchema(SCHEMA_ID_BY_KIND.page)!;
      expect(validatePage(bad)).toBe(ajvPage(bad));
      expect(validatePage.errors).toEqual(ajvPage.errors);
      expect(validatePage.errors).toHaveLength(1);
    }
    expect(validateLayout({ schemaVersion: 1, id: 'empty', body: { widget: 'PageOutlet' } })).toBe(
      true,
    );
    expect(
      validatePart({ schemaVersion: 1, appName: 'header', body: { widget: 'A' }, codeToEval: 'x' }),
    ).toBe(false);
    expect(
      validateRouteTable({
        schemaVersion: 1,
        routes: [{ id: 'a', path: 'a/{x}', page: 'a', params: { x: '\\d+' } }],
      }),
    ).toBe(true);
    expect(
      validateRouteTable({
        schemaVersion: 1,
        routes: [{ id: 'a', path: 'a', page: 'a', params: { x: '(' } }],
      }),
    ).toBe(false);
    expect(validateRouteTable.errors?.[0]).toMatchObject({
      keyword: 'format',
      params: { format: 'regex' },
    });
    const config = {
      schemaVersion: 1,
      brand: 'alpha',
      name: 'Alpha',
      defaultLanguage: 'ru',
      languages: ['ru', 'en'],
      language: 'ru',
      langHiddenUnauthorized: [],
      availableRouteIds: [47],
      headerRows: 2,
      scrollToTopIcon: 'angle',
      snowfall: false,
      socialLinks: [],
      minimumAge: 18,
      partnerCssBrandBook: [{ css_prop: 'primary', css_value: '#000' }],
      logo: { src: '/a.svg', alt: 'Alpha' },
    };
    expect(validateSiteConfig(config)).toBe(true);
    expect(validateSiteConfig({ ...config, hosts: ['a'] })).toBe(false);
    expect(validateSiteConfig({ ...config, headerRows: 3 })).toBe(false);
  });

  it("checks each widget's props, built-ins first, with the first error as ajv gives it", async () => {
    const { code, watched } = await generate(FIXTURE_CATALOG, WIDGET_VALIDATORS_ID);
    expect(watched).toContain(join(REPO_ROOT, FIXTURE_CATALOG));
    const { widgetPropsValidators } = await importGenerated<WidgetsModule>(code, 'fixture');
    expect(Object.keys(widgetPropsValidators)).toEqual([
      'PageOutlet',
      'RemotePart',
      'Section',
      'Heading',
      'Text',
      'NavLinks',
      'Snowfall',
    ]);
    const heading = widgetPropsValidators.Heading!;
    expect(heading({ text: 'main:title', level: 2 })).toBe(true);
    expect(heading({ level: 9, colour: 'red' })).toBe(false);
    expect(heading.errors).toHaveLength(1);
    expect(heading({ text: 'main:title', level: 9 })).toBe(false);
    expect(heading.errors).toEqual([
      expect.objectContaining({ instancePath: '/level', keyword: 'enum' }),
    ]);
    expect(widgetPropsValidators.RemotePart!({ name: 'Bad Name' })).toBe(false);
    expect(widgetPropsValidators.RemotePart!({ name: 'header' })).toBe(true);
  });

  it('gives each widget a module of its own, and a loader that imports it', async () => {
    const single = await generate(FIXTURE_CATALOG, `${WIDGET_VALIDATOR_PREFIX}Heading`);
    const heading = (await importGenerated<{ default: ValidateFunction }>(single.code, 'heading'))
      .default;
    expect(heading({ text: 'main:title' })).toBe(true);
    expect(heading({ text: 7 })).toBe(false);
    expect(heading.errors?.[0]).toMatchObject({ instancePath: '/text', keyword: 'type' });
    // Only this widget's code: no other widget's property names.
    expect(single.code).not.toContain('"items"');

    const { code } = await generate(FIXTURE_CATALOG, WIDGET_VALIDATOR_LOADERS_ID);
    expect(code).toContain(`"Heading": () => import("${WIDGET_VALIDATOR_PREFIX}Heading")`);
    expect(code.match(/import\(/g)).toHaveLength(7);
  });

  it('reloads the catalog after an edit, so a changed props schema takes effect', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    tempDirs.push(dir);
    const catalog = join(dir, 'catalog.ts');
    const write = (type: string) =>
      writeFileSync(
        catalog,
        `export const widgetCatalog = [{ name: 'Badge', propsSchema: { type: 'object', properties: { n: { type: '${type}' } } } }];\n`,
      );
    write('string');
    const plugin = pluginFor(catalog);
    const first = await generate(catalog, WIDGET_VALIDATORS_ID, plugin);
    const before = await importGenerated<WidgetsModule>(first.code, 'reload-1');
    expect(before.widgetPropsValidators.Badge!({ n: 'x' })).toBe(true);

    write('number');
    // In dev, an edit of a watched file invalidates every widget module, not the contracts'.
    const modules = [
      { id: `\0${WIDGET_VALIDATORS_ID}` },
      { id: `\0${WIDGET_VALIDATOR_PREFIX}Badge` },
      { id: `\0${CONTRACT_VALIDATORS_ID}` },
      { id: '/src/other.ts' },
    ];
    const invalidated: unknown[] = [];
    const environment = {
      moduleGraph: {
        idToModuleMap: new Map(modules.map((m) => [m.id, m])),
        invalidateModule: (m: unknown) => invalidated.push(m),
      },
    };
    const hot = plugin.hotUpdate as Hook;
    expect(hot.call({ environment }, { file: catalog, modules: [] })).toEqual(modules.slice(0, 2));
    expect(invalidated).toEqual(modules.slice(0, 2));
    expect(hot.call({ environment }, { file: join(dir, 'other.ts'), modules: [] })).toBeUndefined();

    const second = await generate(catalog, WIDGET_VALIDATORS_ID, plugin);
    const after = await importGenerated<WidgetsModule>(second.code, 'reload-2');
    expect(after.widgetPropsValidators.Badge!({ n: 'x' })).toBe(false);
  });

  it('leaves out a widget whose props schema does not compile, with a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    tempDirs.push(dir);
    const catalog = join(dir, 'catalog.ts');
    writeFileSync(
      catalog,
      `export const widgetCatalog = [{ name: 'Bad', propsSchema: { type: 'objekt' } }, { name: 'Good', propsSchema: { type: 'object' } }];\n`,
    );
    const { code, warnings } = await generate(catalog, WIDGET_VALIDATORS_ID);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^domain\/widgetProps\/Bad\.ts: props schema of widget 'Bad' does not compile: /,
    );
    const { widgetPropsValidators } = await importGenerated<WidgetsModule>(code, 'bad');
    expect(Object.keys(widgetPropsValidators)).toEqual(['PageOutlet', 'RemotePart', 'Good']);
  });

  it('falls back to the built-in widgets, with a warning, when there is no catalog', async () => {
    const { code, warnings } = await generate(
      'tests/fixtures/no-such-catalog.ts',
      WIDGET_VALIDATORS_ID,
    );
    expect(warnings[0]).toMatch(/no widget catalog at .*no-such-catalog\.ts/);
    expect(code).toContain('export const widgetPropsValidators = { "PageOutlet": PageOutlet');
  });
});
