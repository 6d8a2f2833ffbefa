import { describe, expect, it } from 'vitest';
import { parseJsonWithLocation } from '../../runtime/schema';

describe('parseJsonWithLocation', () => {
  it('parses valid JSON, with or without a byte order mark', () => {
    expect(parseJsonWithLocation('{"a":[1,true,null,"x"]}')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'x'] },
    });
    expect(parseJsonWithLocation('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ['{\n  "a": 1,\n}', 3, 1, "expected a property name in double quotes but found '}'"],
    ['{\n  "a" 1\n}', 2, 7, "expected ':' after the property name but found '1'"],
    ['[1, 2', 1, 6, "expected ',' or ']' but found the end of the file"],
    ['{"a": tru}', 1, 7, "expected a value but found 't'"],
    [
      '{"a": "line\nbreak"}',
      1,
      12,
      "expected the closing double quote of the string but found '\n'",
    ],
    ['{"a": 1} x', 1, 10, "expected the end of the file but found 'x'"],
    ['', 1, 1, 'expected a value but found the end of the file'],
    ['{"a": "tab\there"}', 1, 11, "expected the closing double quote of the string but found '\t'"],
    ['{"a": "\\x"}', 1, 9, "expected a valid escape but found 'x'"],
    ['{"a": "\\u12"}', 1, 9, "expected four hex digits after \\u but found 'u'"],
    ['[1 2]', 1, 4, "expected ',' or ']' but found '2'"],
    ['{"a": [1, {"b": 2]}', 1, 18, "expected ',' or '}' but found ']'"],
    ['{"a": 1 // why\n}', 1, 9, "expected JSON without comments but found '/'"],
    ['[1,]', 1, 4, "expected a value but found ']'"],
    ['{"a": 1} {"b": 2}', 1, 10, "expected the end of the file but found '{'"],
  ])('locates the error in %j', (text, line, column, message) => {
    expect(parseJsonWithLocation(text)).toEqual({ ok: false, line, column, message });
  });
});
