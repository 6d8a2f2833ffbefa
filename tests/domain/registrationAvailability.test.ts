import { describe, expect, it } from 'vitest';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';

describe('isRegistrationAvailable (SPEC section 5)', () => {
  it('is available only when the site allows registration and is not a VIP domain', () => {
    expect(isRegistrationAvailable({ isRegistrationAllowed: true })).toBe(true);
    expect(isRegistrationAvailable({ isRegistrationAllowed: true, isVipDomain: false })).toBe(true);
    expect(isRegistrationAvailable({ isRegistrationAllowed: true, isVipDomain: true })).toBe(false);
    expect(isRegistrationAvailable({ isRegistrationAllowed: false })).toBe(false);
  });

  it('treats a flag the brand leaves out as not allowing registration', () => {
    expect(isRegistrationAvailable({})).toBe(false);
    expect(isRegistrationAvailable({ isVipDomain: false })).toBe(false);
  });
});
