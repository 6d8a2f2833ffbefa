import type { ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import type { WidgetNode } from '../schema/types';
import { RuledRootView, viewType } from './NodeView';
import type { PreparedNode, PreparedSlot, PropsValidators } from './preparedNode';
import type { WidgetRegistry } from './registry';
import { compileRule } from './rules';
import { describeValidationErrors } from './validationMessage';

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});
const NO_SLOT_CONTENT: Readonly<Record<string, ReactNode>> = Object.freeze({});
const NO_SLOTS: PreparedSlot[] = [];
const NO_CHILDREN: PreparedNode[] = [];
const NO_ENTRIES: readonly unknown[] = [];

interface PrepareScope {
  registry: WidgetRegistry;
  validators: PropsValidators;
}

const NO_VALIDATORS: PropsValidators = Object.freeze({});

/**
 * Does all the work a node needs once (registry lookup, props validation, rule compilation, the
 * elements of its views) so rendering does only what depends on the rule context. `source` names
 * the root node in reports and fallbacks, e.g. 'pages/home.json#/body'. A widget's props are
 * checked when `validators` has its validator: the server checked those of every tree it serves
 * (servedDocument.ts), so only a tree it did not (the studio preview's draft) passes them.
 */
export function preparePage(
  tree: WidgetNode,
  registry: WidgetRegistry,
  validators: PropsValidators = NO_VALIDATORS,
  source = '#',
): PreparedNode {
  const root = prepareNode(tree, source, '0', { registry, validators });
  // A root has no parent to evaluate its rule.
  if (root.rule !== null) root.element = jsx(RuledRootView, { node: root }, root.key);
  return root;
}

function prepareNode(
  node: WidgetNode,
  path: string,
  index: string,
  scope: PrepareScope,
): PreparedNode {
  const { registry, validators } = scope;
  const env = registry.env;
  const entry = registry.get(node.widget);
  const props = node.props ?? NO_PROPS;
  let problem: PreparedNode['problem'] = null;
  if (!entry) {
    problem = { kind: 'unknown-widget', message: `unknown widget ${node.widget}` };
  } else {
    const validate = validators[node.widget];
    if (validate !== undefined && !validate(props)) {
      problem = {
        kind: 'invalid-props',
        message: `invalid props: ${describeValidationErrors(validate.errors)}`,
      };
    }
  }
  if (problem && !env.dev) {
    env.report({ kind: problem.kind, message: `${node.widget}: ${problem.message}`, path });
  }

  let children: PreparedNode[] = NO_CHILDREN;
  let slots: PreparedSlot[] = NO_SLOTS;
  let rulesInSlots = false;
  if (!problem && node.slots) {
    slots = [];
    children = [];
    for (const name in node.slots) {
      const slotNodes = node.slots[name] as WidgetNode[];
      const nodes: PreparedNode[] = new Array(slotNodes.length);
      let hasLeaves = false;
      const slotPath = `${path}/slots/${name}/`;
      for (let i = 0; i < slotNodes.length; i++) {
        const child = prepareNode(slotNodes[i] as WidgetNode, slotPath + i, String(i), scope);
        if (child.rule !== null) rulesInSlots = true;
        if (child.children.length === 0 && child.problem === null) hasLeaves = true;
        children.push(child);
        nodes[i] = child;
      }
      slots.push({ name, nodes, hasLeaves });
    }
  }

  const rule =
    problem || node.visibleIf === undefined || node.visibleIf === true
      ? null
      : compileRule(node.visibleIf);
  const key = node.key ?? index;
  const prepared: PreparedNode = {
    widget: node.widget,
    path,
    key,
    entry,
    rule,
    problem,
    slots,
    children,
    rulesInSlots,
    lazy: node.lazy === true,
    env,
    element: null as never,
    view: null as never,
    placement: null,
    // A node with children gets its slots filled at render; a leaf's props never change.
    rendered: {
      props: { props, slots: NO_SLOT_CONTENT, path },
      entries: NO_ENTRIES,
      element: null,
    },
  };
  // jsx() keeps the props object as given (createElement would copy it).
  prepared.view = jsx(viewType(prepared), { node: prepared }, key);
  prepared.element = prepared.view;
  return prepared;
}

/** Every widget name a schema tree names, `lazy` subtrees included (its props validators). */
export function widgetNamesIn(tree: WidgetNode, into: Set<string> = new Set()): Set<string> {
  into.add(tree.widget);
  for (const name in tree.slots ?? {})
    for (const child of tree.slots![name] as WidgetNode[]) widgetNamesIn(child, into);
  return into;
}

/**
 * Every widget name a prepared tree uses, to preload their components together; `lazy` subtrees
 * are left out (they load when first rendered, see NodeView).
 */
export function widgetNamesOf(node: PreparedNode, into: Set<string> = new Set()): Set<string> {
  if (node.lazy) return into;
  into.add(node.widget);
  for (const child of node.children) widgetNamesOf(child, into);
  return into;
}
