// The seamless wallet API for game providers (domain/casino/walletProtocol.ts): four signed POST
// calls under /casino-wallet-api/v1/. Server to server: no cookie, no Bearer token; the provider
// proves itself by the HMAC of the raw body, so the routes live in their own scope whose JSON
// parser keeps the exact bytes, and whose error handler answers every refusal in the protocol's
// shape (a `code` besides the site's `reason`).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  WALLET_ERROR_STATUS,
  WALLET_PATHS,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  type WalletCall,
  type WalletErrorCode,
  type WalletOkAnswer,
} from '../../../domain/casino/walletProtocol';
import type { ErrorReason } from '../../../domain/errors/errorReasons';
import { reasonOfStatus } from '../../../domain/errors/errorReasons';
import { validationRefusal } from '../../http/errorHandling';
import { keepRawJsonBodies } from '../../http/rawJsonBody';
import { Refusal, refusalBody } from '../../http/refusal';
import type { ServerContext } from '../../http/serverContext';
import { assertStakeAllowedOnRows, StakeLimitRefusal } from '../../limits/index';
import {
  balanceBodySchema,
  creditBodySchema,
  debitBodySchema,
  rollbackBodySchema,
  walletHeadersSchema,
  walletResponses,
} from './walletSchemas';
import { registerLaunchRoutes, type LaunchRouteOptions } from './launchRoutes';
import { existingWalletSecret } from './walletSecrets';
import {
  walletBalance,
  walletCredit,
  walletDebit,
  WalletRefusal,
  walletRollback,
  type StakeCheck,
  type StakeRefusalCode,
  type WalletDeps,
} from './walletService';
import { walletSignatureValid, walletTimestampFresh } from './walletSignature';

/** A wallet call's body is a few hundred bytes; this leaves room and no more. */
const WALLET_BODY_LIMIT = 8 * 1024;
const TAGS = ['casino-wallet'];

export interface WalletRouteOptions extends LaunchRouteOptions {
  /** The clock of session expiry and signature freshness. Default: real time. */
  now?: () => Date;
  /** The limits module's stake check, run inside each debit's transaction. */
  stakeCheck?: StakeCheck;
  stakeRefusalCode?: (err: unknown) => StakeRefusalCode | undefined;
}

/** The site reason beside each protocol code, for clients that read `reason`. */
const REASON_OF_CODE: Readonly<Record<WalletErrorCode, ErrorReason>> = {
  INVALID_SIGNATURE: 'unauthorized',
  INVALID_REQUEST: 'invalid_field',
  UNKNOWN_SESSION: 'not_found',
  DEMO_SESSION: 'conflict',
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  INVALID_AMOUNT: 'invalid_field',
  CURRENCY_MISMATCH: 'invalid_field',
  DEBIT_NOT_FOUND: 'conflict',
  TRANSACTION_ROLLED_BACK: 'conflict',
  DUPLICATE_TRANSACTION_MISMATCH: 'conflict',
  LIMIT_EXCEEDED: 'forbidden',
  PLAYER_BLOCKED: 'forbidden',
  ROUND_CLOSED: 'conflict',
};

const FIELD_OF_CODE: Partial<Record<WalletErrorCode, string>> = {
  INVALID_AMOUNT: 'amount',
  CURRENCY_MISMATCH: 'currency',
  UNKNOWN_SESSION: 'sessionId',
};

export function registerCasinoWalletRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: WalletRouteOptions = {},
): void {
  const now = options.now ?? (() => new Date());
  const deps = (): WalletDeps => ({
    db: ctx.database.db,
    now,
    stakeCheck: options.stakeCheck ?? limitsStakeCheck(ctx),
    stakeRefusalCode: options.stakeRefusalCode ?? stakeRefusalCode,
  });

  registerLaunchRoutes(app, ctx, options);

  void app.register(async (scope) => {
    const rawBodies = keepRawJsonBodies(scope, 'buffer', WALLET_BODY_LIMIT);
    scope.setErrorHandler((err: FastifyError, request, reply) => answerError(err, request, reply));

    // Before the body's shape is checked: an unsigned call learns nothing about the protocol.
    const verifySignature = async (request: FastifyRequest): Promise<void> => {
      const provider = request.headers[WALLET_PROVIDER_HEADER];
      const signature = request.headers[WALLET_SIGNATURE_HEADER];
      const outside =
        typeof provider === 'string'
          ? options.outsideProviders?.find((a) => a.key === provider)
          : undefined;
      const secret = outside
        ? outside.secret
        : typeof provider === 'string' && provider.length > 0 && provider.length <= 64
          ? await existingWalletSecret(ctx.database.db, provider)
          : undefined;
      const raw = rawBodies.get(request);
      if (
        !secret ||
        raw === undefined ||
        !walletSignatureValid(secret, raw, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new WalletRefusal('INVALID_SIGNATURE', 'The signature does not match the body');
      }
      const timestamp = (request.body as { timestamp?: unknown } | null)?.timestamp;
      if (!walletTimestampFresh(timestamp, now().getTime())) {
        throw new WalletRefusal('INVALID_SIGNATURE', 'The timestamp is stale or in the future');
      }
    };

    const route = <Body>(
      call: WalletCall,
      summary: string,
      body: object,
      serve: (deps: WalletDeps, provider: string, body: Body) => Promise<WalletOkAnswer>,
    ) =>
      scope.post<{ Body: Body }>(
        WALLET_PATHS[call],
        {
          preValidation: verifySignature,
          schema: {
            summary,
            tags: TAGS,
            headers: walletHeadersSchema,
            body,
            response: walletResponses,
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const provider = request.headers[WALLET_PROVIDER_HEADER] as string;
          return serve(deps(), provider, request.body as Body);
        },
      );

    route(
      'balance',
      "The session account's balance (minor units)",
      balanceBodySchema,
      walletBalance,
    );
    route(
      'debit',
      "Debits a round's stake from the customer (ledger kind casino_bet); limits and bans checked",
      debitBodySchema,
      walletDebit,
    );
    route(
      'credit',
      "Credits a round's win (casino_win); the round needs an accepted debit",
      creditBodySchema,
      walletCredit,
    );
    route(
      'rollback',
      'Gives a debit back (casino_rollback); an unknown debit is recorded and refused if it comes later',
      rollbackBodySchema,
      walletRollback,
    );
  });
}

/** The limits module's check on the world clock (test control moves it; real time otherwise). */
function limitsStakeCheck(ctx: ServerContext): StakeCheck {
  return (trx, stake, limitRows) =>
    assertStakeAllowedOnRows(
      trx,
      { ...stake, at: new Date(ctx.worldClock.now()), clock: ctx.worldClock },
      limitRows,
    );
}

/** Self-exclusion and time-out block the player; a wagering or loss limit is a limit. */
function stakeRefusalCode(err: unknown): StakeRefusalCode | undefined {
  if (!(err instanceof StakeLimitRefusal)) return undefined;
  return err.reason === 'self_excluded' || err.reason === 'time_out_active'
    ? 'PLAYER_BLOCKED'
    : 'LIMIT_EXCEEDED';
}

function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof WalletRefusal) {
    const status = WALLET_ERROR_STATUS[err.code];
    return reply.status(status).send({
      status: 'ERROR',
      code: err.code,
      ...refusalBody(status, REASON_OF_CODE[err.code], err.message, FIELD_OF_CODE[err.code]),
      ...(err.balance === undefined ? {} : { balance: err.balance }),
    });
  }
  if (err.validation) {
    const { reason, field, rule } = validationRefusal(err);
    return reply.status(400).send({
      status: 'ERROR',
      code: 'INVALID_REQUEST',
      ...refusalBody(400, reason, err.message, field, rule),
    });
  }
  if (err instanceof Refusal) {
    return reply.status(err.statusCode).send({
      status: 'ERROR',
      code: 'INVALID_REQUEST',
      ...refusalBody(err.statusCode, err.reason, err.message, err.field),
    });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({
      status: 'ERROR',
      code: 'INVALID_REQUEST',
      ...refusalBody(status, reasonOfStatus(status), err.message),
    });
  }
  request.log.error({ err }, 'wallet call failed');
  return reply.status(500).send({
    error: 'Internal Server Error',
    message: 'The server could not answer this request',
    reason: 'server_error',
  });
}
