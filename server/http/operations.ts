// What operators of several processes need from each one, wired in one place: the request id on
// every answer and log line, Prometheus metrics, and the graceful drain on SIGTERM (deploy/).
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/index';
import type { LiveService } from '../live/index';
import {
  installServerMetrics,
  registerMetricsRoute,
  type AppliedDeltas,
  type MetricsOptions,
  type ServerMetrics,
} from '../metrics/index';
import { installDrain, type Drain } from './drain';
import { installRequestIdHeader } from './requestId';

export interface Operations {
  metrics: ServerMetrics;
  drain: Drain;
  /** Once the live side runs: its figures, its drain step, and the /metrics route. */
  withLive(live: LiveService, state: AppliedDeltas, opts?: MetricsOptions): void;
}

/** Before any route: the hooks must see every request. */
export function installOperations(app: FastifyInstance, database: AppDatabase): Operations {
  installRequestIdHeader(app);
  const metrics = installServerMetrics(app, database);
  const drain = installDrain(app);
  return {
    metrics,
    drain,
    withLive(live, state, opts) {
      metrics.watchLive(live, state);
      // Streams told to reconnect elsewhere and the feed lease given back, once no new
      // connection can arrive here.
      drain.onDrain(() => live.stop());
      registerMetricsRoute(app, metrics, opts);
    },
  };
}
