import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /**
     * 'modal': the forgot-password modal on home (SPEC section 2, showForgotPasswordModal=1);
     * closing it drops the query. 'page': user/passwordreset.
     */
    variant: { enum: ['modal', 'page'], default: 'page' },
  },
} as const;

export type PasswordRecoveryProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
