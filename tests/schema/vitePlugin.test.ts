import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'virtual:schema-validators';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaValidatorsPlugin, VIRTUAL_VALIDATORS_ID } from '../../runtime/schema/vitePlugin';
import { COMPACT_VALIDATOR_FILE } from '../../runtime/schema/validatorsModule';
import { REPO_ROOT } from './fixtureRoots';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

interface ValidatorsModule {
  validatePage: ValidateFunction;
  validateLayout: ValidateFunction;
  validatePart: ValidateFunction;
  validateRouteTable: ValidateFunction;
  validateSiteConfig: ValidateFunction;
  widgetPropsValidators: Record<string, ValidateFunction>;
}

/** Runs the plugin's hooks the way Vite would and returns the module source and watch files. */
async function generate(widgetCatalog: string) {
  const plugin = schemaValidatorsPlugin({ widgetCatalog });
  (plugin.configResolved as Hook).call({}, { root: REPO_ROOT });
  const resolved = (plugin.resolveId as Hook).call({}, VIRTUAL_VALIDATORS_ID) as string;
  const watched: string[] = [];
  const warnings: string[] = [];
  const context = {
    addWatchFile: (f: string) => watched.push(f),
    warn: (m: string) => warnings.push(m),
  };
  const code = (await (plugin.load as Hook).call(context, resolved)) as string;
  return { plugin, resolved, code, watched, warnings };
}

// Outside node_modules, so Vitest's module runner loads it (and the TypeScript it imports).
const outDir = mkdtempSync(join(tmpdir(), 'schema-validators-test-'));
const tempDirs: string[] = [];
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

async function importGenerated(code: string, name: string) {
  const file = join(outDir, `${name}-${process.pid}.mjs`);
  writeFileSync(file, code);
  return {
    file,
    mod: (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ValidatorsModule,
  };
}

describe('virtual:schema-validators', () => {
  it('resolves only its own id', () => {
    const plugin = schemaValidatorsPlugin();
    expect((plugin.resolveId as Hook).call({}, VIRTUAL_VALIDATORS_ID)).toBe(
      '\0virtual:schema-validators',
    );
    expect((plugin.resolveId as Hook).call({}, 'react')).toBeUndefined();
  });

  it('generates the schemas as data and no compiler, no new Function', async () => {
    const { code, watched, warnings } = await generate('tests/fixtures/widgets.ts');
    expect(warnings).toEqual([]);
    expect(code).not.toContain('new Function');
    // One import, the runtime that reads the schemas: no ajv, no compiler.
    expect(code.match(/^import .*$/gm)).toEqual([
      `import { createValidators } from ${JSON.stringify(COMPACT_VALIDATOR_FILE)};`,
    ]);
    expect(watched).toContain(join(REPO_ROOT, 'tests/fixtures/widgets.ts'));

    const { mod } = await importGenerated(code, 'fixture');
    const page = {
      schemaVersion: 1,
      id: 'home',
      body: { widget: 'Heading', props: { text: 'main:a' } },
    };
    expect(mod.validatePage(page)).toBe(true);
    expect(mod.validatePage({ ...page, layout: 'wide' })).toBe(false);
    expect(mod.validatePage.errors?.[0]).toMatchObject({
      instancePath: '/layout',
      keyword: 'enum',
    });
    expect(
      mod.validateLayout({ schemaVersion: 1, id: 'empty', body: { widget: 'PageOutlet' } }),
    ).toBe(true);
    expect(
      mod.validatePart({
        schemaVersion: 1,
        appName: 'header',
        body: { widget: 'A' },
        codeToEval: 'x',
      }),
    ).toBe(false);
    expect(
      mod.validateRouteTable({
        schemaVersion: 1,
        routes: [{ id: 'a', path: 'a/{x}', page: 'a', params: { x: '\\d+' } }],
      }),
    ).toBe(true);
    expect(
      mod.validateRouteTable({
        schemaVersion: 1,
        routes: [{ id: 'a', path: 'a', page: 'a', params: { x: '(' } }],
      }),
    ).toBe(false);
    expect(mod.validateRouteTable.errors?.[0]).toMatchObject({
      keyword: 'format',
      params: { format: 'regex' },
    });

    expect(Object.keys(mod.widgetPropsValidators)).toEqual([
      'PageOutlet',
      'RemotePart',
      'Section',
      'Heading',
      'Text',
      'NavLinks',
      'Snowfall',
    ]);
    const heading = mod.widgetPropsValidators.Heading!;
    expect(heading({ text: 'main:title', level: 2 })).toBe(true);
    // The client bundle's validators stop at the first error (smaller code); QA tools in Node
    // report every error.
    expect(heading({ level: 9, colour: 'red' })).toBe(false);
    expect(heading.errors).toHaveLength(1);
    expect(['additionalProperties', 'enum', 'required']).toContain(heading.errors?.[0]?.keyword);
    expect(heading({ text: 'main:title', level: 9 })).toBe(false);
    expect(heading.errors?.map((e) => e.keyword)).toEqual(['enum']);
    expect(mod.widgetPropsValidators.RemotePart!({ name: 'Bad Name' })).toBe(false);
  });

  it('validates a resolved SiteConfig', async () => {
    const { mod } = await importGenerated(
      (await generate('tests/fixtures/widgets.ts')).code,
      'site-config',
    );
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
    expect(mod.validateSiteConfig(config)).toBe(true);
    expect(mod.validateSiteConfig({ ...config, hosts: ['a'] })).toBe(false);
    expect(mod.validateSiteConfig({ ...config, headerRows: 3 })).toBe(false);
  });

  it('reloads the catalog on every load, so a changed props schema takes effect', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    tempDirs.push(dir);
    const catalog = join(dir, 'catalog.ts');
    const write = (type: string) =>
      writeFileSync(
        catalog,
        `export const widgetCatalog = [{ name: 'Badge', propsSchema: { type: 'object', properties: { n: { type: '${type}' } } } }];\n`,
      );
    write('string');
    const first = await importGenerated((await generate(catalog)).code, 'reload-1');
    expect(first.mod.widgetPropsValidators.Badge!({ n: 'x' })).toBe(true);
    write('number');
    const second = await generate(catalog);
    const reloaded = await importGenerated(second.code, 'reload-2');
    expect(reloaded.mod.widgetPropsValidators.Badge!({ n: 'x' })).toBe(false);

    // In dev, an edit of a watched file invalidates the virtual module.
    const invalidated: unknown[] = [];
    const virtualModule = { id: second.resolved };
    const environment = {
      moduleGraph: {
        getModuleById: (id: string) => (id === second.resolved ? virtualModule : undefined),
        invalidateModule: (m: unknown) => invalidated.push(m),
      },
    };
    const hot = second.plugin.hotUpdate as Hook;
    expect(hot.call({ environment }, { file: catalog, modules: [] })).toEqual([virtualModule]);
    expect(invalidated).toEqual([virtualModule]);
    expect(hot.call({ environment }, { file: join(dir, 'other.ts'), modules: [] })).toBeUndefined();
  });

  it('leaves out a widget whose props schema does not compile, with a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    tempDirs.push(dir);
    const catalog = join(dir, 'catalog.ts');
    writeFileSync(
      catalog,
      `export const widgetCatalog = [{ name: 'Bad', propsSchema: { type: 'objekt' } }, { name: 'Good', propsSchema: { type: 'object' } }];\n`,
    );
    const { code, warnings } = await generate(catalog);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^widgets\/Bad\/props\.ts: props schema of widget 'Bad' does not compile: /,
    );
    const { mod } = await importGenerated(code, 'bad');
    expect(Object.keys(mod.widgetPropsValidators)).toEqual(['PageOutlet', 'RemotePart', 'Good']);
  });

  it('falls back to the built-in widgets, with a warning, when there is no catalog', async () => {
    const { code, warnings } = await generate('tests/fixtures/no-such-catalog.ts');
    expect(warnings[0]).toMatch(/no widget catalog at .*no-such-catalog\.ts/);
    expect(code).toContain('export const widgetPropsValidators = { "PageOutlet": ');
  });
});
