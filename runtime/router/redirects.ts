import { applyRule, truthy } from '../render/rules';
import type { RedirectEntry } from '../schema/types';
import { fillPath } from './paths';

/**
 * The target of a declared redirect (SPEC section 2 "Redirects"): `when` (json-logic over
 * {query, params}) picks `to`, else `otherwise`; `query` is added; `keepQuery` keeps the
 * visitor's query.
 */
export function resolveRedirect(
  entry: RedirectEntry,
  input: { lng: string; params: Readonly<Record<string, string>>; search: string },
): string {
  const incoming = new URLSearchParams(input.search);
  const query = Object.fromEntries(incoming);
  const chooseTo =
    entry.when === undefined || truthy(applyRule(entry.when, { query, params: input.params }));
  const target = chooseTo ? entry.to : (entry.otherwise ?? entry.to);
  const outgoing = entry.keepQuery ? new URLSearchParams(incoming) : new URLSearchParams();
  for (const [key, value] of Object.entries(entry.query ?? {})) outgoing.set(key, value);
  const search = outgoing.toString();
  return `/${input.lng}/${fillPath(target, input.params)}${search ? `?${search}` : ''}`;
}
