// Where each JSON pointer of a document sits in its text: the value's range and, for an object
// member, its key's start. Lets a finding's pointer become an inline mark, a tree node a cursor
// position, and the cursor a pointer. Pure; expects text that JSON.parse accepts (jsonc-parser
// reads it).
import { parseTree, type Node } from 'jsonc-parser';

export interface JsonSpan {
  /** The value's first and after-last offsets. */
  from: number;
  to: number;
  /** The member's key offset (the opening quote), when the value is an object member. */
  keyFrom?: number;
}

export type JsonPositions = Map<string, JsonSpan>;

const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

export function jsonPositions(text: string): JsonPositions {
  const spans: JsonPositions = new Map();
  const visit = (node: Node, pointer: string, keyFrom?: number) => {
    const span = { from: node.offset, to: node.offset + node.length };
    spans.set(pointer, keyFrom === undefined ? span : { ...span, keyFrom });
    if (node.type === 'object') {
      for (const member of node.children ?? []) {
        const [key, value] = member.children ?? [];
        if (key === undefined || value === undefined) continue;
        visit(value, `${pointer}/${escapeToken(String(key.value))}`, key.offset);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((item, index) => visit(item, `${pointer}/${index}`));
    }
  };
  const root = parseTree(text, [], { disallowComments: true });
  if (root !== undefined) visit(root, '');
  return spans;
}

/** The deepest pointer whose span holds `offset` (the key counts as part of its member). */
export function pointerAt(positions: JsonPositions, offset: number): string {
  let best = '';
  let bestSize = Infinity;
  for (const [pointer, span] of positions) {
    const from = span.keyFrom ?? span.from;
    if (offset >= from && offset <= span.to && span.to - from < bestSize) {
      best = pointer;
      bestSize = span.to - from;
    }
  }
  return best;
}

/**
 * The span to mark for a finding's pointer: the pointer itself, else its nearest existing
 * ancestor (a missing required property is reported at the object that lacks it).
 */
export function spanOfPointer(positions: JsonPositions, pointer: string): JsonSpan | undefined {
  let at = pointer;
  for (;;) {
    const span = positions.get(at);
    if (span) return span;
    if (at === '') return undefined;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}

export function parsePointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function valueAt(doc: unknown, pointer: string): unknown {
  let at: unknown = doc;
  for (const token of parsePointer(pointer)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[token];
  }
  return at;
}
