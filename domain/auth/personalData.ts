// SPEC section 3 "Personal data fields": which ones the customer edits (PUT
// /web-api/user/personal-data) and which the server fills in (ids, dates, contacts).

/** Editable text fields and their largest length. */
export const EDITABLE_PERSONAL_FIELDS = {
  user_name: 100,
  user_surname: 100,
  user_middle_name: 100,
  user_birthday_place: 200,
  user_geo_location_region: 200,
  user_geo_location_city: 200,
  user_geo_location_country: 200,
  user_registration_address: 300,
  user_passport_number: 32,
  user_passport_series: 16,
  user_passport_type: 32,
  user_passport_issued_by: 300,
  user_passport_inn: 20,
  user_passport_data: 500,
} as const;

/** Editable date fields (YYYY-MM-DD). */
export const EDITABLE_PERSONAL_DATES = ['user_birthday_date', 'user_passport_issue_date'] as const;

export type EditablePersonalField =
  keyof typeof EDITABLE_PERSONAL_FIELDS | (typeof EDITABLE_PERSONAL_DATES)[number];

export const EDITABLE_PERSONAL_FIELD_NAMES: readonly EditablePersonalField[] = [
  ...(Object.keys(EDITABLE_PERSONAL_FIELDS) as (keyof typeof EDITABLE_PERSONAL_FIELDS)[]),
  ...EDITABLE_PERSONAL_DATES,
];

/** Whether a YYYY-MM-DD birthday makes the customer at least `minimumAge` on `today`. */
export function isOldEnough(birthday: string, minimumAge: number, today: Date): boolean {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const age =
    today.getUTCFullYear() -
    y -
    (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)
      ? 1
      : 0);
  return age >= minimumAge;
}

/** Why a date of birth is refused: not a calendar date, a day after today, or under the age. */
export type BirthDateProblem = 'invalid' | 'future' | 'too_young';

/**
 * Checks a YYYY-MM-DD date of birth against the brand's minimum age (minimumAgeOf, the age of the
 * footer's badge) on `today` (UTC): registration and personal data refuse what this names.
 */
export function birthDateProblem(
  birthday: string,
  minimumAge: number,
  today: Date,
): BirthDateProblem | null {
  if (!isCalendarDate(birthday)) return 'invalid';
  if (birthday > today.toISOString().slice(0, 10)) return 'future';
  return isOldEnough(birthday, minimumAge, today) ? null : 'too_young';
}

/** YYYY-MM-DD naming a day that exists (2023-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
