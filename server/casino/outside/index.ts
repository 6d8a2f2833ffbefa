// Outside game providers (SPEC section 7 "Games and third-party calls"): their adapters from the
// environment, the signed launch call, and the sweep that voids the rounds a provider left open
// (server/casino/wallet/staleRounds.ts), so no round stays open for more than a minute.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../http/serverContext';
import { STALE_ROUND_MS, STALE_SWEEP_MS, voidStaleRounds } from '../wallet/staleRounds';
import type { OutsideProviderAdapter } from './outsideEnv';

export {
  readOutsideProvidersEnv,
  OUTSIDE_SECRET_MIN_LENGTH,
  type OutsideProviderAdapter,
} from './outsideEnv';

export interface OutsideProvidersOptions {
  adapters: readonly OutsideProviderAdapter[];
  /** A round with no wallet call for this long is void. Default STALE_ROUND_MS. */
  staleRoundMs?: number;
  /** Sweep period; 0 turns the sweep off. Default STALE_SWEEP_MS. */
  sweepEveryMs?: number;
}

export function registerOutsideProviderSweep(
  app: FastifyInstance,
  ctx: ServerContext,
  options: OutsideProvidersOptions | undefined,
): void {
  const keys = (options?.adapters ?? []).map((a) => a.key);
  const every = options?.sweepEveryMs ?? STALE_SWEEP_MS;
  if (keys.length === 0 || every <= 0) return;
  const staleMs = options?.staleRoundMs ?? STALE_ROUND_MS;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    voidStaleRounds(ctx.database.db, keys, new Date(Date.now() - staleMs))
      .then((closed) => {
        if (closed > 0) app.log.warn({ closed }, 'voided outside provider rounds left open');
      })
      .catch((err: unknown) => app.log.error({ err }, 'outside provider round sweep failed'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
