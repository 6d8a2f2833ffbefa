// Malformed requests for every operation of an OpenAPI document: seeded, bounded, deterministic.
// Each case starts from a request the schema accepts and breaks one thing: one body field, one
// query or path parameter, one header, or the body as a whole.
import { seededRandom } from '../../../domain/casino/seededRandom';

export type Schema = { readonly [key: string]: unknown };

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template: `/web-api/coupon/{couponId}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON (or form) body's schema and the media types the operation accepts. */
  body?: { schema: Schema; mediaTypes: string[] };
  /** Statuses the operation documents (a documented 501 or 503 is an answer, not a crash). */
  documented: Set<number>;
  /** It answers with an endless event stream (text/event-stream). */
  streams: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was broken, for the failure list. */
  input: string;
}

/** FNV-1a, so each operation gets a seed of its own from the run's seed. */
function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** JSON text JSON.stringify cannot write: `1e309`, `-1e309`, deep nesting. */
class RawJson {
  constructor(readonly text: string) {}
}

const raw = (text: string) => new RawJson(text);

/** JSON text of a value, with RawJson parts written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

type Doc = {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The operations of an OpenAPI document, their schemas with `$ref`s inlined. */
export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = ((op.parameters as Schema[] | undefined) ?? []).map((p) => ({
        in: p.in as Parameter['in'],
        name: p.name as string,
        required: p.required === true,
        schema: resolve(doc, (p.schema as Schema | undefined) ?? {}),
      }));
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })
        ?.content;
      const mediaTypes = content ? Object.keys(content) : [];
      const bodySchema = content ? Object.values(content)[0]?.schema : undefined;
      const responses = (op.responses as Record<string, unknown> | undefined) ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters,
        ...(bodySchema ? { body: { schema: resolve(doc, bodySchema), mediaTypes } } : {}),
        documented: new Set(Object.keys(responses).map(Number)),
        streams: Object.values(responses).some(
          (r) => isSchema(r) && isSchema(r.content) && 'text/event-stream' in r.content,
        ),
      });
    }
  }
  return ops;
}

/** Inlines `$ref`s to components (the document has few; cycles are cut at depth 20). */
function resolve(doc: Doc, schema: Schema, depth = 0): Schema {
  if (depth > 20) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (Array.isArray(value)) {
      out[key] = value.map((v) => (isSchema(v) ? resolve(doc, v, depth + 1) : v));
    } else if (isSchema(value) && key !== 'examples' && key !== 'default' && key !== 'const') {
      out[key] = resolve(doc, value, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Values the schema accepts

/**
 * Values by parameter or member name that the running server knows (ids that exist). A key
 * `path:code` applies to that request part only, a key `code` to every part.
 */
export type KnownValues = Record<string, unknown>;

type Part = 'body' | Parameter['in'];

interface Sampling {
  /** Picks among enum values and oneOf/anyOf branches. */
  choice?: number;
  known?: KnownValues;
  part?: Part;
}

function knownValue(sample: Sampling, name: string | undefined): { value: unknown } | undefined {
  if (name === undefined || !sample.known) return undefined;
  const partKey = `${sample.part ?? 'body'}:${name}`;
  if (partKey in sample.known) return { value: sample.known[partKey] };
  if (name in sample.known) return { value: sample.known[name] };
  return undefined;
}

const PATTERN_CANDIDATES = [
  '1',
  '12',
  '123456',
  '1234567890',
  'ru',
  'en',
  'a',
  'abc',
  'ABCDEFGH',
  'abcd1234',
  'A1B2C3D4',
  '2024-01-01',
  '1:1',
  '1,2',
  '7',
  '+7',
  '9161234567',
  'fuzz@example.com',
  '00000000-0000-4000-8000-000000000000',
  '0123456789abcdef0123456789abcdef',
  'widget-error',
  'home.json',
  'main.json',
];

let emailCounter = 0;
const FORMAT_SAMPLES: Record<string, () => string> = {
  // A fresh address each time, so a registration is not refused as taken before it stores a row.
  email: () => `fuzz${++emailCounter}@example.com`,
  // An adult's birthday: registration and personal data refuse minors.
  date: () => '1990-01-01',
  'date-time': () => '2024-01-01T00:00:00Z',
  uuid: () => '00000000-0000-4000-8000-000000000000',
  uri: () => 'http://localhost/',
};

/** Names whose values a handler checks beyond the schema: a sample the check passes. */
const NAMED_SAMPLES: Record<string, string> = {
  password: 'Fuzz-Password-1',
  new_password: 'Fuzz-Password-2',
};

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  if (typeof t === 'string') return [t];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function sampleString(schema: Schema, name?: string): string {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format) return format();
  const named = name === undefined ? undefined : NAMED_SAMPLES[name];
  if (named !== undefined) return named;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((s) => re.test(s) && fits(s));
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.max(1, min));
}

function sampleNumber(schema: Schema): number {
  let n = typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (typeof schema.exclusiveMinimum === 'number') n = schema.exclusiveMinimum + 1;
  if (typeof schema.maximum === 'number' && n > schema.maximum) n = schema.maximum;
  return n;
}

/**
 * A value the schema accepts (as far as this simple sampler knows): a known value of the name
 * first; `choice` picks among enum values and oneOf/anyOf branches, so several bases reach
 * several handler paths.
 */
export function sampleValue(
  schema: Schema,
  sample: Sampling = {},
  depth = 0,
  name?: string,
): unknown {
  const choice = sample.choice ?? 0;
  const known = knownValue(sample, name);
  if (known) return known.value;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum[choice % schema.enum.length];
  }
  if ('default' in schema && depth > 0) return schema.default;
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return sampleValue(branches[choice % branches.length]!, sample, depth + 1, name);
  }
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false; // flags are opt-in features (a bonus bet, bankers): off is the plain request
    case 'null':
      return null;
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      const n = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: n }, () => sampleValue(items, sample, depth + 1));
    }
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      for (const [name, prop] of Object.entries(props)) {
        out[name] = sampleValue(prop, sample, depth + 1, name);
      }
      return out;
    }
    default:
      return 'a';
  }
}

/** Only the required members of an object sample (the other base every operation gets). */
function requiredOnly(schema: Schema, full: unknown): unknown {
  if (!isSchema(full) || !Array.isArray(schema.required)) return full;
  const keep = new Set(schema.required as string[]);
  return Object.fromEntries(Object.entries(full).filter(([k]) => keep.has(k)));
}

/** Full bases, one per value of the first enum (a registration type, a coupon type), at most. */
const MAX_ENUM_BASES = 4;
/**
 * Bases that add one optional member to the required ones, at most: handlers that want one of
 * two members (a login or a phone) accept these where they refuse all members at once.
 */
const MAX_ONE_OPTIONAL_BASES = 6;

/**
 * Bases of a body: every member filled, once per value of the first enum; the required members
 * only; and the required members with one optional member each.
 */
export function bodyBases(schema: Schema, known: KnownValues = {}): unknown[] {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const firstEnum = Object.values(props).find((p) => Array.isArray(p.enum));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  const variants = Math.min(
    MAX_ENUM_BASES,
    Math.max(
      1,
      (firstEnum?.enum as unknown[] | undefined)?.length ?? 0,
      Array.isArray(branches) ? branches.length : 0,
    ),
  );
  const bases: unknown[] = [];
  for (let choice = 0; choice < variants; choice++) {
    bases.push(sampleValue(schema, { choice, known }));
  }
  const required = requiredOnly(schema, bases[0]);
  bases.push(required);
  if (isSchema(required) && isSchema(bases[0])) {
    const optional = Object.keys(bases[0]).filter((k) => !(k in required));
    for (const name of optional.slice(0, MAX_ONE_OPTIONAL_BASES)) {
      bases.push({ ...required, [name]: bases[0][name] });
    }
  }
  return bases;
}

// ---------------------------------------------------------------------------------------------
// Broken values

interface Mutation {
  label: string;
  value: unknown;
}

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\ud800y';
const LONE_LOW = '\udc00';
const HUGE = 'x'.repeat(10_000);
const DEEP_ARRAY = raw(`${'['.repeat(2_000)}${']'.repeat(2_000)}`);
const DEEP_OBJECT = raw(`${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`);

/** Every field gets these, whatever its type. */
const ANY_FIELD: Mutation[] = [
  { label: 'NUL in a string', value: NUL },
  { label: 'lone high surrogate', value: LONE_HIGH },
  { label: 'lone low surrogate', value: LONE_LOW },
  { label: '10,000-character string', value: HUGE },
  { label: '1e309', value: raw('1e309') },
  { label: '-1', value: -1 },
  { label: 'null', value: null },
  { label: 'array', value: [1] },
  { label: 'object', value: { a: 1 } },
  { label: 'deep nesting (array)', value: DEEP_ARRAY },
];

const BY_TYPE: Record<string, Mutation[]> = {
  string: [
    { label: 'empty string', value: '' },
    { label: 'number', value: 123 },
    { label: 'boolean', value: true },
    { label: 'trailing NUL', value: 'abc\u0000' },
    { label: 'right-to-left override and emoji', value: '\u202e🙂' },
    { label: 'SQL-looking text', value: "' or 1=1 --" },
  ],
  integer: [
    { label: '-1e309', value: raw('-1e309') },
    { label: '1e20', value: 1e20 },
    { label: '2^31', value: 2147483648 },
    { label: '2^53+1', value: raw('9007199254740993') },
    { label: 'fraction', value: 0.5 },
    { label: 'numeric string', value: '1' },
    { label: 'zero', value: 0 },
    { label: '-2^63', value: raw('-9223372036854775808') },
  ],
  number: [
    { label: '-1e309', value: raw('-1e309') },
    { label: '1e20', value: 1e20 },
    { label: 'tiny', value: raw('1e-400') },
    { label: 'numeric string', value: '1' },
    { label: 'zero', value: 0 },
    { label: '1e15+0.5', value: 1e15 + 0.5 },
  ],
  boolean: [
    { label: 'string true', value: 'true' },
    { label: 'number 1', value: 1 },
  ],
  array: [
    { label: 'string', value: 'x' },
    { label: 'NUL item', value: [NUL] },
    { label: '1e309 item', value: [raw('1e309')] },
    { label: '5,000 items', value: Array.from({ length: 5_000 }, () => 1) },
    { label: 'object items', value: [{}, {}] },
    { label: 'empty', value: [] },
  ],
  object: [
    { label: 'string', value: 'x' },
    { label: 'NUL key', value: { 'a\u0000': 1 } },
    { label: 'lone surrogate key', value: { '\ud800': 1 } },
    { label: 'deep nesting (object)', value: DEEP_OBJECT },
    { label: '__proto__ member', value: raw('{"__proto__":{"polluted":1}}') },
    { label: 'empty', value: {} },
  ],
};

function mutationsOf(schema: Schema): Mutation[] {
  const extra = typesOf(schema).flatMap((t) => BY_TYPE[t] ?? []);
  const out = [...ANY_FIELD, ...extra];
  if (typeof schema.maximum === 'number') {
    out.push({ label: 'maximum + 1', value: schema.maximum + 1 });
  }
  if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000) {
    out.push({ label: 'maxLength + 1', value: 'x'.repeat(schema.maxLength + 1) });
  }
  return out;
}

interface FieldPath {
  path: (string | number)[];
  schema: Schema;
}

/** The fields of a body (members of objects, first items of arrays), three levels deep. */
function fieldsOf(schema: Schema, path: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 3) return [];
  const out: FieldPath[] = [];
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, prop] of Object.entries(props)) {
    out.push({ path: [...path, name], schema: prop });
    out.push(...fieldsOf(prop, [...path, name], depth + 1));
  }
  if (isSchema(schema.additionalProperties)) {
    const names = isSchema(schema.propertyNames) ? schema.propertyNames : {};
    const key = sampleString(names);
    out.push({ path: [...path, key], schema: schema.additionalProperties });
  }
  if (isSchema(schema.items)) {
    out.push({ path: [...path, 0], schema: schema.items });
    out.push(...fieldsOf(schema.items, [...path, 0], depth + 1));
  }
  for (const branch of ((schema.oneOf ?? schema.anyOf) as Schema[] | undefined) ?? []) {
    out.push(...fieldsOf(branch, path, depth + 1));
  }
  return out;
}

/** A copy of `base` with `value` at `path` (missing containers are created). */
function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const arr = Array.isArray(base) ? [...(base as unknown[])] : [];
    arr[head] = withValueAt(arr[head], rest, value);
    return arr;
  }
  const obj: Record<string, unknown> = isSchema(base) ? { ...base } : {};
  obj[head] = withValueAt(obj[head], rest, value);
  return obj;
}

/** Whole bodies: not JSON, not an object, the wrong media type. */
const WHOLE_BODIES: { label: string; payload: string; contentType?: string }[] = [
  { label: 'invalid JSON', payload: '{"a":' },
  { label: 'empty body', payload: '' },
  { label: 'JSON null', payload: 'null' },
  { label: 'JSON array', payload: '[]' },
  { label: 'JSON string', payload: '"x"' },
  { label: 'JSON 1e309', payload: '1e309' },
  { label: 'deeply nested arrays', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'NUL byte outside a string', payload: '{\u0000}' },
  { label: 'byte order mark', payload: '\ufeff{}' },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
  },
  { label: '70 KB body', payload: `{"a":"${'x'.repeat(70_000)}"}` },
  { label: 'text/plain', payload: '{}', contentType: 'text/plain' },
  { label: 'form body', payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart',
    payload: '--x\r\n\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    label: 'JSON with another charset',
    payload: '{}',
    contentType: 'application/json; charset=utf-16',
  },
  { label: 'garbage media type', payload: '{}', contentType: '/;;=' },
];

// ---------------------------------------------------------------------------------------------
// URL and header values

/** Query and path values, already percent-encoded as they travel. */
const URL_VALUES: { label: string; text: string }[] = [
  { label: '1e309', text: '1e309' },
  { label: '-1e309', text: '-1e309' },
  { label: '-1', text: '-1' },
  { label: '0', text: '0' },
  { label: '1.5', text: '1.5' },
  { label: '2^31', text: '2147483648' },
  { label: '20 digits', text: '99999999999999999999' },
  { label: 'hex', text: '0x1F' },
  { label: 'Infinity', text: 'Infinity' },
  { label: 'NaN', text: 'NaN' },
  { label: 'letters', text: 'abc' },
  { label: 'empty', text: '' },
  { label: 'encoded NUL', text: 'a%00b' },
  { label: 'encoded lone surrogate', text: '%ED%A0%80' },
  { label: 'overlong NUL', text: '%C0%80' },
  { label: 'bad percent-encoding', text: '%zz' },
  { label: 'encoded slash and dots', text: '..%2F..%2Fetc' },
  { label: 'leading space', text: '%201' },
  { label: '3,000 characters', text: 'x'.repeat(3_000) },
];

/** Headers a client may send broken; `{cookie}` is the session's own cookie. */
function headerCases(
  sessionCookie: string | undefined,
): { label: string; headers: Record<string, string> }[] {
  const withCookie = (extra: string) => (sessionCookie ? `${sessionCookie}; ${extra}` : extra);
  return [
    { label: 'garbage user_token', headers: { cookie: 'user_token=garbage' } },
    { label: 'encoded NUL user_token', headers: { cookie: 'user_token=%00' } },
    {
      label: 'alg none token',
      headers: { cookie: 'user_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    },
    { label: 'huge user_token', headers: { cookie: `user_token=${'a'.repeat(4_000)}` } },
    { label: 'encoded surrogate refresh_token', headers: { cookie: 'refresh_token=%ED%A0%80' } },
    { label: 'garbage refresh_token', headers: { cookie: 'refresh_token=x' } },
    {
      label: 'duplicate cookies',
      headers: { cookie: withCookie('user_token=x; refresh_token=y') },
    },
    { label: 'cookie syntax', headers: { cookie: '=;=;;a' } },
    { label: 'lng cookie', headers: { cookie: withCookie('lng=%00') } },
    { label: 'two_step cookie', headers: { cookie: withCookie('two_step=%ED%A0%80') } },
    { label: 'garbage bearer', headers: { authorization: 'Bearer garbage' } },
    { label: 'empty bearer', headers: { authorization: 'Bearer ' } },
    { label: 'basic auth', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
    { label: 'huge bearer', headers: { authorization: `Bearer ${'a'.repeat(8_000)}` } },
    {
      label: 'bearer with 1e309 subject',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxZTMwOSJ9.x' },
    },
    { label: 'empty Idempotency-Key', headers: { 'idempotency-key': '' } },
    { label: 'huge Idempotency-Key', headers: { 'idempotency-key': 'k'.repeat(2_000) } },
    { label: 'latin-1 Idempotency-Key', headers: { 'idempotency-key': '\u00ff\u00fe' } },
    { label: 'x-captcha without answer', headers: { 'x-captcha': ':' } },
    { label: 'x-captcha garbage', headers: { 'x-captcha': `1e309:${'9'.repeat(500)}` } },
    { label: 'Last-Event-ID 1e309', headers: { 'last-event-id': '1e309:1' } },
    {
      label: 'mf-render-mode garbage',
      headers: { 'mf-render-mode': 'x', 'mf-api-version': '1e309' },
    },
    { label: 'garbage Host', headers: { host: '[::1' } },
    { label: 'huge Host', headers: { host: 'h'.repeat(300) } },
    { label: 'Accept-Language garbage', headers: { 'accept-language': ';q=x,,' } },
    { label: 'If-None-Match garbage', headers: { 'if-none-match': 'W/"' } },
    { label: 'x-sandbox-signature garbage', headers: { 'x-sandbox-signature': 'zz' } },
  ];
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzOptions {
  seed: number;
  /** The most cases one operation gets (a seeded sample of all it could get). */
  maxCases: number;
  /** Headers of the session the cases run in (origin, and a cookie when signed in). */
  sessionHeaders: Record<string, string>;
  /** Real values by parameter or member name (ids of games, outcomes, the account) for the bases. */
  known?: KnownValues;
}

/** Percent-encoded text of a value; a lone surrogate travels as the bytes it would encode to. */
function encodeValue(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJsonText(value);
  return Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
    }
    return encodeURIComponent(ch);
  }).join('');
}

/** Every case of one operation, at most `maxCases`, the same for the same seed. */
export function fuzzRequests(op: Operation, opts: FuzzOptions): FuzzRequest[] {
  const random = seededRandom(opts.seed ^ hashText(`${op.method} ${op.path}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');

  const known = opts.known ?? {};
  const sampleOf = (p: Parameter) => sampleValue(p.schema, { known, part: p.in }, 0, p.name);
  const isKnown = (p: Parameter) => knownValue({ known, part: p.in }, p.name) !== undefined;
  const pathValues = new Map(pathParams.map((p) => [p.name, encodeValue(sampleOf(p))]));
  // Required query parameters, and those a real value is known for (a game id, say).
  const queryValues = new Map(
    queryParams
      .filter((p) => p.required || isKnown(p))
      .map((p) => [p.name, encodeValue(sampleOf(p))] as const),
  );
  // Required headers, and those whose value the schema names or a real value is known for.
  const baseHeaders: Record<string, string> = {};
  for (const p of headerParams) {
    if (p.required || isKnown(p) || 'const' in p.schema || Array.isArray(p.schema.enum)) {
      baseHeaders[p.name] = String(sampleOf(p));
    }
  }
  const bases = op.body ? bodyBases(op.body.schema, known) : [];
  const mediaType = op.body?.mediaTypes[0] ?? 'application/json';
  // Each body gets fresh sample e-mail addresses (see FORMAT_SAMPLES).
  const encodeBody = (body: unknown) =>
    (mediaType === 'application/x-www-form-urlencoded' && isSchema(body)
      ? Object.entries(body)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeValue(v)}`)
          .join('&')
      : toJsonText(body)
    ).replace(/fuzz\d+@example\.com/g, () => FORMAT_SAMPLES.email!());

  const build = (
    input: string,
    parts: {
      path?: Map<string, string>;
      query?: string;
      headers?: Record<string, string>;
      payload?: string;
      contentType?: string;
    },
  ): FuzzRequest => {
    const pathText = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      return (parts.path ?? pathValues).get(name) ?? 'a';
    });
    const query =
      parts.query ?? [...queryValues].map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
    const payload = parts.payload ?? (op.body ? encodeBody(bases[0]) : undefined);
    const headers: Record<string, string> = {
      ...opts.sessionHeaders,
      ...baseHeaders,
      ...(payload !== undefined ? { 'content-type': parts.contentType ?? mediaType } : {}),
      ...parts.headers,
    };
    return {
      method: op.method,
      url: query ? `${pathText}?${query}` : pathText,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      input,
    };
  };

  const cases: FuzzRequest[] = [];

  // The valid-looking request itself, once per base.
  if (bases.length === 0) cases.push(build('valid-looking request', {}));
  bases.forEach((base, i) =>
    cases.push(build(`valid-looking body ${i + 1}`, { payload: encodeBody(base) })),
  );

  // Body fields, one broken at a time, each on a base that has the field picked by the seed;
  // NUL and the lone surrogate on every such base.
  if (op.body) {
    const fields = fieldsOf(op.body.schema);
    for (const field of fields) {
      const holders = bases.filter((b) => isSchema(b) && String(field.path[0]) in b);
      const candidates = holders.length > 0 ? holders : bases;
      for (const m of mutationsOf(field.schema)) {
        const onAll = m.value === NUL || m.value === LONE_HIGH;
        const targets = onAll ? candidates : [pick(candidates)];
        for (const base of targets) {
          cases.push(
            build(`body ${field.path.join('.')} = ${m.label}`, {
              payload: encodeBody(withValueAt(base, field.path, m.value)),
            }),
          );
        }
      }
    }
    cases.push(
      build('body unknown member with NUL name', {
        payload: encodeBody(withValueAt(bases[0], ['\u0000x'], 1)),
      }),
    );
    for (const whole of WHOLE_BODIES) {
      cases.push(
        build(`body: ${whole.label}`, { payload: whole.payload, contentType: whole.contentType }),
      );
    }
  } else if (op.method !== 'GET') {
    cases.push(build('unexpected JSON body', { payload: '{"a":"\\u0000"}' }));
    cases.push(build('unexpected invalid JSON', { payload: '{' }));
  }

  // Query parameters, one broken at a time; arrays; unknown and malformed query strings.
  const queryWith = (name: string, text: string) => {
    const values = new Map(queryValues);
    values.set(name, text);
    return [...values].map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  };
  for (const p of queryParams) {
    for (const v of URL_VALUES) {
      cases.push(build(`query ${p.name} = ${v.label}`, { query: queryWith(p.name, v.text) }));
    }
    const base = queryValues.get(p.name) ?? encodeValue(sampleOf(p));
    cases.push(
      build(`query ${p.name} twice`, {
        query: `${queryWith(p.name, base)}&${encodeURIComponent(p.name)}=${base}`,
      }),
    );
    cases.push(build(`query ${p.name}[]`, { query: `${encodeURIComponent(p.name)}[]=1` }));
  }
  cases.push(build('query: unknown parameter with NUL', { query: 'zz%00=%00' }));
  cases.push(build('query: malformed', { query: '&&==&%zz&a=%' }));
  cases.push(
    build('query: 2,000 parameters', {
      query: Array.from({ length: 2_000 }, (_, i) => `p${i}=1`).join('&'),
    }),
  );

  // Path parameters, one broken at a time.
  for (const p of pathParams) {
    for (const v of URL_VALUES) {
      if (v.text === '') continue; // an empty segment is another route
      const values = new Map(pathValues);
      values.set(p.name, v.text);
      cases.push(build(`path ${p.name} = ${v.label}`, { path: values }));
    }
  }

  // Headers, one broken at a time, on the valid-looking request.
  const sessionCookie = opts.sessionHeaders.cookie;
  for (const h of headerCases(sessionCookie)) {
    cases.push(build(`header ${h.label}`, { headers: h.headers }));
  }
  for (const p of headerParams) {
    for (const v of ['', '\u00ff', 'x'.repeat(5_000), '1e309', '-1']) {
      cases.push(
        build(`header ${p.name} = ${JSON.stringify(v.slice(0, 12))}`, { headers: { [p.name]: v } }),
      );
    }
  }

  if (cases.length <= opts.maxCases) return cases;
  // A seeded sample within the budget that still touches every input: the valid-looking requests,
  // then one case of each field, parameter and header (picked by the seed), then more at random;
  // the order of the cases is kept.
  const keep = new Set<number>();
  for (let i = 0; i < bases.length + 1 && keep.size < opts.maxCases; i++) keep.add(i);
  const byInput = new Map<string, number[]>();
  cases.forEach((c, i) => {
    const input = inputOf(c.input);
    byInput.set(input, [...(byInput.get(input) ?? []), i]);
  });
  for (const indexes of byInput.values()) {
    if (keep.size >= opts.maxCases) break;
    if (!indexes.some((i) => keep.has(i))) keep.add(pick(indexes));
  }
  while (keep.size < opts.maxCases) keep.add(Math.floor(random() * cases.length));
  return cases.filter((_, i) => keep.has(i));
}

/** What a case breaks: 'body stake' of 'body stake = NUL', 'header cookie' of 'header cookie: …'. */
function inputOf(label: string): string {
  const end = label.search(/ = |: | twice|\[\]/);
  return end === -1 ? label : label.slice(0, end);
}
