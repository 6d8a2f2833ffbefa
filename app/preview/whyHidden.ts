// Why a rule hid a widget: the variables that made it false, found by walking the json-logic
// rule the way it evaluates (the first false part of an `and`, every part of an `or`).
import { applyRule, ruleVars, truthy, type CompiledRule } from '../../runtime/render/rules';
import { ruleValues } from '../../runtime/render/visibilityTrace';
import type { HiddenExplanation } from './protocol';

type Reason = HiddenExplanation['reasons'][number];

export function explainHidden(
  widget: string,
  path: string,
  rule: CompiledRule,
  data: unknown,
): HiddenExplanation {
  const reasons = new Map<string, Reason>();
  for (const reason of falseBecause(rule.rule, data)) reasons.set(reason.variable, reason);
  return {
    widget,
    path,
    rule: rule.rule,
    values: ruleValues(rule, data),
    reasons: [...reasons.values()],
  };
}

function operatorOf(rule: unknown): [string, unknown[]] | null {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return null;
  const raw = (rule as Record<string, unknown>)[keys[0]!];
  return [keys[0]!, Array.isArray(raw) ? raw : [raw]];
}

const valueOf = (variable: string, data: unknown): Reason => ({
  variable,
  value: applyRule({ var: variable }, data),
});

/** The variables behind a rule being false (or, under a `!`, true). */
function falseBecause(rule: unknown, data: unknown): Reason[] {
  const op = operatorOf(rule);
  if (op === null) return [];
  const [name, args] = op;
  if (name === 'and') {
    const failing = args.find((part) => !truthy(applyRule(part, data)));
    return failing === undefined ? [] : falseBecause(failing, data);
  }
  if (name === 'or') return args.flatMap((part) => falseBecause(part, data));
  if (name === '!!') return falseBecause(args[0], data);
  // `var`, `!`, comparisons and the rest: every variable they read, with its value.
  return ruleVars(rule).map((variable) => valueOf(variable, data));
}
