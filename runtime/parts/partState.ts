// SPEC section 4 "Remote part load states": the four states and the only changes allowed
// between them. Anything else is a bug, so it throws.
export type PartStatus = 'not-existing' | 'loading' | 'ready' | 'error';

export const PART_TRANSITIONS: Readonly<Record<PartStatus, readonly PartStatus[]>> = {
  'not-existing': ['loading', 'ready'],
  error: ['loading', 'not-existing'],
  loading: ['error', 'ready', 'not-existing'],
  ready: ['not-existing'],
};

export function canTransition(from: PartStatus, to: PartStatus): boolean {
  return PART_TRANSITIONS[from].includes(to);
}

export function assertTransition(from: PartStatus, to: PartStatus): void {
  if (!canTransition(from, to)) {
    throw new Error(`Illegal remote part state transition: ${from} -> ${to}`);
  }
}
