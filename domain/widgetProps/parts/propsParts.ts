// Props-schema fragments several widgets share. `x-i18n-key` marks a dictionary key
// ("namespace:key") that `npm run schemas:check` looks up in every shipped language.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../../contract/jsonSchema';

export const i18nKey = { type: 'string', minLength: 1, 'x-i18n-key': true } as const;

/** A route path relative to /{lng}/ (SPEC section 2); '' is the home page. */
export const routeTo = {
  type: 'string',
  pattern: '^$|^[a-z0-9][a-z0-9_./-]*$',
} as const;

export const linkItem = {
  type: 'object',
  required: ['to', 'labelKey'],
  additionalProperties: false,
  properties: { to: routeTo, labelKey: i18nKey },
} as const;

export const linkItems = { type: 'array', items: linkItem, maxItems: 30 } as const;

/**
 * The props schema of a widget that takes none (its texts come from dictionaries or the server).
 * A new object each call: the build compiles one validator per schema object, keyed by widget.
 */
export function noPropsSchema() {
  return { type: 'object', additionalProperties: false, properties: {} } as const;
}

/** The props of a widget that takes none. */
export type NoProps = FromSchema<ReturnType<typeof noPropsSchema>>;

/** A widget's props as its schema describes them, the ones with a default optional. */
export type PropsOf<S extends JSONSchema> = FromSchema<
  S,
  { keepDefaultedPropertiesOptional: true }
>;

/**
 * The props schema of a widget whose list may end in a "more" link: `moreLabelKey` and `moreTo`
 * after its own `properties`, both or neither.
 */
export function withMoreLink<const R extends readonly string[], const P extends object>(
  required: R,
  properties: P,
) {
  return {
    ...closedObjectSchema(required, { ...properties, moreLabelKey: i18nKey, moreTo: routeTo }),
    dependentRequired: { moreLabelKey: ['moreTo'], moreTo: ['moreLabelKey'] },
  } as const;
}
