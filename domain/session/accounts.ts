// SPEC section 4 "Other transitions": account update repeats, and phone bind.
import { ACTIVATION_TYPE } from '../auth/authConstants';

/** Account update repeats up to 5 times every 2500 ms (1000 ms when adding a currency). */
export const ACCOUNT_UPDATE_REPEATS = 5;
export const ACCOUNT_UPDATE_DELAY_MS = 2500;
export const ACCOUNT_UPDATE_DELAY_ADD_CURRENCY_MS = 1000;

/** Phone bind: activation type 0 becomes 3, type 1 becomes 2; others stay. */
export function activationTypeAfterPhoneBind(activationType: number): number {
  if (activationType === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.phoneOnly;
  if (activationType === ACTIVATION_TYPE.email) return ACTIVATION_TYPE.both;
  return activationType;
}

/** The reverse of a phone bind, when the customer unbinds it: 3 becomes 0, 2 becomes 1. */
export function activationTypeAfterPhoneUnbind(activationType: number): number {
  if (activationType === ACTIVATION_TYPE.phoneOnly) return ACTIVATION_TYPE.none;
  if (activationType === ACTIVATION_TYPE.both) return ACTIVATION_TYPE.email;
  return activationType;
}
