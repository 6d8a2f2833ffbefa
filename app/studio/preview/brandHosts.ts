// Each brand's host names and languages, from configs/brands/<brand>/site.json (two fields
// only), so the preview knows where a brand is served and in which languages.
const hostsByFile = import.meta.glob<readonly string[]>('../../../configs/brands/*/site.json', {
  import: 'hosts',
  eager: true,
});
const languagesByFile = import.meta.glob<readonly string[]>('../../../configs/brands/*/site.json', {
  import: 'languages',
  eager: true,
});

const brandOf = (path: string) => /brands\/([^/]+)\/site\.json$/.exec(path)?.[1] ?? '';

const byBrand = (files: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(files).map(([path, list]) => [brandOf(path), list]));

export const BRAND_HOSTS: Readonly<Record<string, readonly string[]>> = byBrand(hostsByFile);
export const BRAND_LANGUAGES: Readonly<Record<string, readonly string[]>> =
  byBrand(languagesByFile);

/**
 * Where a brand's site is: this origin when this host serves it (the server picks the brand by
 * Host), else the brand's own host on this port (a page of another origin, which the preview
 * cannot talk to: the studio must be opened there).
 */
export function brandOrigin(
  brand: string,
  here: Pick<Location, 'hostname' | 'protocol' | 'port' | 'origin'> = location,
): { origin: string; sameOrigin: boolean } {
  const hosts = BRAND_HOSTS[brand] ?? [];
  if (hosts.includes(here.hostname)) return { origin: here.origin, sameOrigin: true };
  const host = hosts.find((h) => h.endsWith('.localhost')) ?? hosts[0] ?? here.hostname;
  return {
    origin: `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}`,
    sameOrigin: false,
  };
}

/** The brand this studio page's host serves, if any. */
export function brandOfHere(hostname: string = location.hostname): string | undefined {
  return Object.keys(BRAND_HOSTS).find((brand) => BRAND_HOSTS[brand]!.includes(hostname));
}
