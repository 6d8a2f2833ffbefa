// Counts the components React renders in each commit, the way React DevTools does: it stands in
// for the DevTools hook (installed before react-dom loads) and, on every commit, walks only the
// fibers the commit touched and counts the components that performed work.

/** React's fiber tags of components (ReactWorkTags) and the PerformedWork flag. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  type: unknown;
  elementType: unknown;
}

export interface RenderCounts {
  commits: number;
  /** Components rendered, all kinds. */
  components: number;
  /** Of those, renders of components the page marked (e.g. the odds cell). */
  marked: number;
}

export const renderCounts: RenderCounts = { commits: 0, components: 0, marked: 0 };
const markedTypes = new Set<unknown>();

/** Counts renders of this component type separately (its memo/observer wrapper included). */
export function markComponent(type: unknown): void {
  markedTypes.add(type);
  const inner = (type as { type?: unknown } | null)?.type;
  if (inner) markedTypes.add(inner);
}

export function resetRenderCounts(): void {
  renderCounts.commits = 0;
  renderCounts.components = 0;
  renderCounts.marked = 0;
}

function countMounted(fiber: Fiber | null): void {
  for (let f = fiber; f; f = f.sibling) {
    countFiber(f);
    countMounted(f.child);
  }
}

function countFiber(fiber: Fiber): void {
  if (!COMPONENT_TAGS.has(fiber.tag)) return;
  renderCounts.components += 1;
  if (markedTypes.has(fiber.type) || markedTypes.has(fiber.elementType)) renderCounts.marked += 1;
}

function walk(next: Fiber, prev: Fiber | null): void {
  if (prev === null) {
    countFiber(next);
    countMounted(next.child);
    return;
  }
  if ((next.flags & PERFORMED_WORK) !== 0) countFiber(next);
  // Children untouched by this commit are the very same fibers: nothing below rendered.
  if (next.child === prev.child) return;
  for (let child = next.child; child; child = child.sibling) walk(child, child.alternate);
}

const hook = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
    renderCounts.commits += 1;
    const current = root.current;
    walk(current, current.alternate);
  },
};

(
  globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: typeof hook }
).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
