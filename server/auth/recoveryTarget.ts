// Where a code goes: an e-mail, or a phone given as calling code + national number.
import { fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import { emailSchema, phoneCodeSchema, phoneNumberSchema } from './authSchemas';

export interface TargetBody {
  email?: string;
  phone?: string;
  phone_code?: string;
}

export const targetProperties = {
  email: emailSchema,
  phone: phoneNumberSchema,
  phone_code: phoneCodeSchema,
} as const;

export type Target =
  { ok: true; channel: 'email' | 'phone'; value: string } | { ok: false; message: string };

/** Exactly one of email or phone (+ phone_code); the message names the field otherwise. */
export function readTarget(body: TargetBody): Target {
  if (body.email !== undefined && body.phone !== undefined) {
    return { ok: false, message: 'body must have email or phone, not both' };
  }
  if (body.email !== undefined) {
    return { ok: true, channel: 'email', value: body.email.toLowerCase() };
  }
  if (body.phone !== undefined) {
    if (body.phone_code === undefined) {
      return { ok: false, message: 'body/phone_code is required with phone' };
    }
    const telCode = body.phone_code.replace(/^\+/, '');
    if (!isValidNationalNumber(telCode, body.phone)) {
      return { ok: false, message: 'body/phone does not fit the mask of the calling code' };
    }
    return { ok: true, channel: 'phone', value: fullPhoneNumber(telCode, body.phone) };
  }
  return { ok: false, message: 'body must have email or phone' };
}
