import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  /**
   * SPEC section 2 "Registration: popup or right-side widget": the registration slot opens as
   * a centred popup or as a panel on the right edge.
   */
  registrationPlacement: { enum: ['center', 'side'], default: 'center' },
});

export type HeaderAccountProps = PropsOf<typeof propsSchema>;
