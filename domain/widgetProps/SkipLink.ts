import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey'], {
  labelKey: i18nKey,
  targetId: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', default: 'main' },
});

export type SkipLinkProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
