// The build's files from a CDN (SPEC section 7, the site configuration's isFlexibleAssetPath): a
// deployment names the CDN's base URL (ASSET_CDN_URL), and the page of a brand whose config sets
// isFlexibleAssetPath names that base in its script, module preload and stylesheet tags, and its
// CDN's origin in its Content-Security-Policy. Whatever those files load is named relative to
// them in the build (vite.config.ts renderBuiltUrl), so it follows them to the CDN.
import { StartupRefusal } from '../startupRefusal';

/** Where the build keeps its hashed files, on the site's own host and on the CDN alike. */
export const ASSET_PATH_PREFIX = '/assets/';

/** The CDN: its base URL (no trailing slash) and its origin (for the policy). */
export interface AssetCdn {
  base: string;
  origin: string;
}

/**
 * ASSET_CDN_URL: the http(s) URL the build's /assets/ folder is copied or proxied under (e.g.
 * https://cdn.example.com or https://cdn.example.com/site), or unset for no CDN. A production
 * start takes https only: a browser refuses an http script on an https page.
 */
export function readAssetCdn(env: NodeJS.ProcessEnv, production: boolean): AssetCdn | undefined {
  const text = env.ASSET_CDN_URL?.trim();
  if (!text) return undefined;
  const refuse = (why: string, shown = text) =>
    new StartupRefusal(
      `ASSET_CDN_URL=${shown}: ${why} (e.g. https://cdn.example.com, under which the build's ` +
        `assets/ folder is served; leave it unset to serve every file from the site's own host)`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('not an http(s) URL');
  if (production && url.protocol !== 'https:') {
    throw refuse('a production start takes an https URL only');
  }
  // Said without the value: it holds a secret.
  if (url.username || url.password) {
    throw refuse('a CDN base URL takes no user name or password', '…');
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    throw refuse('a query or a fragment has no place in a base URL');
  }
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, origin: url.origin };
}

/** A script or link tag (the built index.html writes each on one line, attributes quoted). */
const TAG = /<(?:script|link)\b[^>]*>/gi;
const ASSET_ATTRIBUTE = /\s(src|href)="\/assets\//i;

/**
 * The page template with its tags of the build's files (`src` or `href` under /assets/) pointed
 * at the CDN. Each such tag is fetched with CORS (`crossorigin`): module scripts need it from
 * another origin, and the build's files are then the same requests whichever host serves them.
 */
export function pointAssetsAt(template: string, base: string): string {
  return template.replace(TAG, (tag) => {
    if (!ASSET_ATTRIBUTE.test(tag)) return tag;
    const pointed = tag.replace(
      ASSET_ATTRIBUTE,
      (_all, name: string) => ` ${name}="${base}/assets/`,
    );
    return /\scrossorigin\b/i.test(pointed)
      ? pointed
      : pointed.replace(/^<(script|link)\b/i, (open) => `${open} crossorigin`);
  });
}

/** The directives under which a page loads the build's files: chunks, style sheets, fonts, pictures. */
const ASSET_DIRECTIVES = new Set(['script-src', 'style-src', 'font-src', 'img-src']);

/** The page's policy with the CDN's origin added to the directives the build's files load under. */
export function policyWithAssetOrigin(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
      return ASSET_DIRECTIVES.has(name) ? `${directive.trimEnd()} ${origin}` : directive;
    })
    .join(';');
}
