// Route-table paths are relative to /{lng}/ and name params {x} or {x?} (routes.schema.json);
// react-router writes them :x and :x?.
const PARAM = /\{([a-zA-Z][a-zA-Z0-9]*)(\?)?\}/g;

/** A route-table path in react-router's syntax ('rules/{group}/{chapter?}' -> 'rules/:group/:chapter?'). */
export function toRouterPath(path: string): string {
  return path.replace(
    PARAM,
    (_match, name: string, optional?: string) => `:${name}${optional ?? ''}`,
  );
}

/** The param names a path declares, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/** Fills a path's params from `values`; a missing optional param drops its segment. */
export function fillPath(
  path: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return path
    .split('/')
    .map((segment) =>
      segment.replace(PARAM, (_match, name: string) => {
        const value = values[name];
        return value === undefined ? '' : encodeURIComponent(value);
      }),
    )
    .filter((segment) => segment !== '')
    .join('/');
}
