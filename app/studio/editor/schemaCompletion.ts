// Completion from the JSON Schemas: property names (required first, with their descriptions),
// allowed values (enum, const, booleans), registered widget names for `widget`, and dictionary
// keys for text props. Works on half-typed JSON: positions come from the editor's syntax tree.
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import type { ContentKind } from '../../../domain/studio/contentKinds';
import {
  isTextKey,
  propertyChoices,
  schemasAt,
  starterValue,
  valueChoices,
  type WidgetSchemas,
} from './schemaModel';
import { valueAt } from './jsonPositions';

export interface CompletionData {
  kind: ContentKind;
  /** The last document that parsed (to know a node's widget). */
  doc: unknown;
  widgets: WidgetSchemas;
  /** Text keys ("namespace:key") with a short sample, for text props. */
  textKeys: readonly { key: string; sample: string }[];
  /** The catalogue's words: a widget's purpose and each prop's meaning. */
  docs?: ReadonlyMap<string, { description: string; props: Record<string, string> }>;
}

const VALUE_NODES = new Set(['String', 'Number', 'True', 'False', 'Null', 'Object', 'Array', '⚠']);
const escape = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

function propertyKey(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** The JSON pointer of the value node `node` (an Object, Array or scalar). */
export function pointerOfNode(state: EditorState, node: SyntaxNode): string {
  const tokens: string[] = [];
  let at: SyntaxNode | null = node;
  while (at && at.parent) {
    const parent: SyntaxNode = at.parent;
    if (parent.name === 'Property') {
      tokens.unshift(escape(propertyKey(state, parent) ?? ''));
      at = parent.parent;
      continue;
    }
    if (parent.name === 'Array') {
      let index = 0;
      for (let c = parent.firstChild; c && c.from < at.from; c = c.nextSibling)
        if (VALUE_NODES.has(c.name)) index++;
      tokens.unshift(String(index));
    }
    at = parent;
  }
  return tokens.length === 0 ? '' : `/${tokens.join('/')}`;
}

export function schemaCompletion(data: () => CompletionData) {
  return (context: CompletionContext): CompletionResult | null => {
    const { state, pos } = context;
    const node = syntaxTree(state).resolveInner(pos, -1);
    const d = data();
    const parent = node.parent;

    // A key: inside a property name, or an object where a member may start.
    const objectNode =
      node.name === 'PropertyName'
        ? parent?.parent
        : node.name === 'Object'
          ? node
          : node.name === '⚠' && parent?.name === 'Object'
            ? parent
            : undefined;
    if (objectNode) {
      const from = node.name === 'PropertyName' ? node.from : pos;
      const objectPointer = pointerOfNode(state, objectNode);
      const schemas = schemasAt(d.kind, d.doc, objectPointer, d.widgets);
      const widget = objectPointer.endsWith('/props')
        ? valueAt(d.doc, `${objectPointer.slice(0, -'/props'.length)}/widget`)
        : undefined;
      const propDocs = typeof widget === 'string' ? d.docs?.get(widget)?.props : undefined;
      const present = new Set(objectNode.getChildren('Property').map((p) => propertyKey(state, p)));
      const options: Completion[] = propertyChoices(schemas)
        .filter(
          (c) =>
            !present.has(c.name) ||
            (node.name === 'PropertyName' && c.name === propertyKey(state, parent!)),
        )
        .map((c) => ({
          label: JSON.stringify(c.name),
          type: 'property',
          detail: c.required ? 'required' : undefined,
          info: c.description ?? propDocs?.[c.name],
          apply: `${JSON.stringify(c.name)}: ${JSON.stringify(starterValue(c.schema))}`,
          boost: c.required ? 1 : 0,
        }));
      if (options.length === 0 && !context.explicit) return null;
      return { from, options, validFor: /^"?[\w$-]*"?$/ };
    }

    // A value of a property (or an array item).
    const isValue =
      VALUE_NODES.has(node.name) && (parent?.name === 'Property' || parent?.name === 'Array');
    if (!isValue && !(node.name === 'Property' && node.lastChild?.name === ':')) return null;
    const valueNode = isValue ? node : undefined;
    const pointer = valueNode
      ? pointerOfNode(state, valueNode)
      : `${pointerOfNode(state, node.parent!)}/${escape(propertyKey(state, node) ?? '')}`;
    const from = valueNode ? valueNode.from : pos;
    const schemas = schemasAt(d.kind, d.doc, pointer, d.widgets);
    const options: Completion[] = [];
    if (
      pointer.endsWith('/widget') &&
      schemasAt(d.kind, d.doc, pointer.slice(0, -7), d.widgets).some(
        (s) => s.title === 'Widget node',
      )
    ) {
      for (const name of [...d.widgets.keys()].sort())
        options.push({
          label: JSON.stringify(name),
          type: 'class',
          displayLabel: name,
          info: d.docs?.get(name)?.description,
        });
    }
    if (isTextKey(schemas)) {
      for (const t of d.textKeys)
        options.push({
          label: JSON.stringify(t.key),
          displayLabel: t.key,
          type: 'text',
          info: t.sample,
        });
    }
    for (const v of valueChoices(schemas)) options.push({ label: JSON.stringify(v), type: 'enum' });
    if (options.length === 0) return null;
    return { from, options, validFor: /^"?[^"]*"?$/ };
  };
}
