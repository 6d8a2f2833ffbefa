// The client's schema validators: JSON Schema 2020-12, the keywords our schemas use, run from
// the schemas themselves (data, a few KB compressed) rather than from code generated per schema
// (ajv standalone, seven times the size in the customer bundle). No `new Function`: the CSP has
// no 'unsafe-eval'. ajv stays the reference on the Node side: the verdicts and the errors
// (instancePath, keyword, params, message) are ajv's with `allErrors: false`, in its keyword
// order (tests/schema/compactValidator.test.ts holds the two together over every schema and
// document in the repository), and the build refuses a schema using a keyword outside
// SUPPORTED_KEYWORDS (validatorsModule.ts), so nothing is ever silently ignored.

export type Schema = boolean | { readonly [keyword: string]: unknown };

/** An error in the shape ajv reports it. */
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

/** The formats a schema may name. */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  // ajv-formats' regex: compiles, and no \Z (a Perl anchor JavaScript reads as a plain 'Z').
  regex(value) {
    if (/[^\\]\\Z/.test(value)) return false;
    try {
      new RegExp(value);
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * (data, its pointer, the errors so far, inside anyOf/oneOf/not/propertyNames) => valid.
 * Outside a composite the first error ends the run (ajv returns at once); inside one, a failing
 * branch leaves its errors and the composite adds its own.
 */
type Check = (data: unknown, path: string, errors: ValidatorError[], composite: boolean) => boolean;
type SchemaObject = { readonly [keyword: string]: unknown };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function hasType(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'null':
      return v === null;
    case 'number':
      return typeof v === 'number' && isFinite(v);
    case 'integer':
      return typeof v === 'number' && isFinite(v) && v % 1 === 0;
    default:
      return typeof v === type;
  }
}

function anyType(types: readonly string[], v: unknown): boolean {
  for (let i = 0; i < types.length; i++) if (hasType(types[i]!, v)) return true;
  return false;
}

/** Deep equality of JSON values (ajv's fast-deep-equal). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as never)[k], (b as never)[k]),
  );
}

/** String length in code points, as JSON Schema counts it. */
function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

const pointerToken = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** ajv's keyword groups, in its order: the untyped keywords, then per data type. */
const GROUPS: readonly (readonly [string | null, readonly string[]])[] = [
  [null, ['$ref', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if']],
  ['number', ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf']],
  ['string', ['maxLength', 'minLength', 'pattern', 'format']],
  ['array', ['maxItems', 'minItems', 'items', 'uniqueItems']], // items: `before: 'uniqueItems'`
  [
    'object',
    [
      'maxProperties',
      'minProperties',
      'required',
      'propertyNames',
      'additionalProperties',
      'properties',
      'dependentRequired',
    ],
  ],
];

/** Keywords that decide verdicts here; with the ignored ones, all a schema may use. */
export const SUPPORTED_KEYWORDS: readonly string[] = [
  'type',
  ...GROUPS.flatMap(([, keywords]) => keywords),
  'then', // read by 'if'
  'else',
];

const LIMITS: Readonly<Record<string, readonly [string, (a: number, b: number) => boolean]>> = {
  maximum: ['<=', (a, b) => a <= b],
  minimum: ['>=', (a, b) => a >= b],
  exclusiveMaximum: ['<', (a, b) => a < b],
  exclusiveMinimum: ['>', (a, b) => a > b],
};

/**
 * Validators over a set of schemas keyed by id (a contract's $id, 'widget-props:Name'). Every
 * `$ref` is absolute, "key#/json/pointer" (the build resolves them). A validator compiles its
 * schema to closures on its first call.
 */
export function createValidators(
  schemas: Readonly<Record<string, Schema>>,
): (key: string) => ValidateFunction {
  const checks = new Map<string, Check>();
  const scratch: ValidatorError[] = [];

  function resolve(ref: string): Schema {
    const hash = ref.indexOf('#');
    let at: unknown = schemas[hash < 0 ? ref : ref.slice(0, hash)];
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    for (const token of pointer.split('/').slice(1))
      at = (at as Record<string, unknown> | undefined)?.[
        decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')
      ];
    if (at === undefined) throw new Error(`schema ${ref} not found`);
    return at as Schema;
  }

  /** The check of a referenced schema, compiled once; a recursive reference finds it by name. */
  function checkOf(ref: string): Check {
    let check = checks.get(ref);
    if (!check) {
      let compiled: Check | undefined;
      check = (d, p, e, c) => (compiled ??= compile(resolve(ref), ref))(d, p, e, c);
      checks.set(ref, check);
    }
    return check;
  }

  function compile(schema: Schema, sp: string): Check {
    if (schema === true) return () => true;
    if (schema === false)
      return (_d, path, errors) =>
        fail(errors, path, sp, 'false schema', {}, 'boolean schema is false');
    const s = schema;
    const types =
      s.type === undefined ? [] : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    const typeError = (path: string, errors: ValidatorError[]) =>
      fail(errors, path, `${sp}/type`, 'type', { type: s.type }, `must be ${types.join(',')}`);
    const used = GROUPS.map(([type, keywords]) => [type, keywords.filter((k) => k in s)] as const);
    // ajv checks the type first unless it is one type whose own keywords follow (then the type
    // error comes in that group's turn, after the untyped keywords).
    const ownGroup = types.length === 1 ? used.find(([t]) => t === types[0]) : undefined;
    const typeFirst = types.length > 0 && !(ownGroup && ownGroup[1].length > 0);
    const groups = used
      .filter(([, keywords]) => keywords.length > 0)
      .map(([type, keywords]) => ({
        type,
        steps: keywords.map((k) => keyword(s, k, `${sp}/${k}`)),
        reportsType: !typeFirst && type !== null && types[0] === type,
      }));
    // As ajv runs with allErrors false: outside a composite the first error ends the run. Inside
    // one, a type error found first lets the untyped keywords run too; a group stops at its
    // first failing keyword, and no group runs after one that failed.
    return (d, path, errors, composite) => {
      const mark = errors.length;
      if (typeFirst && !anyType(types, d) && !typeError(path, errors) && !composite) return false;
      for (let g = 0; g < groups.length; g++) {
        const { type, steps, reportsType } = groups[g]!;
        if (type !== null && !hasType(type, d)) {
          if (reportsType && !typeError(path, errors) && !composite) return false;
        } else {
          for (let i = 0; i < steps.length; i++) {
            if (steps[i]!(d, path, errors, composite)) continue;
            if (!composite) return false;
            break;
          }
        }
        if (errors.length > mark) return false;
      }
      return errors.length === mark;
    };
  }

  function keyword(s: SchemaObject, k: string, sp: string): Check {
    const v = s[k] as never;
    switch (k) {
      case '$ref':
        return checkOf(v);
      case 'const':
        return (d, path, errors) =>
          jsonEqual(d, v) ||
          fail(errors, path, sp, k, { allowedValue: v }, 'must be equal to constant');
      case 'enum':
        return (d, path, errors) =>
          (v as unknown[]).some((x) => jsonEqual(d, x)) ||
          fail(
            errors,
            path,
            sp,
            k,
            { allowedValues: v },
            'must be equal to one of the allowed values',
          );
      case 'not': {
        const sub = compile(v, sp);
        return (d, path, errors) => {
          const mark = errors.length;
          const ok = sub(d, path, errors, true);
          errors.length = mark;
          return !ok || fail(errors, path, sp, k, {}, 'must NOT be valid');
        };
      }
      case 'anyOf':
      case 'oneOf':
      case 'allOf': {
        const subs = (v as Schema[]).map((x, i) => compile(x, `${sp}/${i}`));
        if (k === 'allOf')
          return (d, path, errors, composite) =>
            subs.every((sub) => sub(d, path, errors, composite));
        return (d, path, errors) => {
          const mark = errors.length;
          let passing: number | null = null;
          for (let i = 0; i < subs.length; i++) {
            if (!subs[i]!(d, path, errors, true)) continue;
            if (k === 'anyOf') return ((errors.length = mark), true);
            // A second passing branch ends the loop (ajv checks no further).
            if (passing !== null)
              return fail(errors, path, sp, k, { passingSchemas: [passing, i] }, ONE_OF);
            passing = i;
          }
          if (passing !== null) return ((errors.length = mark), true);
          return k === 'anyOf'
            ? fail(errors, path, sp, k, {}, 'must match a schema in anyOf')
            : fail(errors, path, sp, k, { passingSchemas: null }, ONE_OF);
        };
      }
      case 'if': {
        const condition = compile(v, sp);
        const then =
          s.then === undefined ? null : compile(s.then as Schema, sp.replace(/if$/, 'then'));
        const otherwise =
          s.else === undefined ? null : compile(s.else as Schema, sp.replace(/if$/, 'else'));
        return (d, path, errors, composite) => {
          const mark = errors.length;
          const holds = condition(d, path, errors, true);
          errors.length = mark;
          const clause = holds ? then : otherwise;
          if (!clause || clause(d, path, errors, composite)) return true;
          if (!composite) return false; // ajv returned with the clause's own error
          const failing = holds ? 'then' : 'else';
          return fail(
            errors,
            path,
            sp,
            k,
            { failingKeyword: failing },
            `must match "${failing}" schema`,
          );
        };
      }
      case 'maximum':
      case 'minimum':
      case 'exclusiveMaximum':
      case 'exclusiveMinimum': {
        const [comparison, ok] = LIMITS[k]!;
        return (d, path, errors) =>
          ok(d as number, v) ||
          fail(errors, path, sp, k, { comparison, limit: v }, `must be ${comparison} ${v}`);
      }
      case 'multipleOf':
        return (d, path, errors) => {
          const q = (d as number) / v;
          return (
            q === Math.floor(q) ||
            fail(errors, path, sp, k, { multipleOf: v }, `must be multiple of ${v}`)
          );
        };
      case 'maxLength':
      case 'minLength':
      case 'maxItems':
      case 'minItems':
      case 'maxProperties':
      case 'minProperties': {
        const max = k.startsWith('max');
        const unit = k.endsWith('Length')
          ? 'characters'
          : k.endsWith('Items')
            ? 'items'
            : 'properties';
        const size = (d: unknown) =>
          typeof d === 'string'
            ? codePoints(d)
            : Array.isArray(d)
              ? d.length
              : Object.keys(d as object).length;
        return (d, path, errors) =>
          (max ? size(d) <= v : size(d) >= v) ||
          fail(
            errors,
            path,
            sp,
            k,
            { limit: v },
            `must NOT have ${max ? 'more' : 'fewer'} than ${v} ${unit}`,
          );
      }
      case 'pattern': {
        let re: RegExp | undefined;
        return (d, path, errors) =>
          (re ??= new RegExp(v, 'u')).test(d as string) ||
          fail(errors, path, sp, k, { pattern: v }, `must match pattern "${v}"`);
      }
      case 'format': {
        const test = FORMATS[v];
        if (!test) throw new Error(`unknown format "${v}"`);
        return (d, path, errors) =>
          test(d as string) || fail(errors, path, sp, k, { format: v }, `must match format "${v}"`);
      }
      case 'uniqueItems':
        return v ? uniqueItems(s, sp) : () => true;
      case 'items': {
        const sub = compile(v, sp);
        return (d, path, errors, composite) => {
          const list = d as unknown[];
          for (let i = 0; i < list.length; i++)
            if (!sub(list[i], `${path}/${i}`, errors, composite)) return false;
          return true;
        };
      }
      case 'required': {
        const names = v as string[];
        return (d, path, errors) => {
          const o = d as Record<string, unknown>;
          for (let i = 0; i < names.length; i++) {
            const missing = names[i]!;
            if (o[missing] === undefined)
              return fail(
                errors,
                path,
                sp,
                k,
                { missingProperty: missing },
                `must have required property '${missing}'`,
              );
          }
          return true;
        };
      }
      case 'dependentRequired':
        return (d, path, errors) => {
          const o = d as Record<string, unknown>;
          for (const [property, deps] of Object.entries(v as Record<string, string[]>)) {
            if (deps.length === 0 || o[property] === undefined) continue;
            const missing = deps.find((p) => o[p] === undefined);
            if (missing === undefined) continue;
            const n = deps.length;
            return fail(
              errors,
              path,
              sp,
              k,
              { property, missingProperty: missing, depsCount: n, deps: deps.join(', ') },
              `must have ${n === 1 ? 'property' : 'properties'} ${deps.join(', ')} when property ${property} is present`,
            );
          }
          return true;
        };
      case 'propertyNames': {
        const sub = compile(v, sp);
        return (d, path, errors) => {
          for (const name in d as object)
            if (!sub(name, path, errors, true))
              return fail(
                errors,
                path,
                sp,
                k,
                { propertyName: name },
                'property name must be valid',
              );
          return true;
        };
      }
      case 'additionalProperties': {
        const known = new Set(Object.keys((s.properties as object | undefined) ?? {}));
        const sub = v === false ? null : compile(v, sp);
        return (d, path, errors, composite) => {
          for (const name in d as object) {
            if (known.has(name)) continue;
            if (!sub)
              return fail(
                errors,
                path,
                sp,
                k,
                { additionalProperty: name },
                'must NOT have additional properties',
              );
            if (
              !sub(
                (d as Record<string, unknown>)[name],
                `${path}/${pointerToken(name)}`,
                errors,
                composite,
              )
            )
              return false;
          }
          return true;
        };
      }
      case 'properties': {
        const subs = Object.entries(v as Record<string, Schema>).map(
          ([name, x]) =>
            [name, compile(x, `${sp}/${pointerToken(name)}`), `/${pointerToken(name)}`] as const,
        );
        return (d, path, errors, composite) => {
          const o = d as Record<string, unknown>;
          for (const [name, sub, token] of subs)
            if (o[name] !== undefined && !sub(o[name], path + token, errors, composite))
              return false;
          return true;
        };
      }
      default:
        throw new Error(`unsupported keyword "${k}"`);
    }
  }

  return (key) => {
    let check: Check | undefined;
    const validate: ValidateFunction = (data) => {
      // One array for every run (a run never starts inside another): no garbage when valid.
      scratch.length = 0;
      const valid = (check ??= checkOf(`${key}#`))(data, '', scratch, false);
      validate.errors = valid ? null : scratch.slice();
      return valid;
    };
    validate.errors = null;
    return validate;
  };
}

const ONE_OF = 'must match exactly one schema in oneOf';

function fail(
  errors: ValidatorError[],
  instancePath: string,
  schemaPath: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): false {
  errors.push({ instancePath, schemaPath, keyword, params, message });
  return false;
}

/** ajv's two loops: by value for items of scalar types, pairwise otherwise (hence its i and j). */
function uniqueItems(s: SchemaObject, sp: string): Check {
  const items = s.items as SchemaObject | undefined;
  const itemTypes =
    items && typeof items === 'object' && items.type !== undefined
      ? Array.isArray(items.type)
        ? (items.type as string[])
        : [items.type as string]
      : [];
  const byValue = itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array');
  const duplicate = (path: string, errors: ValidatorError[], i: number, j: number) =>
    fail(
      errors,
      path,
      sp,
      'uniqueItems',
      { i, j },
      `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    );
  return (d, path, errors) => {
    const list = d as unknown[];
    if (byValue) {
      const indices = new Map<unknown, number>();
      for (let i = list.length; i--;) {
        let item = list[i];
        if (!itemTypes.some((t) => hasType(t, item))) continue;
        if (itemTypes.length > 1 && typeof item === 'string') item += '_';
        const j = indices.get(String(item));
        if (j !== undefined) return duplicate(path, errors, i, j);
        indices.set(String(item), i);
      }
      return true;
    }
    for (let i = list.length; i--;)
      for (let j = i; j--;) if (jsonEqual(list[i], list[j])) return duplicate(path, errors, i, j);
    return true;
  };
}
