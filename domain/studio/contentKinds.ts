// What the studio versions: a resource is (brand, kind, id). Files in the repository stay the
// defaults; a published version overrides the file for one brand only.

export const CONTENT_KINDS = [
  'page',
  'layout',
  'part',
  'routes',
  'brandConfig',
  'brandBook',
  'dictionary',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/**
 * The id of each kind: page/layout/part: the file name without .json; routes: 'routes';
 * brandConfig/brandBook: the brand; dictionary: `<lng>/<name>` (that brand's locale override).
 */
export const CONTENT_ID_PATTERNS: Record<ContentKind, RegExp> = {
  page: /^[a-z0-9][a-z0-9._-]{0,99}$/,
  layout: /^[a-z0-9][a-z0-9._-]{0,99}$/,
  part: /^[a-z0-9][a-z0-9._-]{0,99}$/,
  routes: /^routes$/,
  brandConfig: /^[a-z0-9][a-z0-9_-]{0,49}$/,
  brandBook: /^[a-z0-9][a-z0-9_-]{0,49}$/,
  dictionary: /^[a-z]{2}\/[a-z0-9][a-z0-9_-]{0,49}$/,
};
