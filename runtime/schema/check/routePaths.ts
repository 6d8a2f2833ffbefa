// Route path shapes: 'print-coupon/{couponId}' or 'rules/{id?}' (relative to /{lng}/), their
// variants with and without optional params, and whether two of them can match one URL.

export type PathSegment =
  { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

export function parseRoutePath(path: string): PathSegment[] {
  if (path === '') return [];
  return path.split('/').map((part): PathSegment => {
    const param = /^\{([a-zA-Z][a-zA-Z0-9]*)(\?)?\}$/.exec(part);
    return param
      ? { kind: 'param', name: param[1]!, optional: param[2] === '?' }
      : { kind: 'static', value: part };
  });
}

export function paramNames(path: string): string[] {
  return parseRoutePath(path).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/** Index of an optional param followed by a required segment, or -1 when optionals are all last. */
export function misplacedOptional(segments: readonly PathSegment[]): number {
  const first = segments.findIndex((s) => s.kind === 'param' && s.optional);
  if (first < 0) return -1;
  const bad = segments.findIndex((s, i) => i > first && !(s.kind === 'param' && s.optional));
  return bad < 0 ? -1 : first;
}

/** The concrete shapes a path matches: 'rules/{id?}' -> ['rules'], ['rules', {id}]. */
export function pathVariants(segments: readonly PathSegment[]): PathSegment[][] {
  const first = segments.findIndex((s) => s.kind === 'param' && s.optional);
  if (first < 0) return [[...segments]];
  const variants: PathSegment[][] = [];
  for (let end = first; end <= segments.length; end++) variants.push(segments.slice(0, end));
  return variants;
}

/** The same shape whatever the param names: 'a/{x}' and 'a/{y}' both give 'a/{}'. */
export function shapeKey(variant: readonly PathSegment[]): string {
  return variant.map((s) => (s.kind === 'static' ? s.value : '{}')).join('/');
}

export function showPath(variant: readonly PathSegment[]): string {
  return variant
    .map((s) => (s.kind === 'static' ? s.value : `{${s.name}${s.optional ? '?' : ''}}`))
    .join('/');
}

/** Whether a whole URL segment satisfies a param constraint (invalid patterns constrain nothing). */
export function satisfiesConstraint(value: string, pattern: string | undefined): boolean {
  if (pattern === undefined) return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}
