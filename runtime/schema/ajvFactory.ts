// The one way we configure ajv (Node and build side): JSON Schema 2020-12, every error at once
// on the Node side,
// strict mode so a typo in a schema is an error rather than a silently ignored keyword.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Options } from 'ajv';
import { CONTRACT_SCHEMAS } from './schemaSources.ts';

/** Marks a string prop as a dictionary reference "namespace:key" (checked by schemas:check). */
export const I18N_KEY_KEYWORD = 'x-i18n-key';

export interface AjvSetup {
  /** Node side: keep parentSchema in errors so messages can list the allowed properties. */
  verbose?: boolean;
  /** Stop at the first error, as the client's validators do (smaller code, one reason is enough). */
  firstError?: boolean;
  /** Keep each validator's source for ajv standalone code (standaloneValidators.ts), as ES modules. */
  standalone?: boolean;
  /** Add the contract schemas (route table, page, …). */
  withContracts?: boolean;
  /** Applied to each contract schema before it is added. */
  transformSchema?: <S extends object>(schema: S) => S;
}

export function createAjv(setup: AjvSetup = {}): Ajv2020 {
  const options: Options = {
    // QA tools get every error at once; the client needs a verdict and the first reason.
    allErrors: !setup.firstError,
    strict: true,
    // node.schema.json's visibleIf is `["object", "boolean"]`.
    allowUnionTypes: true,
    verbose: setup.verbose ?? false,
    ...(setup.standalone ? { code: { source: true, esm: true, lines: false } } : {}),
  };
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  ajv.addKeyword({ keyword: I18N_KEY_KEYWORD, schemaType: 'boolean' });
  if (setup.withContracts ?? true) {
    for (const schema of CONTRACT_SCHEMAS) ajv.addSchema(setup.transformSchema?.(schema) ?? schema);
  }
  return ajv;
}
