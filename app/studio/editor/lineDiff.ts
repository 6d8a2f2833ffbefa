// A line diff (longest common subsequence) of two texts, for showing what another editor
// changed. Pure. Texts of a few thousand lines are fine (O(n·m) memory is bounded below).

export interface DiffLine {
  op: 'same' | 'added' | 'removed';
  text: string;
}

const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Trim the common head and tail: most edits touch a few lines in the middle.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const out: DiffLine[] = a.slice(0, head).map((text) => ({ op: 'same', text }));
  if (midA.length * midB.length > MAX_CELLS) {
    out.push(...midA.map((text) => ({ op: 'removed' as const, text })));
    out.push(...midB.map((text) => ({ op: 'added' as const, text })));
  } else {
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i]![j] =
          midA[i] === midB[j]
            ? lcs[i + 1]![j + 1]! + 1
            : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        out.push({ op: 'same', text: midA[i]! });
        i++;
        j++;
      } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
        out.push({ op: 'added', text: midB[j++]! });
      } else {
        out.push({ op: 'removed', text: midA[i++]! });
      }
    }
  }
  out.push(...a.slice(a.length - tail).map((text) => ({ op: 'same' as const, text })));
  return out;
}

/** The changed lines with `context` unchanged lines around each change; gaps become null. */
export function withContext(lines: readonly DiffLine[], context = 3): (DiffLine | null)[] {
  const keep = lines.map(() => false);
  lines.forEach((l, i) => {
    if (l.op === 'same') return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++)
      keep[k] = true;
  });
  const out: (DiffLine | null)[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) out.push(l);
    else if (out.length > 0 && out[out.length - 1] !== null) out.push(null);
  });
  if (out[out.length - 1] === null) out.pop();
  return out;
}
