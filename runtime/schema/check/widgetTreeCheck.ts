// Checks a widget tree (page, layout or part body): known widgets, props against each
// widget's schema, dictionary references, visibleIf rules, remote part names, PageOutlets.
import type { ValidateFunction } from 'ajv';
import { formatSchemaErrors } from '../errorFormat.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { didYouMean } from '../suggest.ts';
import type { WidgetNode } from '../types.ts';
import type { WidgetPropsSpec } from '../validators.ts';
import { findTextReferences } from './i18nKeyProps.ts';
import { checkJsonLogicRule } from './jsonLogicCheck.ts';
import { VISIBILITY_CONTEXT } from './ruleContext.ts';
import { checkTextReference, type LoadedDictionaries, type TextCatalog } from './textCatalog.ts';

export const PAGE_OUTLET = 'PageOutlet';
export const REMOTE_PART = 'RemotePart';

export interface WidgetRegistryView {
  specs: ReadonlyMap<string, WidgetPropsSpec>;
  validators: ReadonlyMap<string, ValidateFunction>;
}

export interface TreeCheckOptions {
  file: string;
  kind: 'page' | 'layout' | 'part';
  registry: WidgetRegistryView;
  partNames: ReadonlySet<string>;
  catalog: TextCatalog;
  loaded: LoadedDictionaries;
}

export function walkWidgetTree(
  node: WidgetNode,
  pointer: string,
  visit: (node: WidgetNode, pointer: string) => void,
): void {
  visit(node, pointer);
  for (const [slot, children] of Object.entries(node.slots ?? {})) {
    children.forEach((child, i) =>
      walkWidgetTree(child, pointerJoin(pointer, 'slots', slot, i), visit),
    );
  }
}

export function checkWidgetTree(body: WidgetNode, opts: TreeCheckOptions): Finding[] {
  const findings: Finding[] = [];
  const { file, registry } = opts;
  const outlets: string[] = [];
  walkWidgetTree(body, '/body', (node, at) => {
    const spec = registry.specs.get(node.widget);
    if (spec === undefined) {
      findings.push({
        file,
        pointer: pointerJoin(at, 'widget'),
        message: `unknown widget '${node.widget}'${didYouMean(node.widget, registry.specs.keys())}`,
      });
    } else {
      const props = node.props ?? {};
      const propsAt = pointerJoin(at, 'props');
      const validate = registry.validators.get(node.widget);
      if (validate !== undefined && !validate(props)) {
        findings.push(
          ...formatSchemaErrors(validate.errors, file, {
            pointerPrefix: propsAt,
            messagePrefix: `${node.widget} props: `,
          }),
        );
      }
      for (const ref of findTextReferences(spec.propsSchema, props, propsAt)) {
        findings.push(
          ...checkTextReference(
            ref.value,
            { file, pointer: ref.pointer },
            opts.catalog,
            opts.loaded,
          ),
        );
      }
      if (
        node.widget === REMOTE_PART &&
        typeof props.name === 'string' &&
        !opts.partNames.has(props.name)
      ) {
        findings.push({
          file,
          pointer: pointerJoin(propsAt, 'name'),
          message: `remote part '${props.name}' does not exist in schemas/parts${didYouMean(props.name, opts.partNames)}`,
        });
      }
    }
    if (node.widget === PAGE_OUTLET) outlets.push(at);
    if (node.visibleIf !== undefined) {
      findings.push(
        ...checkJsonLogicRule(node.visibleIf, {
          file,
          pointer: pointerJoin(at, 'visibleIf'),
          context: VISIBILITY_CONTEXT,
          label: 'visibleIf',
        }),
      );
    }
  });
  if (opts.kind === 'layout') {
    if (outlets.length === 0) {
      findings.push({
        file,
        pointer: '/body',
        message: `a layout holds exactly one ${PAGE_OUTLET}, found none`,
      });
    }
    for (const extra of outlets.slice(1)) {
      findings.push({
        file,
        pointer: extra,
        message: `a layout holds exactly one ${PAGE_OUTLET}, found ${outlets.length} (first at ${outlets[0]})`,
      });
    }
  } else {
    for (const at of outlets) {
      findings.push({
        file,
        pointer: at,
        message: `${PAGE_OUTLET} belongs in layouts only, not in ${opts.kind === 'page' ? 'a page' : 'a part'}`,
      });
    }
  }
  return findings;
}
