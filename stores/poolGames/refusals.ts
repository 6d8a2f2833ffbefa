// Lotto's and toto's 409 answers carry `refusals` (server/poolGames/poolRoutes.ts): the client
// keeps the entries whose code its dictionaries word (refusal_<code>) and leaves out the rest.
import { limitOf, refusalsOfCodes } from '../refusalEntries';

/** A refusal of a ticket: its code and, where there is one, the limit crossed (major units). */
export interface PoolRefusal<C extends string> {
  code: C;
  limit?: number;
}

/** The refusals of a 409 body with one of `codes`; other entries are left out. */
export function knownRefusalsOf<C extends string>(
  codes: readonly C[],
  value: unknown,
): PoolRefusal<C>[] {
  return refusalsOfCodes(codes, value, limitOf);
}
