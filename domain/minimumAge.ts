// SPEC section 2 "Layout rules" (minimum-age icon in the footer) and section 8 (age restriction
// notice); the site config's minimumAge defaults to 18 and stays within 16..25. The age the footer
// shows is the age registration and personal data enforce: one function gives both.
export const DEFAULT_MINIMUM_AGE = 18;
export const MINIMUM_AGE_RANGE = { min: 16, max: 25 } as const;

/** The brand's minimum age in years; a missing or out-of-range value gives the default. */
export function minimumAgeOf(minimumAge: number | undefined): number {
  return minimumAge !== undefined &&
    Number.isInteger(minimumAge) &&
    minimumAge >= MINIMUM_AGE_RANGE.min &&
    minimumAge <= MINIMUM_AGE_RANGE.max
    ? minimumAge
    : DEFAULT_MINIMUM_AGE;
}

/** The badge text of the minimum-age icon, e.g. '18+'. Out-of-range values fall back to the default. */
export function minimumAgeBadge(minimumAge: number | undefined): string {
  return `${minimumAgeOf(minimumAge)}+`;
}
