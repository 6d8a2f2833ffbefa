// Wires the money context into the server: accounts, payments, and the payment provider chosen
// by PAYMENT_PROVIDER (the sandbox provider and its hosted page).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { StartupRefusal } from '../startupRefusal';
import { registerAccountRoutes } from './accountRoutes';
import { registerPaymentRoutes } from './paymentRoutes';
import {
  choosePaymentProvider,
  paymentProviderFromEnv,
  SANDBOX_IN_PRODUCTION_WARNING,
  type PaymentProviderName,
} from './paymentProviders';
import { registerSandboxPageRoutes } from './sandbox/sandboxPageRoutes';
import { SANDBOX_CALLBACK_PATH, SandboxProvider } from './sandbox/sandboxProvider';
import { installWithdrawalExpiry, type WithdrawalExpiry } from './withdrawalExpiry';

export interface MoneyOptions {
  /**
   * PAYMENT_PROVIDER: the provider to serve. Unset: the sandbox, except in production, which
   * refuses to start without an explicit choice (server/money/paymentProviders.ts).
   */
  provider?: PaymentProviderName;
  /** PAYMENT_SANDBOX_SECRET: HMAC key of sandbox callbacks (32+ characters). Default: random per process. */
  sandboxSecret?: string;
  /** PAYMENT_SANDBOX_DELAY_MS: gap before each sandbox callback (default 300; tests use 0). */
  sandboxDelayMs?: number;
  /** The clock (payment history archive age, callback freshness, withdrawal reservation age). */
  now?: () => Date;
  /** Milliseconds between sweeps for stale withdrawal reservations (server/money/withdrawalExpiry.ts). */
  withdrawalExpirySweepMs?: number;
}

export const DEFAULT_SANDBOX_DELAY_MS = 300;
const MIN_SECRET_LENGTH = 32;
const MAX_DELAY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox payment provider (tests await `idle()` for its callbacks). */
    paymentSandbox: SandboxProvider;
    /** Returns stale withdrawal reservations to the customers (tests run `sweep()`). */
    withdrawalExpiry: WithdrawalExpiry;
  }
}

/** Options from the environment; throws a StartupRefusal naming a bad variable. */
export function moneyOptionsFromEnv(env: NodeJS.ProcessEnv): MoneyOptions {
  const provider = paymentProviderFromEnv(env.PAYMENT_PROVIDER);
  const secret = env.PAYMENT_SANDBOX_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new StartupRefusal(
      `PAYMENT_SANDBOX_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  const delayText = env.PAYMENT_SANDBOX_DELAY_MS?.trim();
  const delay = delayText ? Number(delayText) : undefined;
  if (delay !== undefined && !(Number.isInteger(delay) && delay >= 0 && delay <= MAX_DELAY_MS)) {
    throw new StartupRefusal(`PAYMENT_SANDBOX_DELAY_MS must be an integer 0-${MAX_DELAY_MS}`);
  }
  return {
    ...(provider ? { provider } : {}),
    ...(secret ? { sandboxSecret: secret } : {}),
    ...(delay !== undefined ? { sandboxDelayMs: delay } : {}),
  };
}

/**
 * The money routes. Throws a StartupRefusal when the environment is wrong, or when a production
 * server (NODE_ENV=production) has not chosen its payment provider.
 */
export function registerMoneyRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: MoneyOptions = {},
  { production = false }: { production?: boolean } = {},
): void {
  const opts = { ...moneyOptionsFromEnv(process.env), ...options };
  const now = opts.now ?? (() => new Date());
  const providerName = choosePaymentProvider(opts.provider, production);
  if (production && providerName === 'sandbox') app.log.warn(SANDBOX_IN_PRODUCTION_WARNING);
  const sandbox = new SandboxProvider({
    secret: opts.sandboxSecret ?? randomBytes(32).toString('hex'),
    delayMs: opts.sandboxDelayMs ?? DEFAULT_SANDBOX_DELAY_MS,
    now,
    db: () => ctx.database.db,
    onError: (err) => app.log.error({ err }, 'sandbox: a callback delivery pass failed'),
  });
  // Callbacks travel through the real route, headers, parser, schema and all.
  sandbox.connect(async (rawBody, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers,
      payload: rawBody,
    });
    return response.statusCode;
  });
  app.decorate('paymentSandbox', sandbox);
  // Delivers the callbacks owed, those an earlier process left in the outbox first.
  app.addHook('onReady', async () => sandbox.start());
  app.addHook('onClose', () => sandbox.close());

  app.decorate(
    'withdrawalExpiry',
    installWithdrawalExpiry(app, () => ctx.database.db, {
      now,
      ...(opts.withdrawalExpirySweepMs ? { sweepEveryMs: opts.withdrawalExpirySweepMs } : {}),
    }),
  );

  registerAccountRoutes(app, ctx);
  registerPaymentRoutes(app, ctx, sandbox, now);
  registerSandboxPageRoutes(app, ctx, sandbox);
}
