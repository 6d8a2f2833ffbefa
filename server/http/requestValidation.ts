import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

type FastifyValidator = (data: unknown) => boolean | { error?: Error; value?: unknown };

// Fastify's default (coerceTypes 'array', removeAdditional true) turns `"x"` into `["x"]` and
// silently drops unknown fields. URL parts are text, so they keep coercion; a JSON body is
// already typed, so a wrong type or an unknown field is a 400.
const COMMON: Options = { allErrors: false, useDefaults: true, removeAdditional: false };
const urlAjv = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));
const bodyAjv = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));

/** Installs the validators; shared schemas (`$ref` by `$id`) must be added with `addSharedSchema`. */
export function installRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : urlAjv;
    return ajv.compile(schema as object) as FastifyValidator;
  });
}

/** A schema other route schemas reference by `$id`. */
export function addSharedSchema(schema: { $id: string }): void {
  for (const ajv of [urlAjv, bodyAjv]) if (!ajv.getSchema(schema.$id)) ajv.addSchema(schema);
}
