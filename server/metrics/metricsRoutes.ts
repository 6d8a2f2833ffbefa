// GET /metrics for Prometheus. Its figures say how busy the site is and how much money moves, so
// it is served to a scraper on this machine (a loopback address, not through the proxy) or to one
// that shows METRICS_TOKEN as a Bearer token; anyone else is refused.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusRefusal } from '../http/refusal';
import { processMetricsRegistry, type ServerMetrics } from './serverMetrics';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** METRICS_TOKEN: a scraper from any address shows it (`Authorization: Bearer <token>`). */
  token?: string;
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  opts: MetricsOptions = {},
): void {
  // The event loop's delay is sampled from the start, not from the first scrape.
  app.addHook('onListen', async () => {
    processMetricsRegistry();
  });
  app.get(
    METRICS_PATH,
    {
      schema: {
        summary:
          'Prometheus metrics of this process (loopback clients not behind a proxy, or METRICS_TOKEN)',
        tags: ['health'],
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refusal = accessRefusal(request, opts.token);
      if (refusal)
        return reply.status(refusal.status).send(statusRefusal(refusal.status, refusal.message));
      const processRegistry = processMetricsRegistry();
      const text = (await processRegistry.metrics()) + (await metrics.registry.metrics());
      return reply.type(processRegistry.contentType).send(text);
    },
  );
}

function accessRefusal(
  request: FastifyRequest,
  token: string | undefined,
): { status: number; message: string } | undefined {
  if (token !== undefined) {
    const shown = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (shown !== undefined && sameSecret(shown, token)) return undefined;
    return { status: 401, message: 'Metrics need the METRICS_TOKEN as a Bearer token' };
  }
  // The socket's own address: a proxy on this machine connects from loopback for anyone.
  const forwarded = request.headers['x-forwarded-for'] !== undefined;
  if (!forwarded && isLoopback(request.socket.remoteAddress)) return undefined;
  return {
    status: 403,
    message: 'Metrics are served to this machine directly, or with METRICS_TOKEN',
  };
}

function sameSecret(shown: string, token: string): boolean {
  const a = Buffer.from(shown);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
