import escapeHtml from 'escape-html';
import {
  APP_ICON_SIZES,
  appIconPath,
  MANIFEST_PATH,
  precomposedIconPath,
} from '../../domain/app/appIcons';
import { isRtl } from '../../runtime/router/language';
import type { LayoutSchema, RouteTable, SiteConfig } from '../../runtime/schema/types';

/** What the client reads from `<script type="application/json" id="boot">`. */
export interface BootData {
  config: SiteConfig;
  routes: RouteTable;
  layouts: Record<string, LayoutSchema>;
  /**
   * The server's block check for this request (domain/access/contract.ts BootBlock): null when
   * not blocked, so the client's block store starts with it. Absent where no check runs.
   */
  block?: { displayTypeId: number | null; templateTypeId: number | null } | null;
  /**
   * The request showed a customer session (server/web/pageRoutes.ts mayBeSignedIn): the client
   * keeps a language hidden from guests until its own session check says otherwise.
   */
  signedIn?: true;
  /** A PageMetaSource does not know this page (server/seo/): the client shows its 404 page. */
  notFound?: true;
  /**
   * The failure view's texts in the page's language (SPEC section 2), for public/boot-guard.js
   * when the main script cannot run and so no dictionary can load.
   */
  failureView?: BootFailureTexts;
}

/** The micro-front-end failure view: main_dictionary_load_error and its hint and button. */
export interface BootFailureTexts {
  title: string;
  hint: string;
  button: string;
}

/** The page's own head (server/seo/headTags.ts): its title and the tags written before </head>. */
export interface ShellHead {
  title: string;
  html: string;
}

const BOOT_PLACEHOLDER = '<!--boot-->';
const BRAND_CSS_HREF = '/bff-api/brand.css';

/** JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`), no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html for one brand and language: boot block, brand stylesheet, theme colour, title and
 * `<html lang dir>`. The boot block is data (type application/json), never run, so the CSP needs
 * no inline script.
 */
export function renderShell(template: string, boot: BootData, head?: ShellHead): string {
  const { config } = boot;
  const lng = config.language;
  const themeColor = config.pwaManifest?.themeColor;
  const bootScript = `<script type="application/json" id="boot">${scriptSafeJson(boot)}</script>`;
  // Last in <head>, after the bundle's own stylesheets, so the brand's --brand-* values win.
  const brandHead = [
    `<link rel="stylesheet" href="${BRAND_CSS_HREF}">`,
    ...(themeColor ? [`<meta name="theme-color" content="${escapeHtml(themeColor)}">`] : []),
    ...(head ? [head.html] : []),
    ...(config.isPwa === true ? installableAppHead(config.brand) : []),
  ].join('\n    ');

  let html = template.includes(BOOT_PLACEHOLDER)
    ? template.replace(BOOT_PLACEHOLDER, () => bootScript)
    : template.replace('</head>', () => `  ${bootScript}\n  </head>`);
  html = html.includes('</head>')
    ? html.replace('</head>', () => `  ${brandHead}\n  </head>`)
    : `${brandHead}${html}`;
  const htmlTag = `<html lang="${escapeHtml(lng)}" dir="${isRtl(lng) ? 'rtl' : 'ltr'}">`;
  html = /<html\b[^>]*>/i.test(html)
    ? html.replace(/<html\b[^>]*>/i, () => htmlTag)
    : `${htmlTag}${html}</html>`;
  const title = `<title>${escapeHtml(head?.title ?? config.name)}</title>`;
  return /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace('</head>', () => `  ${title}\n  </head>`);
}

/** The manifest and the apple touch icons (SPEC section 9), for a brand whose config sets isPwa. */
function installableAppHead(brand: string): string[] {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    ...APP_ICON_SIZES.map(
      (size) =>
        `<link rel="apple-touch-icon" sizes="${size}x${size}" href="${escapeHtml(appIconPath(brand, size))}">`,
    ),
    // iOS 14 and older take the precomposed icon.
    `<link rel="apple-touch-icon-precomposed" href="${escapeHtml(precomposedIconPath(brand))}">`,
  ];
}
