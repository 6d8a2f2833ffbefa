import { describe, expect, it } from 'vitest';
import { changedLines, lineDiff } from '../../../app/studio/editor/lineDiff';

describe('lineDiff', () => {
  it('keeps common lines and marks what each side alone has', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nB\nc\nd\ne')).toEqual([
      { op: 'same', text: 'a' },
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'B' },
      { op: 'same', text: 'c' },
      { op: 'same', text: 'd' },
      { op: 'added', text: 'e' },
    ]);
  });

  it('rebuilds both texts from the diff', () => {
    const before = '{\n  "a": 1,\n  "b": [1, 2],\n  "c": "x"\n}';
    const after = '{\n  "a": 2,\n  "b": [1, 2],\n  "d": "y",\n  "c": "x"\n}';
    const diff = lineDiff(before, after);
    expect(
      diff
        .filter((l) => l.op !== 'added')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(before);
    expect(
      diff
        .filter((l) => l.op !== 'removed')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(after);
  });

  it('shows changes with a few lines of context and a gap between distant ones', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 2', 'LINE 2').replace('line 17', 'LINE 17');
    const shown = changedLines(before, after, 1);
    expect(shown.filter((l) => l === null)).toHaveLength(1);
    expect(shown.slice(0, 4)).toEqual([
      { op: 'same', text: 'line 1' },
      { op: 'removed', text: 'line 2' },
      { op: 'added', text: 'LINE 2' },
      { op: 'same', text: 'line 3' },
    ]);
    expect(shown.at(-1)).toEqual({ op: 'same', text: 'line 18' });
  });

  it('shows nothing for equal texts, and joins changes whose context touches', () => {
    expect(changedLines('a\nb', 'a\nb')).toEqual([]);
    expect(changedLines('a\nb\nc\nd', 'A\nb\nc\nD', 1)).not.toContain(null);
    // The last line, with no line break after it, is a line like the others.
    expect(changedLines('a\nb', 'a\nc', 0)).toEqual([
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'c' },
    ]);
  });
});
