// Where each JSON pointer of a document sits in its text: the value's range and, for an object
// member, its key's start. Lets a finding's pointer become an inline mark, a tree node a cursor
// position, and the cursor a pointer. Pure; expects text that JSON.parse accepts.

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
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const str = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const value = (pointer: string, keyFrom?: number) => {
    ws();
    const from = i;
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      while (i < text.length && text[i] !== '}') {
        const kFrom = i;
        str();
        const key = JSON.parse(text.slice(kFrom, i)) as string;
        ws();
        i++; // colon
        value(`${pointer}/${escapeToken(key)}`, kFrom);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '[') {
      i++;
      ws();
      let index = 0;
      while (i < text.length && text[i] !== ']') {
        value(`${pointer}/${index++}`);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') {
      str();
    } else {
      while (i < text.length && !',]} \t\n\r'.includes(text[i]!)) i++;
    }
    spans.set(pointer, keyFrom === undefined ? { from, to: i } : { from, to: i, keyFrom });
  };
  value('');
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
