/** The URL of a route path (relative to /{lng}/, SPEC section 2) in a language. */
export function localizedPath(lng: string, to: string): string {
  const rest = to.replace(/^\/+/, '');
  return rest ? `/${lng}/${rest}` : `/${lng}/`;
}

/** The same pathname in another language: the first segment is always the language. */
export function switchLanguagePath(pathname: string, lng: string): string {
  const segments = pathname.split('/');
  // segments[0] is '' (leading slash), segments[1] the current language.
  if (segments.length < 2 || !segments[1]) return `/${lng}/`;
  segments[1] = lng;
  return segments.join('/');
}
