// Checks a json-logic rule without running it: every operator must be one json-logic-js knows,
// and every variable it reads must exist in the data the rule is evaluated against.
import { didYouMean } from '../suggest.ts';
import { pointerJoin, type Finding } from '../finding.ts';
import { lookupPath, type SchemaAt } from './schemaPath.ts';

/** The operations of json-logic-js 2.0 (the library the runtime evaluates rules with). */
export const JSON_LOGIC_OPERATORS: ReadonlySet<string> = new Set([
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!!',
  '!',
  '%',
  'log',
  'in',
  'cat',
  'substr',
  '+',
  '*',
  '-',
  '/',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
]);

/** Operations whose second argument runs once per array element, with the element as data. */
const PER_ELEMENT = new Set(['filter', 'map', 'all', 'none', 'some']);

const ANY_DATA: SchemaAt = { schema: true, base: 'https://schemas.betting.local/rule-context' };
const REDUCE_DATA: SchemaAt = {
  base: ANY_DATA.base,
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: { current: {}, accumulator: {} },
  },
};

export interface RuleCheckOptions {
  file: string;
  /** Pointer of the rule inside the file. */
  pointer: string;
  /** The data the rule reads: a schema of the rule context. */
  context: SchemaAt;
  /** Names the rule in messages, e.g. 'visibleIf'. */
  label: string;
}

export function checkJsonLogicRule(rule: unknown, opts: RuleCheckOptions): Finding[] {
  const findings: Finding[] = [];
  const report = (pointer: string, message: string) =>
    findings.push({ file: opts.file, pointer, message });

  const checkVariable = (path: string, pointer: string, data: SchemaAt) => {
    if (path === '' || data === ANY_DATA) return;
    const result = lookupPath(data, path.split('.'));
    if (result.ok) return;
    const knownPath = result.known.join('.');
    const where = data === opts.context ? 'the rule context' : 'its data';
    let hint: string;
    const suggestion = didYouMean(result.missing, result.candidates);
    if (suggestion) {
      const best = suggestion.slice(" (did you mean '".length, -"'?)".length);
      hint = ` (did you mean '${[...result.known, best].join('.')}'?)`;
    } else if (result.candidates.length === 0) {
      hint = ` ('${knownPath}' has no properties)`;
    } else if (result.known.length === 0) {
      hint = ` (roots: ${result.candidates.join(', ')})`;
    } else {
      hint = ` ('${knownPath}' has: ${result.candidates.join(', ')})`;
    }
    report(pointer, `${opts.label} reads '${path}', which ${where} does not have${hint}`);
  };

  const visit = (node: unknown, pointer: string, data: SchemaAt): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, pointerJoin(pointer, i), data));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      report(
        pointer,
        keys.length === 0
          ? 'an empty object is not a json-logic rule'
          : `a json-logic rule has exactly one operator, found: ${keys.join(', ')}`,
      );
      return;
    }
    const op = keys[0]!;
    const raw = (node as Record<string, unknown>)[op];
    const at = pointerJoin(pointer, op);
    if (!JSON_LOGIC_OPERATORS.has(op)) {
      report(at, `unknown json-logic operator '${op}'${didYouMean(op, JSON_LOGIC_OPERATORS)}`);
      return;
    }
    const args = Array.isArray(raw) ? raw : [raw];
    const argAt = (i: number) => (Array.isArray(raw) ? pointerJoin(at, i) : at);
    if (op === 'var') {
      const [path, fallback] = args;
      if (typeof path === 'string' || typeof path === 'number')
        checkVariable(String(path), at, data);
      else visit(path, argAt(0), data);
      if (args.length > 1) visit(fallback, argAt(1), data);
      return;
    }
    const readNames = (names: unknown[], pointerOf: (i: number) => string) =>
      names.forEach((name, i) =>
        typeof name === 'string'
          ? checkVariable(name, pointerOf(i), data)
          : visit(name, pointerOf(i), data),
      );
    if (op === 'missing') {
      readNames(args, argAt);
      return;
    }
    if (op === 'missing_some') {
      visit(args[0], argAt(0), data);
      const names = args[1];
      if (Array.isArray(names)) readNames(names, (i) => pointerJoin(argAt(1), i));
      else visit(names, argAt(1), data);
      return;
    }
    if (PER_ELEMENT.has(op) || op === 'reduce') {
      visit(args[0], argAt(0), data);
      visit(args[1], argAt(1), op === 'reduce' ? REDUCE_DATA : ANY_DATA);
      args.slice(2).forEach((a, i) => visit(a, argAt(i + 2), data));
      return;
    }
    args.forEach((a, i) => visit(a, argAt(i), data));
  };

  visit(rule, opts.pointer, opts.context);
  return findings;
}
