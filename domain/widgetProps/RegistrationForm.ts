import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  /**
   * SPEC section 2 "Registration: popup or right-side widget". 'page' renders in place; the
   * popup variant is opened by HeaderAccount; 'side' is the right-side column widget.
   */
  variant: { enum: ['page', 'popup', 'side'], default: 'page' },
  /** The type selected first (SPEC section 2: registration/{type?}). */
  initialType: { enum: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'], default: 'fast_reg' },
  showTitle: { type: 'boolean', default: true },
  level: { enum: [1, 2], default: 1 },
});

export type RegistrationFormProps = PropsOf<typeof propsSchema>;
