import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['operation'], {
  /** Deposit pages are payment/{result}, withdrawal pages payment/withdraw/{result}. */
  operation: { enum: ['deposit', 'withdraw'] },
});

export type PaymentResultProps = PropsOf<typeof propsSchema>;
