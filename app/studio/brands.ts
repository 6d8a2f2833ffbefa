// The brands the content ships: the folders of configs/brands (names only: no file is loaded).
const brandFiles = import.meta.glob('../../configs/brands/*/site.json');

export const STUDIO_BRANDS: readonly string[] = Object.keys(brandFiles)
  .map((path) => /brands\/([^/]+)\/site\.json$/.exec(path)?.[1] ?? '')
  .filter((b) => b !== '')
  .sort();
