import type { PropsValidatorError } from './preparedNode';

/** Turns ajv errors into one readable sentence, e.g. "/odds must be number; must NOT have additional property 'x'". */
export function describeValidationErrors(
  errors: readonly PropsValidatorError[] | null | undefined,
): string {
  if (!errors || errors.length === 0) return 'does not match its schema';
  return errors
    .slice(0, 5)
    .map((error) => {
      const where = error.instancePath === '' ? '' : `${error.instancePath} `;
      const extra =
        error.keyword === 'additionalProperties' &&
        typeof error.params.additionalProperty === 'string'
          ? ` '${error.params.additionalProperty}'`
          : '';
      return `${where}${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');
}
