// visibleIf rules are json-logic (ARCHITECTURE.md step 3). A rule is compiled once, when its
// page is prepared, into a closure: the common operators run directly, anything else goes
// through json-logic-js itself, so the semantics are json-logic's in every case.
import jsonLogic from 'json-logic-js';
import type { JsonLogicRule } from '../schema/types';

type Evaluate = (data: unknown) => unknown;

export interface CompiledRule {
  readonly rule: JsonLogicRule;
  /** The variables the rule reads, e.g. ['config.snowfall', 'route.meta.hideFooter']. */
  readonly vars: readonly string[];
  /** json-logic truthiness of the rule's value against `data`. */
  readonly test: (data: unknown) => boolean;
}

/** json-logic truthiness: an empty array is false, otherwise JavaScript's. */
export function truthy(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0 ? false : Boolean(value);
}

class Compiled implements CompiledRule {
  private knownVars: string[] | null = null;

  constructor(
    readonly rule: JsonLogicRule,
    private readonly evaluate: Evaluate,
  ) {}

  /** Only the development trace reads them: computed on first use, not at prepare. */
  get vars(): readonly string[] {
    return (this.knownVars ??= ruleVars(this.rule));
  }

  test(data: unknown): boolean {
    return truthy(this.evaluate(data));
  }
}

// Pages repeat the same few rules (hide the footer, signed-in only ...): compile each once.
const compiledByText = new Map<string, CompiledRule>();
const COMPILED_CACHE_MAX = 1000;

// The commonest rule reads one variable ({"var": "user.isAuthenticated"}): found by the name
// itself, without serializing the rule (a page prepares one lookup per node with a rule).
const compiledByVar = new Map<string, CompiledRule>();

export function compileRule(rule: JsonLogicRule): CompiledRule {
  const name = singleVar(rule);
  const cache = name === undefined ? compiledByText : compiledByVar;
  const key = name ?? JSON.stringify(rule);
  let compiled = cache.get(key);
  if (compiled === undefined) {
    if (cache.size >= COMPILED_CACHE_MAX) cache.clear();
    compiled = new Compiled(rule, compileExpression(rule));
    cache.set(key, compiled);
  }
  return compiled;
}

/** The variable's name when the rule is {"var": name} and nothing else. */
function singleVar(rule: JsonLogicRule): string | undefined {
  if (typeof rule !== 'object' || rule === null) return undefined;
  const name = (rule as { var?: unknown }).var;
  if (typeof name !== 'string') return undefined;
  for (const key in rule) if (key !== 'var') return undefined;
  return name;
}

/** Evaluates a rule with json-logic-js itself (the reference the compiled form must match). */
export function applyRule(rule: unknown, data: unknown): unknown {
  return jsonLogic.apply(rule as Parameters<typeof jsonLogic.apply>[0], data);
}

export function ruleVars(rule: unknown): string[] {
  return (jsonLogic.uses_data(rule as Parameters<typeof jsonLogic.uses_data>[0]) as unknown[]).map(
    String,
  );
}

function isLogic(rule: unknown): rule is Record<string, unknown> {
  return (
    typeof rule === 'object' &&
    rule !== null &&
    !Array.isArray(rule) &&
    Object.keys(rule).length === 1
  );
}

function compileExpression(rule: unknown): Evaluate {
  if (Array.isArray(rule)) return (data) => applyRule(rule, data);
  if (!isLogic(rule)) return () => rule;
  const op = Object.keys(rule)[0] as string;
  const raw = rule[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const fallback: Evaluate = (data) => applyRule(rule, data);
  switch (op) {
    case 'var':
      return compileVar(args) ?? fallback;
    case '!': {
      const a = compileExpression(args[0]);
      return (data) => !truthy(a(data));
    }
    case '!!': {
      const a = compileExpression(args[0]);
      return (data) => truthy(a(data));
    }
    case 'and':
    case 'or':
      return compileAndOr(op, args.map(compileExpression));
    case '==':
    case '===':
    case '!=':
    case '!==':
    case '<':
    case '>':
    case '<=':
    case '>=':
      return args.length === 2 ? compileComparison(op, args[0], args[1]) : fallback;
    case 'in': {
      const [a, b] = args.map(compileExpression);
      if (a === undefined || b === undefined || args.length !== 2) return fallback;
      // Both sides first, in order, as json-logic-js does (an error of either surfaces alike).
      return (data) => {
        const needle = a(data);
        const haystack = b(data) as { indexOf?: (x: unknown) => number } | null;
        return !haystack || typeof haystack.indexOf !== 'function'
          ? false
          : haystack.indexOf(needle) !== -1;
      };
    }
    default:
      return fallback;
  }
}

/** json-logic-js `var`: dotted path, `null` (or the default) when any step is missing. */
function compileVar(args: unknown[]): Evaluate | null {
  const [name, notFoundArg] = args;
  if (typeof notFoundArg === 'object' && notFoundArg !== null) return null;
  const notFound = notFoundArg === undefined ? null : notFoundArg;
  if (name === undefined || name === null || name === '') return (data) => data;
  if (typeof name !== 'string' && typeof name !== 'number') return null;
  const steps = String(name).split('.');
  return (data) => {
    let value: unknown = data;
    for (const step of steps) {
      if (value === null || value === undefined) return notFound;
      value = (value as Record<string, unknown>)[step];
      if (value === undefined) return notFound;
    }
    return value;
  };
}

function compileAndOr(op: 'and' | 'or', parts: Evaluate[]): Evaluate {
  const stopWhen = op === 'and' ? false : true;
  return (data) => {
    let current: unknown;
    for (const part of parts) {
      current = part(data);
      if (truthy(current) === stopWhen) return current;
    }
    return current;
  };
}

function compileComparison(op: string, left: unknown, right: unknown): Evaluate {
  const a = compileExpression(left);
  const b = compileExpression(right);
  // Loose equality and coercing comparisons on purpose: that is what json-logic-js does.
  type Loose = string | number;
  switch (op) {
    case '==':
      return (d) => a(d) == b(d);
    case '===':
      return (d) => a(d) === b(d);
    case '!=':
      return (d) => a(d) != b(d);
    case '!==':
      return (d) => a(d) !== b(d);
    case '<':
      return (d) => (a(d) as Loose) < (b(d) as Loose);
    case '>':
      return (d) => (a(d) as Loose) > (b(d) as Loose);
    case '<=':
      return (d) => (a(d) as Loose) <= (b(d) as Loose);
    default:
      return (d) => (a(d) as Loose) >= (b(d) as Loose);
  }
}
