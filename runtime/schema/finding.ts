// A finding is one thing wrong with one place of one file, in words QA can act on (JSON Forms
// style: the exact element, not the schema keyword). Pure: the client may use it too.

export interface Finding {
  /** Path of the file relative to the content root, e.g. 'schemas/pages/home.json'. */
  file: string;
  /** JSON pointer (RFC 6901) inside the file; '' is the whole document. */
  pointer: string;
  message: string;
}

/** 'file#pointer: message', or 'file: message' for the whole document. */
export function formatFinding(f: Finding): string {
  return f.pointer === '' ? `${f.file}: ${f.message}` : `${f.file}#${f.pointer}: ${f.message}`;
}

/** Appends reference tokens to a JSON pointer, escaping '~' and '/' (RFC 6901). */
export function pointerJoin(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>(
    (acc, t) => `${acc}/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`,
    base,
  );
}
