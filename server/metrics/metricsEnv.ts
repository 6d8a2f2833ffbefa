import { StartupRefusal } from '../startupRefusal';
import type { MetricsOptions } from './metricsRoutes';

/** A token short enough to guess would open the metrics to anyone. */
const MIN_TOKEN_LENGTH = 24;

/** METRICS_TOKEN: unset, /metrics for loopback scrapers only; else at least 24 characters. */
export function readMetricsEnv(env: NodeJS.ProcessEnv): MetricsOptions {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token === undefined) return {};
  if (token.length < MIN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) {
    throw new StartupRefusal(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} printable characters without spaces ` +
        '(or leave it unset: /metrics is then served to this machine only)',
    );
  }
  return { token };
}
