// The client's validators (compactValidator.ts, fed by validatorsModule.ts) against ajv, the
// reference, set up as they stop: at the first error. Same verdict and same errors (path,
// keyword, params, message) for every document and widget node in the repository and the test
// fixtures, for thousands of mutations of them, and for each supported keyword on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction as AjvValidate } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  validateLayout,
  validatePage,
  validatePart,
  validateRouteTable,
  validateSiteConfig,
  widgetPropsValidators,
} from 'virtual:schema-validators';
import { loadContent } from '../../server/content/loadContent';
import { resolveSiteConfig } from '../../server/config/siteConfig';
import { createAjv } from '../../runtime/schema/ajvFactory';
import {
  createValidators,
  SUPPORTED_KEYWORDS,
  type ValidateFunction,
} from '../../runtime/schema/compactValidator';
import { SCHEMA_ID_BY_KIND } from '../../runtime/schema/schemaSources';
import {
  checkingSchema,
  generateValidatorsModule,
  withBuiltInWidgets,
} from '../../runtime/schema/validatorsModule';
import { widgetCatalog } from '../../widgets/catalog';
import { REPO_ROOT } from './fixtureRoots';

const ajv = createAjv({ firstError: true });
const reference = {
  routes: ajv.getSchema(SCHEMA_ID_BY_KIND.routes)!,
  page: ajv.getSchema(SCHEMA_ID_BY_KIND.page)!,
  layout: ajv.getSchema(SCHEMA_ID_BY_KIND.layout)!,
  part: ajv.getSchema(SCHEMA_ID_BY_KIND.part)!,
  siteConfig: ajv.getSchema(SCHEMA_ID_BY_KIND.siteConfig)!,
};
const client = {
  routes: validateRouteTable,
  page: validatePage,
  layout: validateLayout,
  part: validatePart,
  siteConfig: validateSiteConfig,
};
const widgets = withBuiltInWidgets(widgetCatalog);
const widgetReference = new Map(widgets.map((w) => [w.name, ajv.compile(w.propsSchema)]));

type Kind = keyof typeof reference;

const errorsOf = (errors: readonly object[] | null | undefined) =>
  errors?.map((e) => {
    const { instancePath, keyword, params, message } = e as Record<string, unknown>;
    return { instancePath, keyword, params, message };
  }) ?? null;

/** A difference between the two on `data`, or null when they agree. */
function difference(ours: ValidateFunction, theirs: AjvValidate, data: unknown) {
  const expected = { valid: theirs(data), errors: errorsOf(theirs.errors) };
  const actual = { valid: ours(data), errors: errorsOf(ours.errors) };
  return JSON.stringify(actual) === JSON.stringify(expected) ? null : { data, expected, actual };
}

function readJsonFiles(dir: string): unknown[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as unknown);
}

/** Every content root: the repository's own and each test fixture's. */
function contentRoots(): string[] {
  const broken = join(REPO_ROOT, 'tests/fixtures/broken');
  return [
    REPO_ROOT,
    join(REPO_ROOT, 'tests/fixtures/valid'),
    ...readdirSync(broken, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(broken, d.name)),
  ];
}

function documents(): { kind: Kind; doc: unknown }[] {
  const out: { kind: Kind; doc: unknown }[] = [];
  for (const root of contentRoots()) {
    for (const [kind, dir] of [
      ['page', 'schemas/pages'],
      ['layout', 'schemas/layouts'],
      ['part', 'schemas/parts'],
    ] as const)
      for (const doc of readJsonFiles(join(root, dir))) out.push({ kind, doc });
    try {
      out.push({
        kind: 'routes',
        doc: JSON.parse(readFileSync(join(root, 'schemas/routes.json'), 'utf8')),
      });
    } catch {
      // a fixture case without a route table
    }
  }
  const content = loadContent(REPO_ROOT);
  if (!content.ok) throw new Error('the repository content does not load');
  for (const brand of content.content.brands.keys())
    for (const lng of ['ru', 'en', 'ar', undefined])
      for (const signedIn of [false, true])
        out.push({
          kind: 'siteConfig',
          doc: resolveSiteConfig(content.content, brand, lng, signedIn),
        });
  return out;
}

/** Every widget node (widget name and props) in a document. */
function widgetNodes(doc: unknown, into: { widget: string; props: unknown }[] = []) {
  if (Array.isArray(doc)) doc.forEach((d) => widgetNodes(d, into));
  else if (typeof doc === 'object' && doc !== null) {
    const node = doc as Record<string, unknown>;
    if (typeof node.widget === 'string')
      into.push({ widget: node.widget, props: node.props ?? {} });
    Object.values(node).forEach((v) => widgetNodes(v, into));
  }
  return into;
}

const REPLACEMENTS: unknown[] = [
  null,
  true,
  0,
  -1,
  2.5,
  1e9,
  '',
  'x',
  'Ab c/',
  'main:title',
  [],
  {},
  ['a', 'a'],
  [1, 2, 1],
  [{}],
];

/** Copies of `value` with one change each at (up to `limit`) places: removed, retyped, grown. */
function mutants(value: unknown, limit = 150): unknown[] {
  const out: unknown[] = [];
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  // Spread the places over the whole document.
  const step = Math.max(1, Math.floor(paths.length / limit));
  for (let p = 0; p < paths.length; p += step) {
    const path = paths[p]!;
    const at = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
    const changed = (make: (old: unknown) => unknown, remove = false) => {
      const copy = structuredClone(value) as Record<string | number, unknown>;
      if (path.length === 0) return out.push(make(copy));
      const parent = path
        .slice(0, -1)
        .reduce<Record<string | number, unknown>>((v, k) => v[k] as never, copy);
      const key = path[path.length - 1]!;
      if (remove) {
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
      } else parent[key] = make(parent[key]);
      out.push(copy);
    };
    if (path.length > 0) changed(() => undefined, true);
    for (const r of REPLACEMENTS) changed(() => structuredClone(r));
    if (typeof at === 'string') changed((s) => `${s as string}-X`);
    if (typeof at === 'number') changed((n) => (n as number) + 0.5);
    if (Array.isArray(at) && at.length > 0)
      changed((a) => [...(a as unknown[]), (a as unknown[])[0]]);
    if (typeof at === 'object' && at !== null && !Array.isArray(at))
      changed((o) => ({ ...(o as object), zzUnknown: 1 }));
  }
  return out;
}

function firstDifferences(cases: Iterable<ReturnType<typeof difference>>, max = 3) {
  const found = [];
  let compared = 0;
  for (const d of cases) {
    compared++;
    if (d) found.push(d);
    if (found.length >= max) break;
  }
  return { compared, found };
}

describe('the client validators agree with ajv', () => {
  const docs = documents();

  it('on every document of the repository and the fixtures, and on their mutations', () => {
    expect(docs.length).toBeGreaterThan(100);
    function* cases() {
      for (const { kind, doc } of docs) {
        yield difference(client[kind], reference[kind], doc);
        for (const m of mutants(doc)) yield difference(client[kind], reference[kind], m);
      }
    }
    const { compared, found } = firstDifferences(cases());
    expect(found).toEqual([]);
    expect(compared).toBeGreaterThan(30_000);
  });

  it('on the props of every widget node, and on their mutations', () => {
    const nodes = docs.flatMap(({ doc }) => widgetNodes(doc));
    const named = new Set(nodes.map((n) => n.widget));
    // Most registered widgets appear in the content; those that do are all compared.
    expect(widgets.filter((w) => named.has(w.name)).length).toBeGreaterThan(60);
    function* cases() {
      for (const { widget, props } of nodes) {
        const ours = widgetPropsValidators[widget];
        const theirs = widgetReference.get(widget);
        if (!ours || !theirs) continue;
        yield difference(ours, theirs, props);
        for (const m of mutants(props, 60)) yield difference(ours, theirs, m);
      }
    }
    const { compared, found } = firstDifferences(cases());
    expect(found).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
  });

  // Keywords no schema of ours uses today are held to ajv here, so a schema may start to.
  const KEYWORD_CASES: [string, unknown, unknown[]][] = [
    ['$ref', { $defs: { n: { type: 'number' } }, $ref: '#/$defs/n' }, [1, 'a']],
    ['type', { type: ['integer', 'null'] }, [1, 1.5, null, 'a', Infinity]],
    ['const', { const: { a: [1] } }, [{ a: [1] }, { a: [2] }, 1]],
    ['enum', { enum: [1, 'a', null] }, [1, 'a', null, 2]],
    ['not', { not: { type: 'string' } }, [1, 'a']],
    ['anyOf', { anyOf: [{ type: 'string' }, { minimum: 3 }] }, ['a', 4, 2]],
    ['oneOf', { oneOf: [{ minimum: 1 }, { maximum: 5 }, { type: 'string' }] }, [0, 3, 9, 'a']],
    ['allOf', { allOf: [{ minimum: 1 }, { maximum: 5 }] }, [0, 3, 9]],
    [
      'if',
      { if: { type: 'string' }, then: { minLength: 2 }, else: { maximum: 1 } },
      ['a', 'ab', 0, 2, { x: 1 }],
    ],
    ['maximum', { maximum: 2 }, [2, 3, 'x']],
    ['minimum', { minimum: 2 }, [2, 1]],
    ['exclusiveMaximum', { exclusiveMaximum: 2 }, [1, 2]],
    ['exclusiveMinimum', { exclusiveMinimum: 2 }, [3, 2]],
    ['multipleOf', { multipleOf: 0.5 }, [1.5, 1.2, 'x']],
    ['maxLength', { maxLength: 2 }, ['ab', 'abc', '😀😀']],
    ['minLength', { type: 'string', minLength: 2 }, ['ab', 'a', '😀', 5]],
    ['pattern', { pattern: '^\\p{Lu}' }, ['Ab', 'ab', 3]],
    ['format', { format: 'regex' }, ['^a+$', '(', 'a\\Z', 1]],
    ['maxItems', { maxItems: 1 }, [[1], [1, 2]]],
    ['minItems', { type: 'array', minItems: 1 }, [[1], [], 'x']],
    [
      'uniqueItems',
      { items: { type: ['string', 'number'] }, uniqueItems: true },
      [
        ['1', 1],
        [1, 2, 1],
        ['a', 'b', 'a'],
      ],
    ],
    [
      'uniqueItems',
      { uniqueItems: true },
      [
        [{ a: 1 }, { a: 1 }],
        [[1], [2]],
        [1, 1],
      ],
    ],
    ['items', { items: { type: 'string' } }, [['a'], ['a', 1]]],
    ['maxProperties', { maxProperties: 1 }, [{ a: 1 }, { a: 1, b: 2 }]],
    ['minProperties', { minProperties: 1 }, [{ a: 1 }, {}]],
    ['required', { required: ['a', 'b'] }, [{ a: 1, b: 1 }, { a: 1 }, {}]],
    ['propertyNames', { propertyNames: { pattern: '^[a-z]+$' } }, [{ ab: 1 }, { aB: 1 }]],
    [
      'additionalProperties',
      { properties: { a: {} }, additionalProperties: { type: 'number' } },
      [{ a: 'x', b: 1 }, { b: 'x' }],
    ],
    ['properties', { properties: { a: { type: 'string' } } }, [{ a: 'x' }, { a: 1 }, { b: 1 }]],
    [
      'dependentRequired',
      { dependentRequired: { a: ['b', 'c'], d: ['e'] } },
      [{ a: 1, b: 1, c: 1 }, { a: 1, b: 1 }, { d: 1 }, {}],
    ],
  ];

  it('keyword by keyword, every supported keyword included', () => {
    const covered = new Set(KEYWORD_CASES.map(([k]) => k));
    expect(
      SUPPORTED_KEYWORDS.filter((k) => !covered.has(k) && k !== 'then' && k !== 'else'),
    ).toEqual([]);
    // createAjv's options but its compile-time strictness (types and required properties
    // declared): these small schemas leave them out on purpose, to meet every kind of data.
    const refAjv = new Ajv2020({
      allErrors: false,
      strict: false,
      strictNumbers: true,
      allowUnionTypes: true,
    });
    addFormats(refAjv);
    const found = [];
    for (const [keyword, schema, data] of KEYWORD_CASES) {
      const ours = createValidators({ t: checkingSchema(schema, 't') })('t');
      const theirs = refAjv.compile(schema as object);
      // Also as a branch of anyOf and inside an object, where ajv gathers errors differently.
      const { $defs, ...rest } = schema as Record<string, unknown>;
      const nested = {
        ...($defs ? { $defs } : {}),
        anyOf: [{ type: 'object', properties: { v: rest } }, { type: 'string' }],
      };
      const oursNested = createValidators({ t: checkingSchema(nested, 't') })('t');
      const theirsNested = refAjv.compile(nested);
      for (const d of data) {
        const direct = difference(ours, theirs, d);
        const within = difference(oursNested, theirsNested, { v: d });
        if (direct) found.push({ keyword, ...direct });
        if (within) found.push({ keyword, ...within });
      }
    }
    expect(found).toEqual([]);
  });
});

describe('validatorsModule', () => {
  it('keeps only the keywords that decide verdicts and makes every $ref absolute', () => {
    expect(
      checkingSchema(
        {
          $id: 'https://x.test/a.json',
          description: 'words',
          type: 'object',
          properties: {
            description: { type: 'string', title: 'T', default: 'd', 'x-i18n-key': true },
            node: { $ref: 'node.json#/$defs/n' },
            self: { $ref: '#' },
          },
          $defs: { n: { examples: [1], enum: ['description'] } },
        },
        'https://x.test/a.json',
      ),
    ).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        node: { $ref: 'https://x.test/node.json#/$defs/n' },
        self: { $ref: 'https://x.test/a.json#' },
      },
      $defs: { n: { enum: ['description'] } },
    });
  });

  it('refuses a keyword the client does not run: a widget is left out with a finding', () => {
    expect(() => checkingSchema({ patternProperties: { '^a': {} } }, 'k')).toThrow(
      "#/patternProperties: keyword 'patternProperties' is not one the client's validators run",
    );
    expect(() => checkingSchema({ format: 'email' }, 'k')).toThrow(
      "#/format: format 'email' is not one the client's validators know",
    );
    const { code, findings } = generateValidatorsModule([
      { name: 'Odd', propsSchema: { type: 'object', patternProperties: { '^a': {} } } },
      { name: 'Fine', propsSchema: { type: 'object' } },
    ]);
    expect(findings).toEqual([
      {
        file: 'widgets/Odd/props.ts',
        pointer: '',
        message: expect.stringContaining("keyword 'patternProperties' is not one"),
      },
    ]);
    expect(code).toContain('"Fine": validator("widget-props:Fine")');
    expect(code).not.toContain('"Odd"');
    // The contracts ship; schemas nothing reaches (the dictionary's) do not.
    expect(code).toContain('page.schema.json');
    expect(code).not.toContain('dictionary.schema.json');
  });
});
