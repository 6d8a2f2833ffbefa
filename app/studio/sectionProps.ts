// What every studio section's component receives (sections.ts lists the sections; each section
// imports this file, not the list, so the list's lazy imports make no cycle).
import type { OperatorIdentity } from '../../domain/operators/roles';

export interface StudioSectionProps {
  /** The signed-in operator (role, brand for partners). */
  operator: OperatorIdentity;
  /** The brand chosen in the studio's header; a partner's is its own. */
  brand: string;
  /** The brands this operator works on: every brand the content ships, a partner's own only. */
  brands: readonly string[];
}
