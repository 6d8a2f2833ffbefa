/**
 * A brand's terms of a feature from its site file: each field the brand sets, the default for the
 * rest (and nothing the defaults do not name).
 */
export function brandTerms<T extends object>(defaults: T, own: Partial<T> | undefined): T {
  const terms = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = own?.[key];
    if (value !== undefined) terms[key] = value;
  }
  return terms;
}
