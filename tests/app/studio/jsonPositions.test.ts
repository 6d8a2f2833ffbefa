import { describe, expect, it } from 'vitest';
import {
  jsonPositions,
  pointerAt,
  spanOfPointer,
  valueAt,
} from '../../../app/studio/editor/jsonPositions';

const text = `{
  "id": "home",
  "a/b": { "x~y": [1, "two", { "deep": true }] },
  "body": { "widget": "Stack", "props": { "gap": "none" } }
}`;

describe('jsonPositions', () => {
  const positions = jsonPositions(text);

  it('gives each pointer the exact text of its value', () => {
    const slice = (p: string) => {
      const s = positions.get(p)!;
      return text.slice(s.from, s.to);
    };
    expect(slice('/id')).toBe('"home"');
    expect(slice('/a~1b/x~0y/1')).toBe('"two"');
    expect(slice('/a~1b/x~0y/2/deep')).toBe('true');
    expect(slice('/body/props')).toBe('{ "gap": "none" }');
    expect(slice('')).toBe(text);
  });

  it('names a member by its key as JSON reads it, escapes and brackets inside strings included', () => {
    const escaped = '  {"\\u0041\\"b": "}]", "c": [ "{" ,2 ] }\n';
    const spans = jsonPositions(escaped);
    expect([...spans.keys()]).toEqual(['', '/A"b', '/c', '/c/0', '/c/1']);
    expect(escaped.slice(spans.get('/A"b')!.from, spans.get('/A"b')!.to)).toBe('"}]"');
    expect(escaped.slice(spans.get('')!.from, spans.get('')!.to)).toBe(escaped.trim());
  });

  it('records where an object member key starts', () => {
    const span = positions.get('/body/widget')!;
    expect(text.slice(span.keyFrom, span.keyFrom! + 8)).toBe('"widget"');
    expect(positions.get('/a~1b/x~0y/0')!.keyFrom).toBeUndefined();
  });

  it('finds the deepest pointer under an offset, the key included', () => {
    expect(pointerAt(positions, text.indexOf('"gap"') + 1)).toBe('/body/props/gap');
    expect(pointerAt(positions, text.indexOf('"two"') + 2)).toBe('/a~1b/x~0y/1');
    expect(pointerAt(positions, 0)).toBe('');
  });

  it('marks a missing property at the nearest object that exists', () => {
    expect(spanOfPointer(positions, '/body/props/level')).toEqual(positions.get('/body/props'));
    expect(spanOfPointer(positions, '/body/props/gap')).toEqual(positions.get('/body/props/gap'));
  });

  it('reads values by pointer', () => {
    expect(valueAt(JSON.parse(text), '/a~1b/x~0y/2/deep')).toBe(true);
    expect(valueAt(JSON.parse(text), '/nope/deeper')).toBeUndefined();
  });
});
