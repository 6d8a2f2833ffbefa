// Prometheus metrics of a server process (GET /metrics; docs/operations.md, deploy/README.md).
export { readMetricsEnv } from './metricsEnv';
export { METRICS_PATH, registerMetricsRoute, type MetricsOptions } from './metricsRoutes';
export {
  installServerMetrics,
  processMetricsRegistry,
  type AppliedDeltas,
  type ServerMetrics,
} from './serverMetrics';
