// Maps ajv errors to findings the way JSON Forms does: each error names the exact element
// (instancePath, plus missingProperty for `required`), says in words what is wrong, and the
// noise of oneOf/anyOf branches that were never meant is dropped. Pure: the client formats the
// errors of the precompiled validators with it too.
import { pointerJoin, type Finding } from './finding.ts';

/** The fields of an ajv ErrorObject this module reads (the client's validators produce the same). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Present when ajv runs with `verbose: true` (Node side); lists allowed properties. */
  parentSchema?: unknown;
}

export interface FormatOptions {
  /** Prepended to every pointer, e.g. '/body/props' for a widget's props. */
  pointerPrefix?: string;
  /** Prepended to every message, e.g. "widget Heading: ". */
  messagePrefix?: string;
}

export function formatSchemaErrors(
  errors: readonly SchemaError[] | null | undefined,
  file: string,
  opts: FormatOptions = {},
): Finding[] {
  const prefix = opts.pointerPrefix ?? '';
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const e of pruneCombinatorNoise(errors ?? [])) {
    const { pointer, message } = describeError(e);
    const finding = {
      file,
      pointer: prefix + pointer,
      message: (opts.messagePrefix ?? '') + message,
    };
    const key = `${finding.pointer}\n${finding.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      findings.push(finding);
    }
  }
  return findings;
}

function describeError(e: SchemaError): { pointer: string; message: string } {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return {
        pointer: pointerJoin(e.instancePath, String(p.missingProperty)),
        message: `must have required property '${String(p.missingProperty)}'`,
      };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const allowed = allowedProperties(e.parentSchema);
      const list = allowed === undefined ? '' : ` (allowed: ${allowed.join(', ') || 'none'})`;
      return {
        pointer: pointerJoin(e.instancePath, name),
        message: `unknown property '${name}'${list}`,
      };
    }
    case 'enum':
      return {
        pointer: e.instancePath,
        message: `must be one of: ${(p.allowedValues as unknown[]).map(show).join(', ')}`,
      };
    case 'const':
      return { pointer: e.instancePath, message: `must be ${show(p.allowedValue)}` };
    case 'type':
      return {
        pointer: e.instancePath,
        message: `must be ${String(p.type).split(',').join(' or ')}`,
      };
    case 'pattern':
      return { pointer: e.instancePath, message: `must match the pattern ${String(p.pattern)}` };
    case 'format':
      return {
        pointer: e.instancePath,
        message:
          p.format === 'regex'
            ? 'must be a valid regular expression'
            : `must be a valid ${String(p.format)}`,
      };
    case 'uniqueItems':
      return {
        pointer: e.instancePath,
        message: `must not repeat items (items ${String(p.j)} and ${String(p.i)} are equal)`,
      };
    default:
      return { pointer: e.instancePath, message: e.message ?? `fails '${e.keyword}'` };
  }
}

function allowedProperties(parentSchema: unknown): string[] | undefined {
  if (typeof parentSchema !== 'object' || parentSchema === null) return undefined;
  const props = (parentSchema as { properties?: unknown }).properties;
  if (typeof props !== 'object' || props === null) return undefined;
  return Object.keys(props).filter((k) => k !== '$schema');
}

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * For every failing oneOf/anyOf keep only the branch that was meant: the branches whose type
 * matched the data; among those the one that got deepest into the data, then the one with the
 * fewest errors. When no branch's type matched, one "must be A or B" error replaces them all.
 */
export function pruneCombinatorNoise<E extends SchemaError>(errors: readonly E[]): E[] {
  let result = [...errors];
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  // Innermost first, so an outer combinator sees its inner ones already pruned.
  combinators.sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const combo of combinators) {
    if (!result.includes(combo)) continue;
    const prefix = `${combo.schemaPath}/`;
    const branches = new Map<string, E[]>();
    const within = (e: E) =>
      e.instancePath === combo.instancePath || e.instancePath.startsWith(`${combo.instancePath}/`);
    for (const e of result) {
      // The same $ref'd oneOf fails at several places: only this place's branches count.
      if (!e.schemaPath.startsWith(prefix) || !within(e)) continue;
      const index = e.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(index, [...(branches.get(index) ?? []), e]);
    }
    if (branches.size === 0) continue; // e.g. oneOf matched several branches: keep its own error
    const branchErrors = new Set([...branches.values()].flat());
    const typeMismatch = (errs: E[]) =>
      errs.some(
        (e) =>
          e.instancePath === combo.instancePath &&
          (e.keyword === 'type' || (e.keyword === 'const' && errs.length === 1)),
      );
    const meant = [...branches.values()].filter((errs) => !typeMismatch(errs));
    let replacement: E[];
    if (meant.length > 0) {
      meant.sort((a, b) => depth(b) - depth(a) || a.length - b.length);
      replacement = meant[0]!;
    } else {
      const types = [...branches.values()]
        .flat()
        .filter((e) => e.keyword === 'type' && e.instancePath === combo.instancePath)
        .flatMap((e) => String(e.params.type).split(','));
      replacement = [
        {
          ...combo,
          keyword: 'type',
          params: { type: [...new Set(types)].join(',') },
          message: `must be ${[...new Set(types)].join(' or ')}`,
        },
      ];
    }
    result = result.flatMap((e) => (e === combo ? replacement : branchErrors.has(e) ? [] : [e]));
  }
  return result;
}

function depth(errs: SchemaError[]): number {
  return Math.max(...errs.map((e) => e.instancePath.split('/').length));
}
