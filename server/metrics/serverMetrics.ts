// What an operator watches of one server process, in Prometheus' text format (prom-client): HTTP
// rate and latency per route, ledger postings, coupon placements and their refusals, the feed's
// lag, open live streams, the database pool, and the process itself (event-loop delay, memory).
import type { FastifyInstance } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type RegistryContentType,
} from 'prom-client';
import type { AppDatabase } from '../db/index';
import { isEventStream } from '../http/logging';
import type { LiveService } from '../live/liveService';
import { onLedgerPosted } from '../money/ledger';

/** Latency buckets in seconds: a cached page (ms) up to a slow report (s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route of a request that matched none (a 404): one label value, not one per URL. */
const NO_ROUTE = '(no route)';

export interface ServerMetrics {
  readonly registry: Registry<RegistryContentType>;
  /** A coupon was placed (not a replay of an earlier answer). */
  couponPlaced(): void;
  /** A placement was refused with these codes (each distinct code counted once). */
  couponRefused(codes: readonly string[]): void;
  /** The live side to watch: open streams, the feed's role and lag. */
  watchLive(live: LiveService, state: AppliedDeltas): void;
}

/** What the feed lag is measured from: the sports state's applied deltas. */
export interface AppliedDeltas {
  onApplied(listener: () => void): () => void;
}

/** The process's own series (event loop, memory, CPU), made once per process and shared. */
let processRegistry: Registry<RegistryContentType> | undefined;

export function processMetricsRegistry(): Registry<RegistryContentType> {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The series of one server (one Fastify instance) on a registry of its own: a test process that
 * builds many servers gets no clash of names. Call before the routes are registered.
 */
export function installServerMetrics(app: FastifyInstance, database: AppDatabase): ServerMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern (event streams excluded)',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const postings = new Counter({
    name: 'ledger_postings_total',
    help: 'Ledger postings written by this process, by the kind of their transaction',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const placements = new Counter({
    name: 'coupon_placements_total',
    help: 'Coupon placements accepted (stake debited, coupons booked); replays not counted',
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'coupon_placement_refusals_total',
    help: 'Coupon placements refused, by refusal code (a placement counts once per code)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  if (database.poolStats) {
    const poolStats = database.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool of this process: open, idle and maximum connections',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a connection of the PostgreSQL pool',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    if (!isEventStream(reply.getHeader('content-type'))) {
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
  const stopLedger = onLedgerPosted((kind, count) => postings.inc({ kind }, count));
  const cleanups: (() => void)[] = [stopLedger];
  app.addHook('onClose', async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  return {
    registry,
    couponPlaced: () => placements.inc(),
    couponRefused(codes) {
      for (const code of new Set(codes)) refusals.inc({ code });
    },
    watchLive(live, state) {
      const startedAt = Date.now();
      let appliedAt: number | undefined;
      cleanups.push(
        state.onApplied(() => {
          appliedAt = Date.now();
        }),
      );
      new Gauge({
        name: 'live_stream_clients',
        help: 'Open live streams (Server-Sent Events) of this process',
        registers: [registry],
        collect() {
          this.set(live.hub.streamCount);
        },
      });
      new Gauge({
        name: 'feed_leader',
        help: '1 while this process runs the sports feed (holds the feed lease), else 0',
        registers: [registry],
        collect() {
          const role = live.role;
          this.set(role === 'leader' || role === 'single' ? 1 : 0);
        },
      });
      new Gauge({
        name: 'feed_lag_seconds',
        help:
          'Seconds since this process last applied a live change from the feed (its own or the ' +
          "leader's through Redis); grows while no feed produces",
        registers: [registry],
        collect() {
          this.set((Date.now() - (appliedAt ?? startedAt)) / 1000);
        },
      });
    },
  };
}
