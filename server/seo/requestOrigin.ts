import type { FastifyRequest } from 'fastify';
import type { BrandSiteFile } from '../../runtime/schema/types';

const HOST = /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/**
 * scheme://host of the absolute URLs a page names (canonical, hreflang, sitemap): the host the
 * request came to when it is a plain host name, else the brand's first host.
 */
export function requestOrigin(request: FastifyRequest, site: BrandSiteFile): string {
  const host = request.headers.host;
  const safeHost = host && HOST.test(host) ? host : (site.hosts[0] ?? 'localhost');
  return `${request.protocol}://${safeHost}`;
}
