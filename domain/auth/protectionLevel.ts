// SPEC section 3 "User config" protection_level / protection_methods and section 4 "Protection
// level: under 30 bad, 31-69 normal, 70-99 good, 100 full".

export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/** Points each method adds; all five make 100. */
export const PROTECTION_POINTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  is_changed_password: 10,
  enable_two_factor_auth: 40,
  enable_phone_binding: 20,
  enable_security_question: 10,
  enable_email_auth: 20,
};

export function protectionLevel(methods: ProtectionMethods): number {
  let level = 0;
  for (const key of Object.keys(PROTECTION_POINTS) as (keyof ProtectionMethods)[]) {
    if (methods[key]) level += PROTECTION_POINTS[key];
  }
  return level;
}

export type ProtectionGrade = 'bad' | 'normal' | 'good' | 'full';

/** SPEC section 4 bands; 30 itself (between "under 30" and "31-69") counts as bad. */
export function protectionGrade(level: number): ProtectionGrade {
  if (level >= 100) return 'full';
  if (level >= 70) return 'good';
  if (level >= 31) return 'normal';
  return 'bad';
}
