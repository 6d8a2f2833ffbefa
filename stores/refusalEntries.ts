// A 409 answer carries `refusals` (the coupon's, lotto's and toto's): the client keeps the entries
// whose code its dictionaries word (refusal_<code>) and leaves out the rest.

/** The limit an entry names, major units, where it names one. */
export function limitOf(raw: Record<string, unknown>): { limit?: number } {
  return typeof raw.limit === 'number' ? { limit: raw.limit } : {};
}

/**
 * The entries of a 409 body's `refusals` with one of `codes`, each with what `details` reads of
 * it; entries that are not objects or have another code are left out.
 */
export function refusalsOfCodes<C extends string, D extends object>(
  codes: readonly C[],
  value: unknown,
  details: (raw: Record<string, unknown>) => D,
): ({ code: C } & D)[] {
  if (!Array.isArray(value)) return [];
  const known: ReadonlySet<string> = new Set(codes);
  const refusals: ({ code: C } & D)[] = [];
  for (const item of value) {
    if (item === null || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    if (typeof raw.code !== 'string' || !known.has(raw.code)) continue;
    refusals.push({ code: raw.code as C, ...details(raw) });
  }
  return refusals;
}
