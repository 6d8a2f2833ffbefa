// Countries for registration and phone input (SPEC section 3 "Phone country", "Phone mask";
// section 7 "Phone countries (id, name, country_code, tel_code)" and "Phone masks (CountryId,
// Mask, Max, Min)"). `id` is the ISO 3166-1 numeric code; `mask` uses # for one digit of the
// national number; `min`/`max` bound the national number's digits.

export interface Country {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, lower case (SPEC section 9 geo fallback 'ru'). */
  countryCode: string;
  /** The calling code without '+'. */
  telCode: string;
  mask: string;
  min: number;
  max: number;
}

export const COUNTRIES: readonly Country[] = [
  {
    id: 643,
    name: 'Russia',
    countryCode: 'ru',
    telCode: '7',
    mask: '(###) ###-##-##',
    min: 10,
    max: 10,
  },
  {
    id: 398,
    name: 'Kazakhstan',
    countryCode: 'kz',
    telCode: '7',
    mask: '(###) ###-##-##',
    min: 10,
    max: 10,
  },
  {
    id: 804,
    name: 'Ukraine',
    countryCode: 'ua',
    telCode: '380',
    mask: '(##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 112,
    name: 'Belarus',
    countryCode: 'by',
    telCode: '375',
    mask: '(##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 31,
    name: 'Azerbaijan',
    countryCode: 'az',
    telCode: '994',
    mask: '(##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 860,
    name: 'Uzbekistan',
    countryCode: 'uz',
    telCode: '998',
    mask: '(##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 51,
    name: 'Armenia',
    countryCode: 'am',
    telCode: '374',
    mask: '(##) ###-###',
    min: 8,
    max: 8,
  },
  {
    id: 268,
    name: 'Georgia',
    countryCode: 'ge',
    telCode: '995',
    mask: '(###) ##-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 417,
    name: 'Kyrgyzstan',
    countryCode: 'kg',
    telCode: '996',
    mask: '(###) ###-###',
    min: 9,
    max: 9,
  },
  {
    id: 762,
    name: 'Tajikistan',
    countryCode: 'tj',
    telCode: '992',
    mask: '(##) ###-####',
    min: 9,
    max: 9,
  },
  {
    id: 498,
    name: 'Moldova',
    countryCode: 'md',
    telCode: '373',
    mask: '(####) ####',
    min: 8,
    max: 8,
  },
  {
    id: 276,
    name: 'Germany',
    countryCode: 'de',
    telCode: '49',
    mask: '#### #######',
    min: 10,
    max: 11,
  },
  {
    id: 826,
    name: 'United Kingdom',
    countryCode: 'gb',
    telCode: '44',
    mask: '#### ######',
    min: 10,
    max: 10,
  },
  {
    id: 840,
    name: 'United States',
    countryCode: 'us',
    telCode: '1',
    mask: '(###) ###-####',
    min: 10,
    max: 10,
  },
  {
    id: 792,
    name: 'Turkey',
    countryCode: 'tr',
    telCode: '90',
    mask: '(###) ###-##-##',
    min: 10,
    max: 10,
  },
  {
    id: 616,
    name: 'Poland',
    countryCode: 'pl',
    telCode: '48',
    mask: '###-###-###',
    min: 9,
    max: 9,
  },
  {
    id: 250,
    name: 'France',
    countryCode: 'fr',
    telCode: '33',
    mask: '# ## ## ## ##',
    min: 9,
    max: 9,
  },
  {
    id: 380,
    name: 'Italy',
    countryCode: 'it',
    telCode: '39',
    mask: '### ### ####',
    min: 9,
    max: 10,
  },
  { id: 724, name: 'Spain', countryCode: 'es', telCode: '34', mask: '### ### ###', min: 9, max: 9 },
  {
    id: 356,
    name: 'India',
    countryCode: 'in',
    telCode: '91',
    mask: '#####-#####',
    min: 10,
    max: 10,
  },
];

export const COUNTRY_IDS: readonly number[] = COUNTRIES.map((c) => c.id);

const BY_ID = new Map(COUNTRIES.map((c) => [c.id, c]));

export function findCountry(id: number): Country | undefined {
  return BY_ID.get(id);
}

/** Calling codes in use, longest first (so 380 is tried before 38 or 3). */
const TEL_CODES = [...new Set(COUNTRIES.map((c) => c.telCode))].sort((a, b) => b.length - a.length);

/** Whether a national number fits some country with this calling code. */
export function isValidNationalNumber(telCode: string, national: string): boolean {
  if (!/^\d+$/.test(national)) return false;
  return COUNTRIES.some(
    (c) => c.telCode === telCode && national.length >= c.min && national.length <= c.max,
  );
}

export function isKnownTelCode(telCode: string): boolean {
  return TEL_CODES.includes(telCode);
}

/** The stored form of a phone: calling code and national number, digits only (E.164 without '+'). */
export function fullPhoneNumber(telCode: string, national: string): string {
  return `${telCode.replace(/^\+/, '')}${national}`;
}

/** A calling code as typed ('+7', '7', ' +380 ') as its digits ('7', '380'): '+' is optional. */
export function telCodeDigits(typed: string): string {
  return typed.replace(/[\s()-]/g, '').replace(/^\+/, '');
}

/** A national number as typed ('916 111-22-33', '(916) 1112233') as its digits. */
export function nationalDigits(typed: string): string {
  return typed.replace(/[\s().-]/g, '');
}

/** The brand's geo country when it is in the list, else the first country (SPEC section 9 'ru'). */
export function defaultCountryId(geoCountryId: number | undefined): number {
  return (
    (geoCountryId === undefined ? undefined : findCountry(geoCountryId))?.id ?? COUNTRIES[0]!.id
  );
}

/** The calling code shown for a country: '+7'. */
export function telCodeOfCountry(countryId: number): string {
  const country = findCountry(countryId);
  return country ? `+${country.telCode}` : '';
}
