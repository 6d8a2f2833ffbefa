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
