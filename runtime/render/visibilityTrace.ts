// Development aid for QA (STYLE.md "make rules explainable"): which rule, reading which
// values, hid which widget. Exposed as window.__visibilityTrace, keyed by schema path.
import type { CompiledRule } from './rules';
import { applyRule } from './rules';

export interface VisibilityTraceEntry {
  widget: string;
  rule: unknown;
  /** The value each variable of the rule had when it hid the widget. */
  values: Record<string, unknown>;
}

declare global {
  interface Window {
    __visibilityTrace?: Record<string, VisibilityTraceEntry>;
  }
}

export function traceVisibility(
  widget: string,
  path: string,
  rule: CompiledRule,
  data: unknown,
  visible: boolean,
): void {
  if (typeof window === 'undefined') return;
  const trace = (window.__visibilityTrace ??= {});
  if (visible) {
    delete trace[path];
    return;
  }
  trace[path] = { widget, rule: rule.rule, values: ruleValues(rule, data) };
}

/** The value each variable of a rule has in `data` (the trace and the studio preview show them). */
export function ruleValues(rule: CompiledRule, data: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of rule.vars) values[name] = applyRule({ var: name }, data);
  return values;
}
