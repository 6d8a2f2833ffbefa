// What every access rule an operator sends has in common (redirect rules, block rules): a JSON
// object of known fields naming its brand, `enabled` optional (default true). A refusal names
// the field it is about.
import type { AccessReason } from './accessRefusals';

export interface RuleProblem {
  reason: Extract<AccessReason, 'redirect_loop' | 'redirect_offsite' | 'rule_invalid'>;
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: RuleProblem };

export function ruleInvalid(field: string, message: string): { ok: false; problem: RuleProblem } {
  return { ok: false, problem: { reason: 'rule_invalid', field, message } };
}

/** A rule's body ('a redirect rule'): an object of only the `known` fields, naming a brand. */
export function ruleFieldsOf(
  input: unknown,
  ruleName: string,
  known: readonly string[],
): Checked<Record<string, unknown> & { brand: string }> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return ruleInvalid('body', `A ${ruleName} is an object`);
  }
  const r = input as Record<string, unknown>;
  const unknown = Object.keys(r).find((k) => !known.includes(k));
  if (unknown !== undefined) return ruleInvalid(unknown, `Unknown field ${unknown}`);
  if (typeof r.brand !== 'string' || r.brand === '') {
    return ruleInvalid('brand', 'brand is required');
  }
  return { ok: true, value: { ...r, brand: r.brand } };
}

/**
 * The checked rule once its own `fields` passed: with its id and brand, and `enabled` (true when
 * absent), the last field checked.
 */
export function ruleWith<F extends object>(
  r: Record<string, unknown> & { brand: string },
  id: string,
  fields: F,
): Checked<{ id: string; brand: string } & F & { enabled: boolean }> {
  if (r.enabled !== undefined && typeof r.enabled !== 'boolean') {
    return ruleInvalid('enabled', 'enabled must be true or false');
  }
  return { ok: true, value: { id, brand: r.brand, ...fields, enabled: r.enabled ?? true } };
}
