// The widget nodes of a page, layout or part (its `body` tree) with their JSON pointers, and
// the edits the tree offers (add a widget next to or inside a node). Pure.
import type { ContentKind } from '../../../domain/studio/contentKinds';
import { parsePointer } from './jsonPositions';

export interface TreeNode {
  pointer: string;
  widget: string;
  key?: string;
  depth: number;
  /** The slot of its parent it sits in ('' for the body). */
  slot: string;
  /** Slot names the node has (in document order). */
  slots: string[];
}

export const WIDGET_TREE_KINDS: readonly ContentKind[] = ['page', 'layout', 'part'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function widgetTree(doc: unknown): TreeNode[] {
  const nodes: TreeNode[] = [];
  const visit = (node: unknown, pointer: string, depth: number, slot: string) => {
    if (!isObject(node) || typeof node.widget !== 'string') return;
    const slots = isObject(node.slots) ? node.slots : {};
    nodes.push({
      pointer,
      widget: node.widget,
      ...(typeof node.key === 'string' ? { key: node.key } : {}),
      depth,
      slot,
      slots: Object.keys(slots),
    });
    for (const [name, children] of Object.entries(slots)) {
      if (!Array.isArray(children)) continue;
      children.forEach((child, i) =>
        visit(
          child,
          `${pointer}/slots/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/${i}`,
          depth + 1,
          name,
        ),
      );
    }
  };
  if (isObject(doc)) visit(doc.body, '/body', 0, '');
  return nodes;
}

/** The tree node holding `pointer` (the node itself or its nearest widget ancestor). */
export function nodeOfPointer(nodes: readonly TreeNode[], pointer: string): TreeNode | undefined {
  let best: TreeNode | undefined;
  for (const node of nodes) {
    if (
      (pointer === node.pointer || pointer.startsWith(`${node.pointer}/`)) &&
      (!best || node.pointer.length > best.pointer.length)
    )
      best = node;
  }
  return best;
}

/**
 * Inserts `child` after the node at `at` in its slot; at the body (no parent slot), into the
 * body's first slot (or a new `items` slot). Returns the new document and the child's pointer.
 */
export function insertWidget(
  doc: unknown,
  at: string,
  child: Json,
): { doc: unknown; pointer: string } {
  const copy = structuredClone(doc) as Json;
  const tokens = parsePointer(at);
  if (tokens.length >= 3 && tokens[tokens.length - 3] === 'slots') {
    const index = Number(tokens[tokens.length - 1]);
    const list = walk(copy, tokens.slice(0, -1)) as unknown[];
    list.splice(index + 1, 0, child);
    const parent = at.slice(0, at.lastIndexOf('/'));
    return { doc: copy, pointer: `${parent}/${index + 1}` };
  }
  const node = walk(copy, tokens) as Json;
  const slots = (isObject(node.slots) ? node.slots : (node.slots = {})) as Json;
  const name = Object.keys(slots)[0] ?? 'items';
  const list = (Array.isArray(slots[name]) ? slots[name] : (slots[name] = [])) as unknown[];
  list.push(child);
  return { doc: copy, pointer: `${at}/slots/${name}/${list.length - 1}` };
}

function walk(doc: unknown, tokens: string[]): unknown {
  let at = doc;
  for (const t of tokens) at = (at as Json)[t];
  return at;
}
