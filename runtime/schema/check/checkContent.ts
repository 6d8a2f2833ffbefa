// `npm run schemas:check` in one function: every finding of a content set, sorted by file.
// Documents are first upgraded and validated (ajv); the deeper checks run only on the valid
// ones, so one broken file gives its own precise findings and no cascade of noise.
import { BUILT_IN_WIDGET_SCHEMAS } from '../../render/builtInWidgets.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { unsafePartStyleReason } from '../partStyle.ts';
import type { LayoutId, WidgetNode } from '../types.ts';
import {
  compileWidgetPropsValidators,
  loadDocument,
  widgetSchemaFile,
  type DocumentTypes,
  type WidgetPropsSpec,
} from '../validators.ts';
import type { DocumentKind, VersionPolicy } from '../versions.ts';
import {
  checkBrandBook,
  checkBrandSite,
  checkSharedHosts,
  type LoadedBrand,
} from './brandCheck.ts';
import type { ContentFile, ContentSet } from './contentSet.ts';
import { checkBrandOverrides, checkDictionaries } from './dictionaryCheck.ts';
import { checkRouteTable } from './routeCheck.ts';
import {
  buildTextCatalog,
  checkTextReference,
  MAIN_DICTIONARY,
  type TextCatalog,
} from './textCatalog.ts';
import {
  checkWidgetTree,
  type TreeCheckOptions,
  type WidgetRegistryView,
} from './widgetTreeCheck.ts';

export interface CheckOptions {
  /** The registered widgets (name + props schema); the runtime built-ins are added. */
  widgets: readonly WidgetPropsSpec[];
  /** Injected in tests; defaults to the supported versions and shipped migrations. */
  versionPolicy?: VersionPolicy;
}

/** The layouts the runtime picks between. */
export const REQUIRED_LAYOUTS: readonly LayoutId[] = ['default', 'empty', 'maintenance', 'blocked'];

const BUILT_IN_FILE = 'runtime/render/builtInWidgets.ts';

export function checkContent(content: ContentSet, opts: CheckOptions): Finding[] {
  const findings: Finding[] = [...content.readFindings];
  const load = <K extends DocumentKind>(kind: K, f: ContentFile): DocumentTypes[K] | undefined => {
    const result = loadDocument(kind, f.data, f.file, opts.versionPolicy);
    if (result.ok) return result.value;
    findings.push(...result.findings);
    return undefined;
  };

  const registry = buildRegistry(opts.widgets, findings);
  const catalog = buildTextCatalog(content.languages, content.dictionaries);
  findings.push(...checkDictionaries(content.dictionaries, catalog));

  const pageIds = new Set(
    [...content.pages.map((f) => f.file), ...readFailures(content, 'schemas/pages/')].map(baseName),
  );
  const partNames = new Set(
    [...content.parts.map((f) => f.file), ...readFailures(content, 'schemas/parts/')].map(baseName),
  );
  const layoutIds = new Set(
    [...content.layouts.map((f) => f.file), ...readFailures(content, 'schemas/layouts/')].map(
      baseName,
    ),
  );
  for (const id of REQUIRED_LAYOUTS) {
    if (!layoutIds.has(id))
      findings.push({
        file: `schemas/layouts/${id}.json`,
        pointer: '',
        message: `layout '${id}' is missing`,
      });
  }

  const routes = content.routes && load('routes', content.routes);
  if (routes !== undefined)
    findings.push(...checkRouteTable(routes, content.routes!.file, pageIds));

  /** A page's, layout's or part's widget tree, against the widgets and parts there are. */
  const checkTree = (
    body: WidgetNode,
    file: string,
    kind: TreeCheckOptions['kind'],
    loaded: TreeCheckOptions['loaded'],
  ) => checkWidgetTree(body, { file, kind, registry, partNames, catalog, loaded });

  for (const f of content.pages) {
    const page = load('page', f);
    if (page === undefined) continue;
    expectIdIsFileName(page.id, f.file, '/id', findings);
    const dictionaries = page.meta?.dictionaries ?? [];
    findings.push(...unknownDictionaries(dictionaries, catalog, f.file, '/meta/dictionaries'));
    const loaded = {
      namespaces: new Set([MAIN_DICTIONARY, ...dictionaries]),
      whyMissing: 'which meta.dictionaries does not list',
    };
    if (page.meta?.title !== undefined) {
      findings.push(
        ...checkTextReference(
          page.meta.title,
          { file: f.file, pointer: '/meta/title' },
          catalog,
          loaded,
        ),
      );
    }
    findings.push(...checkTree(page.body, f.file, 'page', loaded));
  }
  for (const f of content.layouts) {
    const layout = load('layout', f);
    if (layout === undefined) continue;
    expectIdIsFileName(layout.id, f.file, '/id', findings);
    const loaded = {
      namespaces: new Set([MAIN_DICTIONARY]),
      whyMissing: `but a layout has only the '${MAIN_DICTIONARY}' dictionary`,
    };
    findings.push(...checkTree(layout.body, f.file, 'layout', loaded));
  }
  for (const f of content.parts) {
    const part = load('part', f);
    if (part === undefined) continue;
    expectIdIsFileName(part.appName, f.file, '/appName', findings);
    const styleRefusal = part.style === undefined ? undefined : unsafePartStyleReason(part.style);
    if (styleRefusal !== undefined)
      findings.push({ file: f.file, pointer: '/style', message: styleRefusal });
    const dictionaries = part.dictionaries ?? [];
    findings.push(...unknownDictionaries(dictionaries, catalog, f.file, '/dictionaries'));
    const loaded = {
      namespaces: new Set([MAIN_DICTIONARY, ...dictionaries]),
      whyMissing: "which the part's dictionaries do not list",
    };
    findings.push(...checkTree(part.body, f.file, 'part', loaded));
  }

  const brands: LoadedBrand[] = [];
  for (const brand of content.brands) {
    const site = brand.site && load('site', brand.site);
    if (site !== undefined) brands.push({ id: brand.id, siteFile: brand.site!.file, site });
    const book = brand.brandBook && load('brandBook', brand.brandBook);
    if (book !== undefined) findings.push(...checkBrandBook(book, brand.brandBook!.file));
    findings.push(...checkBrandOverrides(brand, catalog));
  }
  for (const brand of brands) findings.push(...checkBrandSite(brand, content.languages));
  findings.push(...checkSharedHosts(brands));

  return sortByFile(findings);
}

function buildRegistry(
  widgets: readonly WidgetPropsSpec[],
  findings: Finding[],
): WidgetRegistryView {
  const builtIns: WidgetPropsSpec[] = Object.entries(BUILT_IN_WIDGET_SCHEMAS).map(
    ([name, propsSchema]) => ({
      name,
      propsSchema: propsSchema as unknown as Record<string, unknown>,
      file: BUILT_IN_FILE,
    }),
  );
  const specs = new Map<string, WidgetPropsSpec>();
  for (const w of [...builtIns, ...widgets]) {
    const first = specs.get(w.name);
    if (first !== undefined) {
      findings.push({
        file: widgetSchemaFile(w),
        pointer: '',
        message: `widget name '${w.name}' is already registered (${widgetSchemaFile(first)})`,
      });
      continue;
    }
    specs.set(w.name, w);
  }
  const compiled = compileWidgetPropsValidators([...specs.values()]);
  findings.push(...compiled.findings);
  return { specs, validators: compiled.validators };
}

function unknownDictionaries(
  names: readonly string[],
  catalog: TextCatalog,
  file: string,
  at: string,
): Finding[] {
  return names.flatMap((name, i) =>
    catalog.keys.has(name)
      ? []
      : [
          {
            file,
            pointer: pointerJoin(at, i),
            message: `dictionary '${name}' does not exist in configs/locales`,
          },
        ],
  );
}

function expectIdIsFileName(id: string, file: string, pointer: string, findings: Finding[]): void {
  const expected = baseName(file);
  if (id !== expected)
    findings.push({ file, pointer, message: `'${id}' must match the file name '${expected}'` });
}

function readFailures(content: ContentSet, folder: string): string[] {
  return content.readFindings.map((f) => f.file).filter((file) => file.startsWith(folder));
}

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

function sortByFile(findings: Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (a.f.file < b.f.file ? -1 : a.f.file > b.f.file ? 1 : a.i - b.i))
    .map(({ f }) => f);
}
