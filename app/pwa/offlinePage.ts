// Build step: the offline page the service worker shows a navigation it cannot reach the server
// for, in every shipped language from the pwa dictionaries (one section each, with its own lang
// and dir), and its stylesheet (the CSP allows no inline style).
import { readdirSync, readFileSync } from 'node:fs';
import escapeHtml from 'escape-html';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OFFLINE_PAGE_PATH } from '../../domain/app/appIcons';

const RTL = new Set(['ar']);
/** The page's own language first, the rest after. */
const ORDER = ['en', 'ru', 'ar'];

export function offlinePageHtml(texts: Record<string, Record<string, string>>): string {
  const languages = Object.keys(texts).sort(
    (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99),
  );
  const first = texts[languages[0]!]!;
  const sections = languages.map((lng) => {
    const t = texts[lng]!;
    return `<section lang="${lng}" dir="${RTL.has(lng) ? 'rtl' : 'ltr'}">
  <h1>${escapeHtml(t.offline_title ?? '')}</h1>
  <p>${escapeHtml(t.offline_text ?? '')}</p>
  <a class="offline__retry" href="/${lng}/">${escapeHtml(t.offline_retry ?? '')}</a>
</section>`;
  });
  return `<!doctype html>
<html lang="${languages[0]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(first.offline_title ?? '')}</title>
<link rel="stylesheet" href="/offline.css">
</head>
<body>
<main class="offline">
${sections.join('\n')}
</main>
</body>
</html>
`;
}

const OFFLINE_CSS = `:root { color-scheme: light dark; }
body { margin: 0; font-family: Inter, Roboto, Arial, sans-serif; background: #f6f7fb; color: #1b1e28; }
.offline { max-width: 36rem; margin: 4rem auto; padding: 0 1.5rem; display: grid; gap: 1.25rem; }
section { background: #ffffff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1rem; line-height: 1.5; }
.offline__retry { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 8px; background: #1d4ed8; color: #ffffff; text-decoration: none; font-weight: 600; }
.offline__retry:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  body { background: #11131a; color: #e8eaf2; }
  section { background: #1b1e28; box-shadow: none; }
}
`;

/** Emits offline.html and offline.css from configs/locales/<lng>/pwa.json. */
export function offlinePagePlugin(root: string): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle() {
      const localesDir = path.join(root, 'configs', 'locales');
      const texts: Record<string, Record<string, string>> = {};
      for (const lng of readdirSync(localesDir)) {
        const file = path.join(localesDir, lng, 'pwa.json');
        this.addWatchFile(file);
        texts[lng] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      }
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_PATH.slice(1),
        source: offlinePageHtml(texts),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.css', source: OFFLINE_CSS });
    },
  };
}
