// Parses JSON and, when it is malformed, says where: line, column and what was expected.
// JSON.parse's own messages differ between engines and often give no position, so a small
// scanner walks the text to find the first error.

export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

export function parseJsonWithLocation(text: string): JsonParseResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const located = locateSyntaxError(source) ?? {
      offset: 0,
      message: (error as Error).message,
    };
    const before = source.slice(0, located.offset).split('\n');
    return {
      ok: false,
      line: before.length,
      column: before[before.length - 1]!.length + 1,
      message: located.message,
    };
  }
}

interface SyntaxProblem {
  offset: number;
  message: string;
}

class JsonScanError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** The first syntax error of `text`, or undefined when the scanner finds none. */
export function locateSyntaxError(text: string): SyntaxProblem | undefined {
  let i = 0;
  const fail = (expected: string): never => {
    const found = i >= text.length ? 'the end of the file' : `'${text[i]}'`;
    throw new JsonScanError(i, `expected ${expected} but found ${found}`);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('a value');
  };
  const string = (what = 'a string in double quotes') => {
    if (text[i] !== '"') fail(what);
    i++;
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fail('the closing double quote of the string');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('four hex digits after \\u');
          i += 4;
        } else if (i >= text.length || !'"\\/bfnrt'.includes(text[i]!)) fail('a valid escape');
      }
      i++;
    }
    if (i >= text.length) fail('the closing double quote of the string');
    i++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail('a value');
    i += match![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') return object();
    if (ch === '[') return array();
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail('a value');
  };
  const object = () => {
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      ws();
      string('a property name in double quotes');
      ws();
      if (text[i] !== ':') fail("':' after the property name");
      i++;
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return;
      }
      fail("',' or '}'");
    }
  };
  const array = () => {
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return;
      }
      fail("',' or ']'");
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail('the end of the file');
    return undefined;
  } catch (error) {
    if (error instanceof JsonScanError) return { offset: error.offset, message: error.message };
    throw error;
  }
}
