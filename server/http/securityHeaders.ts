import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/** The production policy: everything from our own origin, no inline or evaluated script. */
export const CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // The casino's game page frames the built-in provider's game page (same origin only).
  'frame-src': ["'self'"],
};

/**
 * Dev only: Vite's React refresh preamble is an inline script, its CSS arrives as inline
 * <style>, and HMR talks over a websocket. Never used by `npm start`.
 */
const DEV_RELAXATIONS: Directives = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
};

// One year, the usual preload-list minimum.
const HSTS_MAX_AGE_SECONDS = 31_536_000;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; production: boolean },
): Promise<void> {
  const directives = opts.dev
    ? { ...CONTENT_SECURITY_POLICY, ...DEV_RELAXATIONS }
    : CONTENT_SECURITY_POLICY;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: opts.production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  });
}
