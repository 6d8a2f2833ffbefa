// Parses JSON and, when it is malformed, says where: line, column and what was expected.
// JSON.parse's own messages differ between engines and often give no position, so jsonc-parser
// (strict: no comments, no trailing commas) finds the first error; the words are ours.
import { printParseErrorCode, visit } from 'jsonc-parser';

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

/** What was expected where jsonc-parser stopped, by its error code. */
const EXPECTED: Readonly<Record<string, string>> = {
  ValueExpected: 'a value',
  InvalidSymbol: 'a value',
  InvalidNumberFormat: 'a value',
  UnexpectedEndOfNumber: 'a value',
  PropertyNameExpected: 'a property name in double quotes',
  ColonExpected: "':' after the property name",
  CloseBraceExpected: "',' or '}'",
  CloseBracketExpected: "',' or ']'",
  EndOfFileExpected: 'the end of the file',
  InvalidCommentToken: 'JSON without comments',
  UnexpectedEndOfComment: 'JSON without comments',
  UnexpectedEndOfString: 'the closing double quote of the string',
  InvalidCharacter: 'the closing double quote of the string',
  InvalidEscapeCharacter: 'a valid escape',
  InvalidUnicode: 'four hex digits after \\u',
};

/** The first syntax error of `text`, or undefined when jsonc-parser finds none. */
export function locateSyntaxError(text: string): SyntaxProblem | undefined {
  let problem: SyntaxProblem | undefined;
  // Open containers, innermost last: a missing ',' is reported with the bracket that closes it.
  const open: ('}' | ']')[] = [];
  let valueEnded = false;
  visit(
    text,
    {
      onObjectBegin: () => void open.push('}'),
      onArrayBegin: () => void open.push(']'),
      onObjectEnd: () => void (open.pop(), (valueEnded = open.length === 0)),
      onArrayEnd: () => void (open.pop(), (valueEnded = open.length === 0)),
      onLiteralValue: () => void (valueEnded = open.length === 0),
      onError: (code, offset, length) => {
        if (problem !== undefined) return;
        let name = printParseErrorCode(code);
        if (name === 'CommaExpected')
          name = open.at(-1) === ']' ? 'CloseBracketExpected' : 'CloseBraceExpected';
        if (name === 'InvalidSymbol' && valueEnded) name = 'EndOfFileExpected';
        const at = offsetInToken(text, name, offset, length);
        const found = at >= text.length ? 'the end of the file' : `'${text[at]}'`;
        problem = {
          offset: at,
          message: `expected ${EXPECTED[name] ?? 'a value'} but found ${found}`,
        };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return problem;
}

/** jsonc-parser points at a bad string's start: point at the character that makes it bad. */
function offsetInToken(text: string, name: string, offset: number, length: number): number {
  const token = text.slice(offset, offset + length);
  switch (name) {
    case 'UnexpectedEndOfString':
      return offset + length;
    case 'InvalidCharacter': {
      const control = [...token].findIndex((ch) => ch.charCodeAt(0) < 0x20);
      return control < 0 ? offset : offset + control;
    }
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode': {
      const escape = /\\(?:u(?![0-9a-fA-F]{4})|[^"\\/bfnrtu])/.exec(token);
      return escape ? offset + escape.index + 1 : offset;
    }
    default:
      return offset;
  }
}
