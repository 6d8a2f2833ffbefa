// Where a code goes: an e-mail, or a phone given as calling code + national number.
import { fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import { Refusal } from '../http/refusal';
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

export interface Target {
  channel: 'email' | 'phone';
  /** A lower-case e-mail, or the phone's digits (calling code first). */
  value: string;
}

/** Exactly one of email or phone (+ phone_code, with or without '+'); else a Refusal naming it. */
export function readTarget(body: TargetBody): Target {
  if (body.email !== undefined && body.phone !== undefined) {
    throw new Refusal(400, 'bad_request', 'body must have email or phone, not both');
  }
  if (body.email !== undefined) return { channel: 'email', value: body.email.toLowerCase() };
  if (body.phone !== undefined) {
    if (body.phone_code === undefined) {
      const message = 'body/phone_code is required with phone';
      throw new Refusal(400, 'missing_field', message, 'phone_code');
    }
    const telCode = body.phone_code.replace(/^\+/, '');
    if (!isValidNationalNumber(telCode, body.phone)) {
      const message = 'body/phone does not fit the mask of the calling code';
      throw new Refusal(400, 'invalid_field', message, 'phone');
    }
    return { channel: 'phone', value: fullPhoneNumber(telCode, body.phone) };
  }
  throw new Refusal(400, 'missing_field', 'body must have email or phone', 'email');
}
