// The instant part of the check, in the browser: the document against its kind's schema and
// every widget node's props against the widget's schema, with the precompiled validators the
// site itself uses and the words schemas:check prints. The cross-file rules (dictionary keys,
// routes, rules) come from the server's check.
import {
  validateLayout,
  validatePage,
  validatePart,
  validateRouteTable,
  widgetPropsValidators,
  type ValidateFunction,
} from 'virtual:schema-validators';
import type { ContentKind } from '../../../domain/studio/contentKinds';
import { formatSchemaErrors } from '../../../runtime/schema/errorFormat';
import type { Finding } from '../../../runtime/schema/finding';
import { widgetTree } from './widgetTree';

const DOCUMENT_VALIDATORS: Partial<Record<ContentKind, ValidateFunction>> = {
  page: validatePage,
  layout: validateLayout,
  part: validatePart,
  routes: validateRouteTable,
};

export function localFindings(kind: ContentKind, doc: unknown, file: string): Finding[] {
  const validate = DOCUMENT_VALIDATORS[kind];
  const findings: Finding[] = [];
  if (validate && !validate(doc)) findings.push(...formatSchemaErrors(validate.errors, file));
  for (const node of widgetTree(doc)) {
    const props = widgetPropsValidators[node.widget];
    if (!props) {
      findings.push({
        file,
        pointer: `${node.pointer}/widget`,
        message: `unknown widget '${node.widget}'`,
      });
      continue;
    }
    const value = propsOf(doc, node.pointer);
    if (!props(value)) {
      findings.push(
        ...formatSchemaErrors(props.errors, file, {
          pointerPrefix: `${node.pointer}/props`,
          messagePrefix: `${node.widget} props: `,
        }),
      );
    }
  }
  return findings;
}

function propsOf(doc: unknown, pointer: string): unknown {
  let at: unknown = doc;
  for (const token of pointer.slice(1).split('/')) at = (at as Record<string, unknown>)[token];
  return (at as { props?: unknown }).props ?? {};
}

/** The repository file a resource stands for: findings name it as schemas:check does. */
export function resourceFile(brand: string, kind: ContentKind, id: string): string {
  switch (kind) {
    case 'page':
      return `schemas/pages/${id}.json`;
    case 'layout':
      return `schemas/layouts/${id}.json`;
    case 'part':
      return `schemas/parts/${id}.json`;
    case 'routes':
      return 'schemas/routes.json';
    case 'brandConfig':
      return `configs/brands/${brand}/site.json`;
    case 'brandBook':
      return `configs/brands/${brand}/brandbook.json`;
    case 'dictionary':
      return `configs/brands/${brand}/overrides/locales/${id}.json`;
  }
}
