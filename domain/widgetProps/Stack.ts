import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  gap: { enum: ['none', 'small', 'medium', 'large'], default: 'medium' },
  /** Fills the viewport height, so a footer below stays at the bottom of short pages. */
  fullHeight: { type: 'boolean', default: false },
});

export type StackProps = PropsOf<typeof propsSchema>;
