// JSON Schemas shared by the routes, for validation and the OpenAPI document.
import { ERROR_REASONS } from '../../domain/errors/errorReasons';
import { objectSchema } from '../../domain/contract/jsonSchema';

/** Every 4xx body (see refusal.ts): the client words `reason` (and `field`) in the page language. */
export const errorResponseSchema = objectSchema(['error', 'message'], {
  error: { type: 'string' },
  message: { type: 'string', description: 'English, for logs and developers' },
  reason: { type: 'string', enum: [...ERROR_REASONS], description: 'Stable refusal reason' },
  field: { type: 'string', description: 'The input the refusal is about' },
  rule: { type: 'string', description: 'The validation rule the input broke' },
  remaining: { type: 'integer', description: 'A limit refusal: minor units left' },
  endsAt: { type: 'integer', description: 'A limit refusal: when it ends, epoch seconds' },
  code: {
    type: 'integer',
    description: 'SPEC section 8 numeric codes the client acts on: 120 refresh the fingerprint',
  },
});

/** The error body (errorResponseSchema) as the answer of each refusal status listed. */
export function errorAnswers<const C extends readonly number[]>(
  ...statuses: C
): Record<C[number], typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<
    C[number],
    typeof errorResponseSchema
  >;
}

/** A database id in a path or body as a string: 1 to 18 digits (a bigint, never a float). */
export const numericIdSchema = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;

/** Two lowercase letters (SPEC section 2 {lng}). */
export const languageSchema = { type: 'string', pattern: '^[a-z]{2}$' } as const;

/** A free-form object documented by a runtime contract; see `jsonSerializer`. */
export function contractObject(description: string) {
  return { type: 'object', additionalProperties: true, description } as const;
}

/**
 * Content routes answer with already-checked contract objects (pages, configs) whose nested
 * free-form parts (props, visibleIf) fast-json-stringify would drop, so they are serialized whole.
 */
export const jsonSerializer = () => (data: unknown) => JSON.stringify(data);
