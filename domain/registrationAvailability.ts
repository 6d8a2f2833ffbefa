// SPEC section 5: "Registration is available only if the site allows it and the site is not a
// VIP domain." SPEC section 6: visitors see registration and the registration widget.

export interface RegistrationFlags {
  isRegistrationAllowed?: boolean;
  isVipDomain?: boolean;
}

export function isRegistrationAvailable(flags: RegistrationFlags): boolean {
  return flags.isRegistrationAllowed === true && flags.isVipDomain !== true;
}
