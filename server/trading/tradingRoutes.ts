// The trading endpoints under /operator-api/trading/ (docs/back-office.md "Trading"): liability
// per event and market, the largest open coupons, suspensions, stake factors and resettlements.
// Reading needs 'trading.read', writing 'trading.write'; every write is audited in its own
// transaction.
import type { FastifyInstance } from 'fastify';
import type { LegResult } from '../../domain/coupon/index';
import { STAKE_FACTOR_MAX, STAKE_FACTOR_MIN, TRADING_PATHS } from '../../domain/trading/contract';
import { contractObject, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { operatorOf, recordAudit, requireOperator } from '../operators/index';
import { tradingControlOf } from '../sports/feed/types';
import {
  compactExposure,
  eventLiability,
  eventsExposure,
  EXPOSURE_COMPACT_MS,
  largestOpenCoupons,
} from './liability';
import { resettleMarket } from './resettlement';
import { listStakeFactors, writeStakeFactor } from './stakeFactors';
import { applyStoredSuspensions, listSuspensions, writeSuspension } from './suspensions';
import { closedObjectSchema, closedOptionalObjectSchema } from '../../domain/contract/jsonSchema';

const TAGS = ['operators', 'trading'];
const refusals = errorAnswers(400, 401, 403, 404, 409);
const answer = (what: string) => contractObject(`${what}: see domain/trading/contract.ts`);
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export function registerTradingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => ctx.database.db;
  const read = requireOperator(ctx, 'trading.read');
  const write = requireOperator(ctx, 'trading.write');

  // The feed's process keeps a trader's suspensions over a restart.
  app.addHook('onReady', async () => {
    await applyStoredSuspensions(db(), ctx.sports.feed).catch((err: unknown) =>
      app.log.error({ err }, 'trading: stored suspensions could not be applied'),
    );
  });
  // The events' exposure rows are folded now and then (one process at a time does it).
  let compacting: NodeJS.Timeout | null = null;
  let compaction: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    compacting = setInterval(() => {
      compaction = compactExposure(db()).catch((err: unknown) =>
        app.log.error({ err }, 'trading: the exposure rows could not be folded'),
      );
    }, EXPOSURE_COMPACT_MS);
    compacting.unref();
  });
  app.addHook('onClose', async () => {
    if (compacting) clearInterval(compacting);
    await compaction;
  });

  app.get<{ Querystring: { limit?: number } }>(
    TRADING_PATHS.events,
    {
      preHandler: read,
      schema: {
        summary: 'Events with open coupons and their liability, largest first',
        tags: TAGS,
        querystring: closedOptionalObjectSchema({
          limit: { type: 'integer', minimum: 1, maximum: 500 },
        }),
        response: {
          200: answer('{ events: EventExposure[], largest: OpenCouponRow[] }'),
          ...refusals,
        },
      },
    },
    async (request) => ({
      events: await eventsExposure(db(), request.query.limit ?? 100),
      largest: await largestOpenCoupons(db(), { limit: 20 }),
    }),
  );

  app.get<{ Params: { gameId: number } }>(
    TRADING_PATHS.event,
    {
      preHandler: read,
      schema: {
        summary: "One event's liability per market and outcome, and its largest open coupons",
        tags: TAGS,
        params: closedObjectSchema(['gameId'], { gameId: id }),
        response: { 200: answer('EventLiability'), ...refusals },
      },
    },
    async (request) => {
      const found = await eventLiability(db(), ctx.sports.state, request.params.gameId);
      if (!found) throw new Refusal(404, 'not_found', `No event ${request.params.gameId}`);
      return found;
    },
  );

  app.get(
    TRADING_PATHS.suspensions,
    {
      preHandler: read,
      schema: {
        summary: "A trader's suspensions in force",
        tags: TAGS,
        response: { 200: answer('{ suspensions }'), ...refusals },
      },
    },
    async () => ({ suspensions: await listSuspensions(db()) }),
  );

  app.put<{ Body: { gameId: number; marketId: number | null; suspended: boolean } }>(
    TRADING_PATHS.suspensions,
    {
      preHandler: write,
      schema: {
        summary: 'Suspends or releases an event (marketId null) or a market; pushed to open pages',
        tags: TAGS,
        body: closedObjectSchema(['gameId', 'marketId', 'suspended'], {
          gameId: id,
          marketId: { anyOf: [id, { type: 'null' }] },
          suspended: { type: 'boolean' },
        }),
        response: { 200: answer('{ suspensions }'), ...refusals },
      },
    },
    async (request) => {
      const op = operatorOf(request);
      const { gameId, marketId, suspended } = request.body;
      const game = ctx.sports.state.game(gameId);
      const known =
        game !== undefined && (marketId === null || game.markets.some((m) => m.id === marketId));
      // Releasing is allowed for a game that has left the state (its row is all that is left).
      if (!known && suspended) {
        throw new Refusal(
          404,
          'trading_unknown_market',
          `No game ${gameId}${marketId === null ? '' : ` with market ${marketId}`} is offered`,
        );
      }
      await db()
        .transaction()
        .execute(async (trx) => {
          const changed = await writeSuspension(trx, {
            gameId,
            marketId,
            suspended,
            operatorId: op.id,
          });
          if (changed) {
            await recordAudit(trx, {
              operatorId: op.id,
              action: suspended ? 'trading.suspend' : 'trading.release',
              target: marketId === null ? `game/${gameId}` : `game/${gameId}/market/${marketId}`,
            });
          }
        });
      tradingControlOf(ctx.sports.feed)?.setTraderSuspension(gameId, marketId, suspended);
      return { suspensions: await listSuspensions(db()) };
    },
  );

  app.get<{ Querystring: { userId?: number } }>(
    TRADING_PATHS.stakeFactors,
    {
      preHandler: read,
      schema: {
        summary: "Customers' stake factors (one customer's with userId)",
        tags: TAGS,
        querystring: closedOptionalObjectSchema({ userId: id }),
        response: { 200: answer('{ factors: StakeFactorRow[] }'), ...refusals },
      },
    },
    async (request) => ({ factors: await listStakeFactors(db(), request.query.userId) }),
  );

  app.put<{ Params: { userId: number }; Body: { factor: number | null; note?: string } }>(
    TRADING_PATHS.stakeFactor,
    {
      preHandler: write,
      schema: {
        summary:
          "Sets (null: removes) a customer's stake factor, the multiplier of the maximum stake",
        tags: TAGS,
        params: closedObjectSchema(['userId'], { userId: id }),
        body: closedObjectSchema(['factor'], {
          factor: {
            anyOf: [
              {
                type: 'number',
                minimum: STAKE_FACTOR_MIN,
                maximum: STAKE_FACTOR_MAX,
                multipleOf: 0.01,
              },
              { type: 'null' },
            ],
          },
          note: { type: 'string', maxLength: 500 },
        }),
        response: { 200: answer('{ factors: StakeFactorRow[] }'), ...refusals },
      },
    },
    async (request) => {
      const op = operatorOf(request);
      const { userId } = request.params;
      const { factor, note } = request.body;
      const found = await db()
        .transaction()
        .execute(async (trx) => {
          const written = await writeStakeFactor(trx, {
            userId,
            factor,
            note: note ?? null,
            operatorId: op.id,
          });
          if (written) {
            await recordAudit(trx, {
              operatorId: op.id,
              action: factor === null ? 'trading.stake_factor.remove' : 'trading.stake_factor.set',
              target: `customer/${userId}`,
              details: { factor, note: note ?? null },
            });
          }
          return written;
        });
      if (!found) throw new Refusal(404, 'not_found', `No customer ${userId}`);
      return { factors: await listStakeFactors(db(), userId) };
    },
  );

  app.post<{ Body: { gameId: number; results: { outcomeId: number; result: LegResult }[] } }>(
    TRADING_PATHS.resettlements,
    {
      preHandler: write,
      schema: {
        summary:
          'Resettles outcomes of a game: legs take the new result, settled coupons are corrected through the ledger once',
        tags: TAGS,
        body: closedObjectSchema(['gameId', 'results'], {
          gameId: id,
          results: {
            type: 'array',
            minItems: 1,
            maxItems: 100,
            items: closedObjectSchema(['outcomeId', 'result'], {
              outcomeId: id,
              result: { type: 'string', enum: ['won', 'lost', 'void'] },
            }),
          },
        }),
        response: { 200: answer('ResettlementAnswer'), ...refusals },
      },
    },
    async (request) => {
      const ids = request.body.results.map((r) => r.outcomeId);
      if (new Set(ids).size !== ids.length) {
        throw new Refusal(400, 'invalid_field', 'An outcome appears twice', 'results');
      }
      return resettleMarket(db(), { ...request.body, operatorId: operatorOf(request).id });
    },
  );
}
