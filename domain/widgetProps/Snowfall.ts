import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  flakes: { type: 'integer', minimum: 0, maximum: 48, default: 24 },
});

export type SnowfallProps = PropsOf<typeof propsSchema>;
