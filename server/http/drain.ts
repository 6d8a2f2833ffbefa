// A graceful stop for a process among several behind a proxy (deploy/): stop accepting
// connections (the proxy sends new requests to the other processes), run the modules' drain
// steps (the live side tells its streams to reconnect elsewhere and gives the feed lease back),
// and let the requests in flight finish before the database closes.
import type { FastifyInstance } from 'fastify';

/** How long in-flight requests may take before the stop goes on without them. */
export const DRAIN_TIMEOUT_MS = 8_000;
/** Connections that fall idle while draining are closed this often (keep-alive holds them). */
const IDLE_SWEEP_EVERY_MS = 50;

export interface DrainReport {
  /** Every connection closed within the timeout. */
  drained: boolean;
  /** Connections still open when the drain gave up. */
  openConnections: number;
  ms: number;
}

export interface Drain {
  /** A step of the drain, run after the listener has closed (in the order added). */
  onDrain(step: () => Promise<void>): void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops accepting connections, runs the drain steps and waits (at most `timeoutMs`) for the
     * requests in flight; then `close()` frees the rest. Done once; later calls answer the first.
     */
    drain(timeoutMs?: number): Promise<DrainReport>;
    /** A step of the drain (end long-lived streams, give leases back), run once no connection can arrive. */
    addDrainStep(step: () => Promise<void>): void;
  }
}

export function installDrain(app: FastifyInstance): Drain {
  const steps: (() => Promise<void>)[] = [];
  let draining = false;
  let done: Promise<DrainReport> | undefined;

  // A keep-alive connection would otherwise take further requests and outlive the drain.
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (draining) reply.header('connection', 'close');
    next(null, payload);
  });

  const run = async (timeoutMs: number): Promise<DrainReport> => {
    const started = Date.now();
    draining = true;
    const server = app.server;
    const closed = server.listening
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    for (const step of steps) {
      await step().catch((err: unknown) => app.log.error({ err }, 'drain step failed'));
    }
    let timer: NodeJS.Timeout | undefined;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_EVERY_MS);
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs - (Date.now() - started)));
      }),
    ]);
    clearInterval(sweep);
    clearTimeout(timer);
    const openConnections = drained ? 0 : await connectionCount(app);
    return { drained, openConnections, ms: Date.now() - started };
  };

  app.decorate('drain', (timeoutMs: number = DRAIN_TIMEOUT_MS) => {
    done ??= run(timeoutMs);
    return done;
  });
  const addStep = (step: () => Promise<void>) => {
    steps.push(step);
  };
  app.decorate('addDrainStep', addStep);

  return {
    onDrain: addStep,
    get draining() {
      return draining;
    },
  };
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((_err, n) => resolve(n ?? 0)));
}
