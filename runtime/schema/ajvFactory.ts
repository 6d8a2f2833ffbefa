// The one way we configure ajv (Node and build side): JSON Schema 2020-12, every error at once
// on the Node side,
// strict mode so a typo in a schema is an error rather than a silently ignored keyword.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Options } from 'ajv';
import { CONTRACT_SCHEMAS } from './schemaSources.ts';
import { withoutAnnotations } from './withoutAnnotations.ts';

/** Marks a string prop as a dictionary reference "namespace:key" (checked by schemas:check). */
export const I18N_KEY_KEYWORD = 'x-i18n-key';

export interface AjvSetup {
  /** Node side: keep parentSchema in errors so messages can list the allowed properties. */
  verbose?: boolean;
  /** Build side: emit standalone ESM source (no compiler and no `new Function` in the client). */
  standalone?: boolean;
  /** Add the contract schemas (route table, page, …). */
  withContracts?: boolean;
}

export function createAjv(setup: AjvSetup = {}): Ajv2020 {
  const options: Options = {
    // The client needs a verdict and the first reason; every error at once is for QA tools,
    // and would double the size of the generated validators in the customer bundle.
    allErrors: !setup.standalone,
    strict: true,
    // node.schema.json's visibleIf is `["object", "boolean"]`.
    allowUnionTypes: true,
    verbose: setup.verbose ?? false,
    ...(setup.standalone ? { code: { source: true, esm: true } } : {}),
  };
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  ajv.addKeyword({ keyword: I18N_KEY_KEYWORD, schemaType: 'boolean' });
  if (setup.withContracts ?? true) {
    // The standalone code the client ships carries schema objects: without their words.
    for (const schema of CONTRACT_SCHEMAS)
      ajv.addSchema(setup.standalone ? withoutAnnotations(schema) : schema);
  }
  return ajv;
}
