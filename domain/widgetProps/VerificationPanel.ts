import type { FromSchema } from 'json-schema-to-ts';
import { DOCUMENT_KINDS } from '../verification/verificationState';
import { closedObjectSchema } from '../contract/jsonSchema';

// The page's heading and intro (dictionary keys), and the document kinds the upload offers.
export const propsSchema = closedObjectSchema(['titleKey', 'introKey', 'kinds'], {
  titleKey: { type: 'string', minLength: 1, 'x-i18n-key': true },
  introKey: { type: 'string', minLength: 1, 'x-i18n-key': true },
  kinds: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: [...DOCUMENT_KINDS] },
  },
});

export type VerificationPanelProps = FromSchema<typeof propsSchema>;
