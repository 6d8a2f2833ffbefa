import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  /**
   * 'modal': the forgot-password modal on home (SPEC section 2, showForgotPasswordModal=1);
   * closing it drops the query. 'page': user/passwordreset.
   */
  variant: { enum: ['modal', 'page'], default: 'page' },
});

export type PasswordRecoveryProps = PropsOf<typeof propsSchema>;
