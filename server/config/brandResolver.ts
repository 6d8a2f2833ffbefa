import { StartupRefusal } from '../startupRefusal';
import type { ServerContent } from '../content/serverContent';

/** The host a brand is served on when no Host header or BRAND names one. */
const DEFAULT_HOST = 'localhost';

/** `Example.COM:8080` -> `example.com`, `[::1]:8080` -> `[::1]`. */
export function hostWithoutPort(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The brand of a request: the brand whose `hosts` list the Host header, else `envBrand` (BRAND),
 * else the brand served on localhost, else the first brand.
 */
export function resolveBrandId(
  content: ServerContent,
  hostHeader: string | undefined,
  envBrand: string | undefined,
): string {
  const host = hostWithoutPort(hostHeader);
  const brands = [...content.brands.values()];
  const byHost = brands.find((b) => b.site.hosts.includes(host));
  if (byHost) return byHost.site.brand;
  if (envBrand && content.brands.has(envBrand)) return envBrand;
  const byLocalhost = brands.find((b) => b.site.hosts.includes(DEFAULT_HOST));
  const fallback = byLocalhost ?? brands[0];
  if (!fallback) throw new Error('No brand in configs/brands: the server needs at least one');
  return fallback.site.brand;
}

/** Start-up check: a BRAND that names no brand is a configuration error, said plainly. */
export function assertKnownBrand(content: ServerContent, envBrand: string | undefined): void {
  if (content.brands.size === 0)
    throw new StartupRefusal('No brand in configs/brands: the server needs at least one');
  if (envBrand && !content.brands.has(envBrand)) {
    const known = [...content.brands.keys()].join(', ');
    throw new StartupRefusal(
      `BRAND=${envBrand} names no brand in configs/brands (known: ${known})`,
    );
  }
}
