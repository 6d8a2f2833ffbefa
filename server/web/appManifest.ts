// The installable app's manifest (SPEC section 7 "manifest"), made per brand from its config:
// served only for a brand whose site config sets isPwa (404 otherwise), and linked from the page
// shell on the same condition (htmlShell.ts).
import type { FastifyInstance } from 'fastify';
import {
  APP_ICON_SIZES,
  appIconPath,
  LEGACY_MANIFEST_PATH,
  MANIFEST_PATH,
} from '../../domain/app/appIcons';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { brandOf } from '../config/siteConfig';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' }[];
}

/** House rule: without pwaManifest.themeColor the app's chrome is white. */
const DEFAULT_THEME = '#ffffff';

export function appManifestOf(site: BrandSiteFile): AppManifest {
  const theme = site.pwaManifest?.themeColor ?? DEFAULT_THEME;
  return {
    id: '/',
    name: site.name,
    short_name: site.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: site.defaultLanguage,
    theme_color: theme,
    background_color: theme,
    icons: APP_ICON_SIZES.map((size) => ({
      src: appIconPath(site.brand, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

export function registerAppManifestRoute(app: FastifyInstance, ctx: ServerContext): void {
  for (const path of [MANIFEST_PATH, LEGACY_MANIFEST_PATH]) registerManifestAt(app, ctx, path);
}

function registerManifestAt(app: FastifyInstance, ctx: ServerContext, path: string): void {
  app.get(
    path,
    {
      schema: {
        summary: "The brand's web app manifest (only when its config sets isPwa)",
        tags: ['config'],
        produces: ['application/manifest+json'],
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const site = brandOf(content, brandId).site;
      if (site.isPwa !== true) {
        return reply.status(404).send(statusRefusal(404, 'This brand is not an installable app'));
      }
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(appManifestOf(site)));
    },
  );
}
