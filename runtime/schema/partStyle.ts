// part.schema.json: a remote part's `style` is plain CSS the client adopts as a stylesheet.
// Anything that could load a resource, run script, or hide one of those behind a CSS escape is
// refused. One rule for `npm run schemas:check` and the server's start (it runs checkContent). Pure.
export const FORBIDDEN_IN_PART_STYLE = [
  'url(',
  'expression',
  '@import',
  '<',
  'javascript:',
  '\\',
  'behavior:',
  '-moz-binding',
] as const;

/** Why a part style is refused (the first forbidden fragment, case-insensitive), or undefined. */
export function unsafePartStyleReason(style: string): string | undefined {
  const lower = style.toLowerCase();
  const fragment = FORBIDDEN_IN_PART_STYLE.find((f) => lower.includes(f));
  return fragment === undefined ? undefined : `style contains '${fragment}', which is not allowed`;
}
