import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  initialBets: { type: 'integer', minimum: 1, maximum: 20, default: 3 },
});

export type BettingCalculatorProps = PropsOf<typeof propsSchema>;
