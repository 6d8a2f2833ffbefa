// The customer's bonus endpoints (office pages office/bonuses/*, office/rewards,
// office/promotion and the coupon's promo field) and the operators' promo code endpoints. Every
// customer query is scoped by the signed-in user's id: another customer's bonuses are never
// read, and a refusal (a reason code the client words) changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BONUS_PATHS,
  type BonusListResponse,
  type BonusView,
  type DepositOfferResponse,
  type PromoCheckResponse,
  type PromoCodeDefinition,
} from '../../domain/bonus/contract';
import {
  normalizePromoCode,
  productOfChoice,
  PROMO_CODE_PATTERN,
  promoDefinitionProblems,
  wageringProgress,
  type BonusProduct,
  type BonusSource,
  type BonusStatus,
  type PromoDefinition,
} from '../../domain/bonus/index';
import { findCurrency } from '../../domain/money/currencies';
import { authUserOf, requireUser } from '../auth/currentUser';
import { contractObject, errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { accountData } from '../money/customerAccounts';
import { toSafeInteger } from '../money/bigints';
import { assertOperatorCan, operatorOf, recordAudit, requireOperator } from '../operators/index';
import { termsOf, type BonusDeps, type BonusRow } from './bonusService';
import { grantFreeBet } from './freeBets';
import { checkPromoCode, definitionOf, redeemPromoCode, type PromoRow } from './promoCodes';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

const ERRORS = {
  ...errorAnswers(400, 401, 403, 409),
};

const codeBody = closedObjectSchema(['code'], {
  code: { type: 'string', pattern: PROMO_CODE_PATTERN },
});

const promoDefinitionBody = closedObjectSchema(
  [
    'brand',
    'code',
    'kind',
    'amount',
    'currencyId',
    'perCustomerLimit',
    'totalLimit',
    'validFrom',
    'validTo',
  ],
  {
    brand: { type: 'string', minLength: 1, maxLength: 50 },
    code: { type: 'string', pattern: PROMO_CODE_PATTERN },
    kind: { enum: ['amount', 'free_bet'] },
    amount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    currencyId: { type: 'integer', minimum: 1 },
    multiplier: { type: 'number', minimum: 0, maximum: 100 },
    expiryDays: { type: 'integer', minimum: 1, maximum: 365 },
    perCustomerLimit: { type: 'integer', minimum: 1, maximum: 1000 },
    totalLimit: { type: 'integer', minimum: 1, maximum: 10_000_000 },
    validFrom: { type: 'string', format: 'date-time' },
    validTo: { type: 'string', format: 'date-time' },
  },
);

const freeBetGrantBody = closedObjectSchema(['brand', 'userId', 'amount', 'currencyId'], {
  brand: { type: 'string', minLength: 1, maxLength: 50 },
  userId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  amount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
  currencyId: { type: 'integer', minimum: 1 },
  expiryDays: { type: 'integer', minimum: 1, maximum: 365 },
  minOdds: { type: 'number', minimum: 1, maximum: 1000 },
});

interface FreeBetGrantBody {
  brand: string;
  userId: number;
  amount: number;
  currencyId: number;
  expiryDays?: number;
  minOdds?: number;
}

interface BonusListRow extends Omit<BonusRow, 'user_id' | 'credit_transaction_id'> {
  source: string;
  product: string | null;
  credited_at: Date | string;
  ended_at: Date | string | null;
  promo_code: string | null;
  coupon_id: string | number | null;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function bonusView(row: BonusListRow): BonusView {
  const terms = termsOf(row);
  const required = toSafeInteger(row.required);
  const progress = wageringProgress(toSafeInteger(row.wagered), required);
  const done = row.status === 'completed';
  return {
    id: String(row.id),
    source: row.source as BonusSource,
    product: row.product as BonusProduct | null,
    kind: row.kind === 'free_bet' ? 'free_bet' : 'bonus',
    status: row.status as BonusStatus,
    amount: toSafeInteger(row.amount),
    currencyId: row.currency_id,
    required,
    wagered: done ? required : progress.wagered,
    percent: done ? 100 : progress.percent,
    remaining: done ? 0 : progress.remaining,
    minOdds: row.product === 'casino' ? null : (terms.minOdds ?? null),
    gameWeights: row.product === 'sports' ? null : (terms.gameWeights ?? null),
    promoCode: row.promo_code,
    couponId: row.coupon_id === null ? null : String(row.coupon_id),
    creditedAt: iso(row.credited_at),
    expiresAt: iso(row.expires_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
  };
}

function promoAnswer(promo: PromoDefinition): PromoCheckResponse {
  return {
    code: promo.code,
    kind: promo.kind,
    amount: promo.amount,
    currencyId: promo.currencyId,
    multiplier: promo.kind === 'free_bet' ? 1 : promo.multiplier,
    validTo: new Date(promo.validToMs).toISOString(),
  };
}

export function registerBonusRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: BonusDeps,
): void {
  const db = () => ctx.database.db;
  const signedIn = [requireUser(ctx)];
  const brandOf = (request: FastifyRequest) =>
    ctx.contentStore.brandOf(request.headers.host, ctx.envBrand);

  app.get(
    BONUS_PATHS.list,
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's bonuses, free bets and their wagering, newest first",
        tags: ['bonus'],
        response: { 200: contractObject('domain/bonus/contract.ts BonusListResponse'), ...ERRORS },
      },
    },
    async (request, reply): Promise<BonusListResponse> => {
      reply.header('cache-control', 'no-store');
      const rows = await db()
        .selectFrom('bonuses as b')
        .leftJoin('promo_codes as p', 'p.id', 'b.promo_code_id')
        .select([
          'b.id',
          'b.source',
          'b.product',
          'b.kind',
          'b.status',
          'b.amount',
          'b.currency_id',
          'b.required',
          'b.wagered',
          'b.terms',
          'b.credited_at',
          'b.expires_at',
          'b.ended_at',
          'p.code as promo_code',
          'b.coupon_id',
        ])
        .where('b.user_id', '=', authUserOf(request).id)
        .orderBy('b.id', 'desc')
        .limit(100)
        .execute();
      return { bonuses: rows.map((r) => bonusView(r as BonusListRow)) };
    },
  );

  app.get(
    BONUS_PATHS.depositOffer,
    {
      preHandler: signedIn,
      schema: {
        summary: 'The first-deposit bonus the registration chose, its terms, and if still open',
        tags: ['bonus'],
        response: {
          200: contractObject('domain/bonus/contract.ts DepositOfferResponse'),
          ...ERRORS,
        },
      },
    },
    async (request, reply): Promise<DepositOfferResponse> => {
      reply.header('cache-control', 'no-store');
      const userId = authUserOf(request).id;
      const user = await db()
        .selectFrom('users')
        .select('first_deposit_bonus_choice')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const product = productOfChoice(user.first_deposit_bonus_choice);
      const terms = product
        ? deps.configOf(brandOf(request))?.config.firstDeposit[product]
        : undefined;
      const accounts = await accountData(db(), userId);
      return {
        choice: user.first_deposit_bonus_choice,
        product,
        available: Boolean(terms) && accounts.is_available_first_deposit_bonus,
        terms: terms
          ? {
              percent: terms.percent,
              maxAmount: terms.maxAmount,
              minDeposit: terms.minDeposit,
              multiplier: terms.multiplier,
              expiryDays: terms.expiryDays,
              minOdds: terms.minOdds ?? null,
              gameWeights: terms.gameWeights ?? null,
            }
          : null,
      };
    },
  );

  const promoRoute = (summary: string) => ({
    preHandler: signedIn,
    schema: {
      summary,
      tags: ['bonus'],
      body: codeBody,
      response: { 200: contractObject('domain/bonus/contract.ts PromoCheckResponse'), ...ERRORS },
    },
  });

  app.post<{ Body: { code: string } }>(
    BONUS_PATHS.promoCheck,
    promoRoute('Whether the signed-in customer may redeem a promo code now (nothing changes)'),
    async (request): Promise<PromoCheckResponse> => {
      const outcome = await checkPromoCode(db(), deps, {
        brand: brandOf(request),
        userId: authUserOf(request).id,
        code: request.body.code,
      });
      if (!outcome.ok) throw new Refusal(400, outcome.reason, outcome.reason, 'code');
      return promoAnswer(outcome.promo);
    },
  );

  app.post<{ Body: { code: string } }>(
    BONUS_PATHS.promoRedeem,
    promoRoute('Redeems a promo code: its bonus or free bet on the bonus account'),
    async (request): Promise<PromoCheckResponse & { bonusId: string }> => {
      const outcome = await redeemPromoCode(db(), deps, {
        brand: brandOf(request),
        userId: authUserOf(request).id,
        code: request.body.code,
      });
      if (!outcome.ok) throw new Refusal(400, outcome.reason, outcome.reason, 'code');
      return { ...promoAnswer(outcome.promo), bonusId: outcome.bonusId ?? '' };
    },
  );

  // --- Operators -------------------------------------------------------------------------------
  const operations = requireOperator(ctx, 'operations');
  const operatorBrand = (request: FastifyRequest, brand: string): string => {
    if (!ctx.contentStore.current.brands.has(brand)) {
      throw new Refusal(400, 'brand_unknown', `No brand ${brand} on this server`, 'brand');
    }
    assertOperatorCan(operatorOf(request), 'operations', { brand });
    return brand;
  };

  app.get<{ Querystring: { brand: string } }>(
    BONUS_PATHS.operatorPromoCodes,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's promo codes with their use counts",
        tags: ['operators', 'bonus'],
        querystring: closedObjectSchema(['brand'], {
          brand: { type: 'string', minLength: 1, maxLength: 50 },
        }),
        response: { 200: contractObject('promo codes'), ...ERRORS },
      },
    },
    async (request) => {
      const brand = operatorBrand(request, request.query.brand);
      const rows = await db()
        .selectFrom('promo_codes')
        .selectAll()
        .where('brand', '=', brand)
        .orderBy('id', 'desc')
        .execute();
      return {
        promoCodes: rows.map((row) => ({
          id: String(row.id),
          ...promoAnswer(definitionOf(row as PromoRow)),
          validFrom: iso(row.valid_from),
          perCustomerLimit: row.per_customer_limit,
          totalLimit: row.total_limit,
          redeemed: row.redeemed_count,
          expiryDays: row.expiry_days,
        })),
      };
    },
  );

  app.post<{ Body: PromoCodeDefinition }>(
    BONUS_PATHS.operatorPromoCodes,
    {
      preHandler: operations,
      schema: {
        summary: 'Defines a promo code (amount bonus or free bet, limits, validity); audited',
        tags: ['operators', 'bonus'],
        body: promoDefinitionBody,
        response: { 200: contractObject('the promo code'), ...ERRORS },
      },
    },
    async (request) => {
      const body = request.body;
      const brand = operatorBrand(request, body.brand);
      const code = normalizePromoCode(body.code);
      if (!findCurrency(body.currencyId)) {
        throw new Refusal(400, 'currency_not_supported', 'currencyId: unknown', 'currencyId');
      }
      const multiplier = body.kind === 'free_bet' ? 0 : (body.multiplier ?? 0);
      const validFromMs = Date.parse(body.validFrom);
      const validToMs = Date.parse(body.validTo);
      const problem = promoDefinitionProblems({
        kind: body.kind,
        amount: body.amount,
        multiplier,
        perCustomerLimit: body.perCustomerLimit,
        totalLimit: body.totalLimit,
        validFromMs,
        validToMs,
      })[0];
      if (problem) throw new Refusal(400, 'invalid_field', problem.message, problem.field);
      const operator = operatorOf(request);
      const created = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('promo_codes')
            .values({
              brand,
              code,
              kind: body.kind,
              amount: body.amount,
              currency_id: body.currencyId,
              multiplier,
              expiry_days: body.expiryDays ?? 30,
              per_customer_limit: body.perCustomerLimit,
              total_limit: body.totalLimit,
              valid_from: new Date(validFromMs),
              valid_to: new Date(validToMs),
              created_by: operator.id,
            })
            .onConflict((oc) => oc.columns(['brand', 'code']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) return null;
          await recordAudit(trx, {
            operatorId: operator.id,
            action: 'promo_code.create',
            brand,
            target: `promo_code/${code}`,
            details: { ...body, code },
          });
          return String(row.id);
        });
      if (!created) {
        throw new Refusal(409, 'promo_code_exists', `Promo code ${code} exists`, 'code');
      }
      return { id: created, code };
    },
  );
  app.post<{ Body: FreeBetGrantBody }>(
    BONUS_PATHS.operatorFreeBets,
    {
      preHandler: operations,
      schema: {
        summary:
          "Grants a customer a sports free bet of a fixed amount (the brand's minOdds unless given); audited",
        tags: ['operators', 'bonus'],
        body: freeBetGrantBody,
        response: { 200: contractObject('the free bet'), 404: errorResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const body = request.body;
      const brand = operatorBrand(request, body.brand);
      if (!findCurrency(body.currencyId)) {
        throw new Refusal(400, 'currency_not_supported', 'currencyId: unknown', 'currencyId');
      }
      const operator = operatorOf(request);
      const minOdds =
        body.minOdds ?? deps.configOf(brand)?.config.firstDeposit.sports?.minOdds ?? null;
      const expiryDays = body.expiryDays ?? 30;
      const freeBetId = await db()
        .transaction()
        .execute(async (trx) => {
          const id = await grantFreeBet(trx, {
            userId: String(body.userId),
            brand,
            amount: body.amount,
            currencyId: body.currencyId,
            expiryDays,
            minOdds,
            nowMs: deps.now(),
          });
          if (!id) return null;
          await recordAudit(trx, {
            operatorId: operator.id,
            action: 'free_bet.grant',
            brand,
            target: `user/${body.userId}`,
            details: { ...body, freeBetId: id },
          });
          return id;
        });
      // No such customer, or no main account in that currency for the winnings.
      if (!freeBetId) {
        throw new Refusal(404, 'account_not_found', 'No main account in that currency', 'userId');
      }
      return {
        id: freeBetId,
        amount: body.amount,
        currencyId: body.currencyId,
        expiryDays,
        minOdds,
      };
    },
  );
}
