/**
 * Where a form shows a refusal: at the field it names when the form has that field (one of
 * `fields`), any other for the whole form.
 */
export function failurePlaces<F extends { field?: string }>(
  failure: F | null,
  fields: readonly string[],
  word: (failure: F) => string,
): { fieldError: (field: string) => string | null; formError: string | null } {
  return {
    fieldError: (field) => (failure?.field === field ? word(failure) : null),
    formError: failure && !fields.includes(failure.field ?? '') ? word(failure) : null,
  };
}
