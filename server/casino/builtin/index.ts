// The built-in game provider: sessions, provably fair slot and crash rounds, its frame page.
// Wired by registerBuiltinProvider; it reaches the site only through the wallet API.
import type { FastifyInstance } from 'fastify';
import { BUILTIN_PROVIDER_KEY } from '../../../domain/casino/builtinGames';
import type { ServerContext } from '../../http/serverContext';
import { walletSecretFor } from '../wallet/index';
import { BuiltinProvider } from './builtinProvider';
import type { PageHtmlSource } from '../../web/indexHtmlSource';
import { registerBuiltinProviderRoutes } from './builtinRoutes';
import { httpWalletTransport, WalletClient } from './walletClient';

export { BuiltinProvider, DEMO_CURRENCY, DEMO_START_BALANCE } from './builtinProvider';
export { builtFrameHtml, devFrameHtml, FRAME_CONTENT_SECURITY_POLICY } from './builtinRoutes';
export {
  httpWalletTransport,
  injectWalletTransport,
  WalletClient,
  type WalletTransport,
} from './walletClient';
export type { BuiltinProviderTables } from './tables';
import type { BuiltinProviderOptions } from './builtinEnv';

export { readBuiltinProviderEnv, type BuiltinProviderOptions } from './builtinEnv';

/** How often crash rounds past their end (and credits not yet through) are settled. */
const SWEEP_EVERY_MS = 5_000;

export function registerBuiltinProvider(
  app: FastifyInstance,
  ctx: ServerContext,
  frame: () => PageHtmlSource | undefined,
  options: BuiltinProviderOptions = {},
): BuiltinProvider {
  const now = options.now ?? (() => new Date());
  const transport = (options.walletTransport ?? ((a) => httpWalletTransport(a)))(app);
  const wallet = new WalletClient(
    transport,
    // Wallet timestamps run on real time: the wallet checks them against its own clock.
    () => walletSecretFor(ctx.database.db, BUILTIN_PROVIDER_KEY),
  );
  const provider = new BuiltinProvider({ db: ctx.database.db, wallet, now });
  registerBuiltinProviderRoutes(app, provider, frame);

  const every = options.sweepEveryMs ?? SWEEP_EVERY_MS;
  if (every > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = provider.settleDueRounds().catch((err: unknown) => {
          app.log.warn({ err }, 'built-in provider sweep failed');
        });
      }, every);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  }
  return provider;
}
