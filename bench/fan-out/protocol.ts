// Messages between the fan-out bench (server side) and its client process.

export interface ClientsConfig {
  port: number;
  clients: number;
  gamesPerClient: number;
  gameIds: number[];
  seed: number;
}

export type ToClients =
  | { type: 'config'; config: ClientsConfig }
  /** Event ids produced, with the time each was produced (ms, performance.timeOrigin + now()). */
  | { type: 'produced'; items: [string, number][] }
  | { type: 'measure-start' }
  | { type: 'measure-stop' };

export interface DelayReport {
  received: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  clientCpuPercent: number;
  /** The client process's event-loop delay, p99 (ms): its own lateness in reading. */
  clientLoopDelayP99: number;
}

export type FromClients =
  { type: 'connected'; streams: number; failed: number } | { type: 'report'; report: DelayReport };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const preciseNow = () => performance.timeOrigin + performance.now();
