// Lotto's and toto's 409 answers carry `refusals` (server/poolGames/poolRoutes.ts): the client
// keeps the entries whose code its dictionaries word (refusal_<code>) and leaves out the rest.

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
  if (!Array.isArray(value)) return [];
  const known: ReadonlySet<string> = new Set(codes);
  const refusals: PoolRefusal<C>[] = [];
  for (const item of value) {
    if (item === null || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (typeof raw.code !== 'string' || !known.has(raw.code)) continue;
    refusals.push({
      code: raw.code as C,
      ...(typeof raw.limit === 'number' ? { limit: raw.limit } : {}),
    });
  }
  return refusals;
}
