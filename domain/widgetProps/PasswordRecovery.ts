import type { FromSchema } from 'json-schema-to-ts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  /**
   * 'modal': the forgot-password modal on home (SPEC section 2, showForgotPasswordModal=1);
   * closing it drops the query. 'page': user/passwordreset.
   */
  variant: { enum: ['modal', 'page'], default: 'page' },
});

export type PasswordRecoveryProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
