// The compiled visibleIf rules (runtime/render/rules.ts) against json-logic-js, the reference, on
// generated rules and data: the fast path for the common operators must give json-logic's verdict
// (or its error) on every rule, including the coercions of loose comparisons.
import fc from 'fast-check';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { compileRule } from '../../runtime/render/rules';
import type { JsonLogicRule } from '../../runtime/schema/types';

const scalar = fc.oneof(
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom('', '0', '1', '2', 'a', 'ab', 'mobile'),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));

/** A rule context of the shape the runtime gives (nested objects, arrays, missing keys). */
const contextArb = fc.record(
  {
    a: value,
    b: value,
    config: fc.record(
      { flag: value, list: fc.array(scalar, { maxLength: 3 }) },
      {
        requiredKeys: [],
      },
    ),
    user: fc.oneof(fc.constant(null), fc.record({ n: value }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);

const VAR_NAMES = [
  'a',
  'b',
  'config.flag',
  'config.list',
  'config.list.0',
  'user.n',
  'a.length',
  'missing.deeper',
  '',
  0,
];

const ruleArb: fc.Arbitrary<unknown> = fc.letrec<{ rule: unknown }>((tie) => {
  const rule = tie('rule');
  const varRule = fc.oneof(
    fc.constantFrom(...VAR_NAMES).map((name) => ({ var: name })),
    fc.tuple(fc.constantFrom(...VAR_NAMES), scalar).map(([name, fallback]) => ({
      var: [name, fallback],
    })),
  );
  const unary = fc
    .tuple(fc.constantFrom('!', '!!'), rule, fc.boolean())
    .map(([op, a, wrapped]) => ({
      [op]: wrapped ? [a] : a,
    }));
  const andOr = fc
    .tuple(fc.constantFrom('and', 'or'), fc.array(rule, { maxLength: 3 }))
    .map(([op, parts]) => ({ [op]: parts }));
  const comparison = fc
    .tuple(fc.constantFrom('==', '===', '!=', '!==', '<', '>', '<=', '>='), rule, rule)
    .map(([op, a, b]) => ({ [op]: [a, b] }));
  const between = fc
    .tuple(fc.constantFrom('<', '<='), rule, rule, rule)
    .map(([op, a, b, c]) => ({ [op]: [a, b, c] }));
  const inRule = fc.tuple(rule, rule).map(([a, b]) => ({ in: [a, b] }));
  // Operators the fast path leaves to json-logic-js itself.
  const other = fc.oneof(
    fc.tuple(rule, rule, rule).map(([c, t, e]) => ({ if: [c, t, e] })),
    fc.tuple(rule, rule).map(([a, b]) => ({ cat: [a, b] })),
  );
  return {
    rule: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      varRule,
      unary,
      andOr,
      comparison,
      between,
      inRule,
      other,
    ),
  };
}).rule;

/** json-logic-js's verdict, or the error it throws. */
function reference(rule: unknown, data: unknown): boolean | { error: string } {
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as JsonLogicRule as never, data));
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function compiled(rule: unknown, data: unknown): boolean | { error: string } {
  try {
    return compileRule(rule as JsonLogicRule).test(data);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('compiled rules against json-logic-js', () => {
  it('give json-logic-js verdict on generated rules and contexts', () => {
    fc.assert(
      fc.property(ruleArb, contextArb, (rule, data) => {
        expect(compiled(rule, data)).toEqual(reference(rule, data));
      }),
      { numRuns: 3000 },
    );
  });

  it('give the same verdict when a rule is reused on another context', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.array(contextArb, { minLength: 2, maxLength: 4 }),
        (rule, contexts) => {
          for (const data of contexts) expect(compiled(rule, data)).toEqual(reference(rule, data));
        },
      ),
      { numRuns: 500 },
    );
  });
});
