// The date of birth wherever the server writes one (registration, personal data): a calendar day,
// not after today, and at least the brand's minimum age, the age of the footer's badge (SPEC
// section 2 "Layout rules", site config minimumAge; domain/minimumAge.ts).
import { birthDateProblem } from '../../domain/auth/personalData';
import { minimumAgeOf } from '../../domain/minimumAge';
import { Refusal } from '../http/refusal';

export const BIRTH_DATE_FIELD = 'user_birthday_date';

/** Throws the Refusal of a date of birth the brand does not accept (reason and field). */
export function refuseBirthDate(
  birthday: string,
  siteMinimumAge: number | undefined,
  today: Date,
): void {
  const minimumAge = minimumAgeOf(siteMinimumAge);
  const field = BIRTH_DATE_FIELD;
  switch (birthDateProblem(birthday, minimumAge, today)) {
    case 'invalid':
      throw new Refusal(400, 'invalid_field', `body/${field} is not a calendar date`, field);
    case 'future':
      throw new Refusal(400, 'date_in_future', `body/${field} is after today`, field);
    case 'too_young':
      throw new Refusal(
        400,
        'too_young',
        `body/${field}: the customer must be at least ${minimumAge}`,
        field,
      );
    case null:
      return;
  }
}
