import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  /** False inside a dialog, whose own title names the form. */
  showTitle: { type: 'boolean', default: true },
  /** The heading level of the title: 1 on the sign-in page, 2 elsewhere. */
  level: { enum: [1, 2], default: 1 },
});

export type AuthFormProps = PropsOf<typeof propsSchema>;
