// JSON Schemas shared by the auth routes (validation and the OpenAPI document).
import { PASSWORD_MAX_LENGTH } from '../../domain/auth/authConstants';
import { errorResponseSchema } from '../http/httpSchemas';
import { objectSchema } from '../../domain/contract/jsonSchema';

export const successSchema = objectSchema(['success'], { success: { type: 'boolean' } });

/**
 * Sign-in refusals: errorResponseSchema's reason and field, and `code`, a captcha code of SPEC
 * section 8 (100, 111, 112, 113) when present.
 */
export const authErrorSchema = objectSchema(['error', 'message'], {
  ...errorResponseSchema.properties,
  code: {
    type: 'integer',
    description: 'Captcha codes: 100 required, 111 wrong, 112 expired, 113 used/unknown',
  },
});

export const passwordSchema = {
  type: 'string',
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
/** A national phone number, digits only (the mask's digits). */
export const phoneNumberSchema = { type: 'string', pattern: '^[0-9]{4,15}$' } as const;
/** A calling code, with or without '+'. */
export const phoneCodeSchema = { type: 'string', pattern: '^\\+?[0-9]{1,4}$' } as const;
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
export const codeSchema = { type: 'string', pattern: '^[0-9]{4,8}$' } as const;

/** users.id as the JSON number the client uses (bigint ids stay far below 2^53). */
export const userIdSchema = { type: 'integer', minimum: 1 } as const;

/** 451 of requireConfirmedTerms: use it in the response schema of every route guarded by it. */
export const termsRequiredSchema = objectSchema(['error', 'message', 'reason', 'exception_code'], {
  ...errorResponseSchema.properties,
  exception_code: {
    type: 'integer',
    description: '1: confirm the changed terms (SPEC section 8)',
  },
});
