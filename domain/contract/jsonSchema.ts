// JSON Schema fragments the contracts and the Fastify routes share (one contract layer):
// an object's header (`type`, `required`, and `additionalProperties: false` when closed) written
// once, so a schema states only its properties. The objects built are the same as the literals
// they replace, key for key and in the same order (Ajv reports the first missing `required`
// property first, so `required` keeps the order it is given in).

/** An object schema: `required` in the order given, then its properties. */
export function objectSchema<const R extends readonly string[], const P extends object>(
  required: R,
  properties: P,
): { type: 'object'; required: R; properties: P } {
  return { type: 'object', required, properties };
}

/** A closed object schema (no properties besides those listed): `additionalProperties: false`. */
export function closedObjectSchema<const R extends readonly string[], const P extends object>(
  required: R,
  properties: P,
): { type: 'object'; additionalProperties: false; required: R; properties: P } {
  return { type: 'object', additionalProperties: false, required, properties };
}

/** A closed object schema whose properties are all optional (no `required`). */
export function closedOptionalObjectSchema<const P extends object>(
  properties: P,
): { type: 'object'; additionalProperties: false; properties: P } {
  return { type: 'object', additionalProperties: false, properties };
}

/** An array schema of `items`. */
export function arraySchema<const I extends object>(items: I): { type: 'array'; items: I } {
  return { type: 'array', items };
}
