import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['operation'], {
  /** Deposit pages are payment/{result}, withdrawal pages payment/withdraw/{result}. */
  operation: { enum: ['deposit', 'withdraw'] },
});

export type PaymentResultProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
