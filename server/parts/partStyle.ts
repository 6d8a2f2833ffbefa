// part.schema.json: a part's `style` is plain CSS the server checks before sending. Anything
// that could load a resource, run script, or hide one of those behind a CSS escape is refused.
const FORBIDDEN_IN_STYLE = [
  'url(',
  'expression',
  '@import',
  '<',
  'javascript:',
  '\\',
  'behavior:',
  '-moz-binding',
];

/** Why a part style is refused, or undefined when it is safe to send. */
export function unsafePartStyleReason(style: string): string | undefined {
  const lower = style.toLowerCase();
  const fragment = FORBIDDEN_IN_STYLE.find((f) => lower.includes(f));
  return fragment === undefined ? undefined : `style contains '${fragment}', which is not allowed`;
}
