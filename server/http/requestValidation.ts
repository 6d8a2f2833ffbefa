import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fastJson, { type Schema as SerializerSchema } from 'fast-json-stringify';
import { findUnsafeInput } from './unsafeInput';

// Fastify's default (coerceTypes 'array', removeAdditional true) turns `"x"` into `["x"]` and
// silently drops unknown fields. URL parts are text, so they keep coercion; a JSON body is
// already typed, so a wrong type or an unknown field is a 400.
const COMMON: Options = { allErrors: false, useDefaults: true, removeAdditional: false };
const urlAjv = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));
const bodyAjv = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));

/**
 * Installs the validators of every request part (body, query, params, headers). Besides its
 * schema, each part is refused for text no route may take (NUL, unpaired surrogates) and for
 * numbers that are not finite or beyond 2^53 (`1e309` coerces to Infinity), wherever they sit:
 * see unsafeInput.ts. Shared schemas (`$ref` by `$id`) must be added with `addSharedSchema`.
 */
export function installRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => {
    const body = httpPart === 'body';
    return compiledOnce(body ? bodyValidators : urlValidators, schema, () =>
      refusingUnsafeInput((body ? bodyAjv : urlAjv).compile(schema as object)),
    );
  });
  // Fastify's own serializer compiler (fast-json-stringify, no shared schemas: addSharedSchema
  // adds to ajv only), compiled once per schema in the process.
  app.setSerializerCompiler(({ schema }) =>
    compiledOnce(serializers, schema, () => fastJson(schema as SerializerSchema)),
  );
}

// Compiled validators and serializers by their schema's JSON, for the process: every server
// built in one process (the tests build hundreds) compiles each route schema once, where a
// compile per app took a fifth of a test worker's CPU. A compiled validator keeps no state
// between calls but its `errors` (read right after the call that set them).
const urlValidators = new Map<string, ValidateFunction>();
const bodyValidators = new Map<string, ValidateFunction>();
const serializers = new Map<string, (data: unknown) => string>();

function compiledOnce<T>(cache: Map<string, T>, schema: unknown, compile: () => T): T {
  const key = JSON.stringify(schema);
  let compiled = cache.get(key);
  if (compiled === undefined) {
    compiled = compile();
    cache.set(key, compiled);
  }
  return compiled;
}

/** A schema other route schemas reference by `$id`. */
export function addSharedSchema(schema: { $id: string }): void {
  for (const ajv of [urlAjv, bodyAjv]) if (!ajv.getSchema(schema.$id)) ajv.addSchema(schema);
}

type DataContext = Parameters<ValidateFunction>[1];

/**
 * `validate` between two unsafe-input checks: the first sees the input as sent (a NUL in a member
 * name is refused before ajv names that member in its own error), the second the value ajv
 * accepted after coercion (`?page=1e309` becomes Infinity). Fastify reads `errors` on a false
 * result, and passes the parent (for root coercion) when `schemaEnv` is set.
 */
function refusingUnsafeInput(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: DataContext) => {
    const sent = findUnsafeInput(data);
    if (sent) {
      checked.errors = [sent];
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return false;
    const accepted = findUnsafeInput(
      context ? context.parentData[context.parentDataProperty] : data,
    );
    if (!accepted) return true;
    checked.errors = [accepted];
    return false;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}
