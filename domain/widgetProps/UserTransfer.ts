import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../contract/jsonSchema';

// The brands of this platform a customer may move to; the one they are on is left out.
export const propsSchema = closedObjectSchema(['brands'], {
  brands: {
    type: 'array',
    minItems: 1,
    items: closedObjectSchema(['id', 'label'], {
      id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      label: { type: 'string', 'x-i18n-key': true },
    }),
  },
});

export type UserTransferProps = FromSchema<typeof propsSchema>;
