import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['operation'],
  properties: {
    /** Deposit pages are payment/{result}, withdrawal pages payment/withdraw/{result}. */
    operation: { enum: ['deposit', 'withdraw'] },
  },
} as const;

export type PaymentResultProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
