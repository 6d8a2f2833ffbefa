// The shell links the brand book as /bff-api/brand.css (server/web/htmlShell.ts).
const BRAND_CSS_PATH = '/bff-api/brand.css';

/**
 * `npm run dev`: a brand config edit changes the --brand-* custom properties, which live in a
 * stylesheet, not in a store. A fresh <link> with a cache-busting query replaces the old one once
 * it has loaded, so the page never shows a moment without brand colours.
 */
export function refreshBrandStylesheet(doc: Document = document): void {
  const current = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => new URL(link.href, doc.baseURI).pathname === BRAND_CSS_PATH,
  );
  const fresh = doc.createElement('link');
  fresh.rel = 'stylesheet';
  fresh.href = `${BRAND_CSS_PATH}?v=${Date.now()}`;
  const dropOld = () => current.forEach((link) => link.remove());
  fresh.addEventListener('load', dropOld, { once: true });
  // A failed load keeps the old colours rather than none.
  fresh.addEventListener('error', () => fresh.remove(), { once: true });
  const last = current.at(-1);
  if (last) last.after(fresh);
  else doc.head.append(fresh);
}
