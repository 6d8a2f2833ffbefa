import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['outcomeId'], {
  outcomeId: { type: 'integer', minimum: 1 },
  showName: { type: 'boolean', default: false },
  pageType: { type: 'string', pattern: '^[a-z0-9_-]{1,40}$' },
});

export type OddsCellProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
