// Node-side validators, compiled once per process: the contract documents (with their
// schemaVersion upgraded first) and the props of each widget.
import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import { createAjv } from './ajvFactory.ts';
import { formatSchemaErrors } from './errorFormat.ts';
import type { Finding } from './finding.ts';
import { DICTIONARY_SCHEMA_ID, SCHEMA_ID_BY_KIND } from './schemaSources.ts';
import type {
  BrandBook,
  BrandSiteFile,
  LayoutSchema,
  PageSchema,
  PartSchema,
  RouteTable,
  SiteConfig,
} from './types.ts';
import { upgradeDocument, type DocumentKind, type VersionPolicy } from './versions.ts';

export interface DocumentTypes {
  routes: RouteTable;
  page: PageSchema;
  layout: LayoutSchema;
  part: PartSchema;
  site: BrandSiteFile;
  brandBook: BrandBook;
  siteConfig: SiteConfig;
}

export type LoadResult<T> = { ok: true; value: T } | { ok: false; findings: Finding[] };

let nodeAjv: Ajv2020 | undefined;

function contractAjv(): Ajv2020 {
  nodeAjv ??= createAjv({ verbose: true });
  return nodeAjv;
}

/** The compiled ajv validator of one kind of document (no schemaVersion upgrade). */
export function contractValidator(kind: DocumentKind): ValidateFunction {
  return contractAjv().getSchema(SCHEMA_ID_BY_KIND[kind])!;
}

/** Validates a flat dictionary file ({ key: text }). */
export function validateDictionary(data: unknown, file: string): Finding[] {
  const validate = contractAjv().getSchema(DICTIONARY_SCHEMA_ID)!;
  return validate(data) ? [] : formatSchemaErrors(validate.errors, file);
}

/**
 * Upgrades `schemaVersion` (refusing unknown versions) then validates against the kind's JSON
 * Schema. `value` is the upgraded document: serve that one, not the raw file.
 */
export function loadDocument<K extends DocumentKind>(
  kind: K,
  data: unknown,
  file: string,
  policy?: VersionPolicy,
): LoadResult<DocumentTypes[K]> {
  const upgraded = upgradeDocument(kind, data, policy);
  if (!upgraded.ok) {
    return {
      ok: false,
      findings: [{ file, pointer: upgraded.pointer, message: upgraded.message }],
    };
  }
  const validate = contractValidator(kind);
  if (!validate(upgraded.doc)) {
    return { ok: false, findings: formatSchemaErrors(validate.errors, file) };
  }
  return { ok: true, value: upgraded.doc as unknown as DocumentTypes[K] };
}

/** What the checker and the validators need of a widget: its name and props JSON Schema. */
export interface WidgetPropsSpec {
  name: string;
  propsSchema: Record<string, unknown>;
  /** Where the props schema lives, for findings; defaults to domain/widgetProps/<name>.ts. */
  file?: string;
}

export function widgetSchemaFile(w: WidgetPropsSpec): string {
  return w.file ?? `domain/widgetProps/${w.name}.ts`;
}

export interface WidgetPropsValidators {
  validators: Map<string, ValidateFunction>;
  /** Props schemas that do not compile (the widget then has no validator). */
  findings: Finding[];
}

/** Compiles each widget's props schema in a fresh ajv (widgets may reuse $ids across reloads). */
export function compileWidgetPropsValidators(
  widgets: readonly WidgetPropsSpec[],
): WidgetPropsValidators {
  const ajv = createAjv({ verbose: true, withContracts: false });
  const validators = new Map<string, ValidateFunction>();
  const findings: Finding[] = [];
  for (const w of widgets) {
    try {
      validators.set(w.name, ajv.compile(w.propsSchema));
    } catch (error) {
      findings.push({
        file: widgetSchemaFile(w),
        pointer: '',
        message: `props schema of widget '${w.name}' does not compile: ${(error as Error).message}`,
      });
    }
  }
  return { validators, findings };
}
