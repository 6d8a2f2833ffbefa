// Line diffs of two texts with jsdiff, for showing what another editor changed. Pure.
import { diffArrays, structuredPatch } from 'diff';

export interface DiffLine {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** Every line of both texts, in order, each marked as common to both or one side's alone. */
export function lineDiff(before: string, after: string): DiffLine[] {
  return diffArrays(before.split('\n'), after.split('\n')).flatMap((change) =>
    change.value.map((text) => ({
      op: change.added
        ? ('added' as const)
        : change.removed
          ? ('removed' as const)
          : ('same' as const),
      text,
    })),
  );
}

const OPS: Readonly<Record<string, DiffLine['op']>> = { ' ': 'same', '-': 'removed', '+': 'added' };

/** The changed lines with `context` unchanged lines around each change; gaps become null. */
export function changedLines(before: string, after: string, context = 3): (DiffLine | null)[] {
  // A last line break on both sides: jsdiff then adds no "No newline at end of file" marker.
  const { hunks } = structuredPatch('', '', `${before}\n`, `${after}\n`, '', '', { context });
  return hunks.flatMap((hunk, index) => [
    ...(index > 0 ? [null] : []),
    ...hunk.lines.map((line) => ({ op: OPS[line[0]!]!, text: line.slice(1) })),
  ]);
}
