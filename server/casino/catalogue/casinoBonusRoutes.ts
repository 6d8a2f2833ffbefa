// The casino bonus routes of the catalogue API (SPEC section 2 "Casino and games"): promotions
// with the brand's first-deposit amounts in the asker's currency, tournaments with their
// leaderboards, and the signed-in customer's cashback. registerCatalogueRoutes registers them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashbackPayoutTerms } from '../../../domain/bonus/index';
import type { CashbackProgram } from '../../../domain/casino/catalogueBonusTypes';
import { DEFAULT_CURRENCY_ID } from '../../../domain/money/currencies';
import { formatMajorUnits } from '../../../domain/session';
import { authenticate, authUserOf, identify, requireUser } from '../../auth/currentUser';
import { customerBrand } from '../../bonus/cashback';
import { bonusDepsOf } from '../../bonus/index';
import { errorResponseSchema } from '../../http/httpSchemas';
import { mainCurrencyOf } from '../../limits/index';
import { refuse } from '../../http/refusal';
import { requestScope, type ServerContext } from '../../http/serverContext';
import {
  cashbackOf,
  findPromotion,
  listPromotions,
  listTournaments,
  tournamentDetail,
  type BonusLanguage,
} from './casinoBonuses';
import {
  bonusIdParamsSchema,
  CATALOGUE_ERRORS,
  cashbackParamsSchema,
  cashbackResponseSchema,
  lngQuerySchema,
  promotionSchema,
  promotionsResponseSchema,
  SIGNED_IN_ERRORS,
  tournamentDetailSchema,
  tournamentsResponseSchema,
} from './catalogueSchemas';
import { noStore } from '../../http/noStore';

const TAGS = ['casino'];

/**
 * The brand's casino first-deposit terms a promotion's texts name ({{maxAmount}}, {{minDeposit}},
 * {{percent}}), the amounts in the signed-in customer's main account currency (a guest: the
 * default currency), so a rouble account never reads dollars.
 */
async function promotionAmounts(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<{ signedIn: boolean; values: Record<string, string> }> {
  const auth = await identify(ctx, request);
  const userId = auth.ok ? auth.user.id : null;
  const currencyId = userId ? await mainCurrencyOf(ctx.database.db, userId) : DEFAULT_CURRENCY_ID;
  const deps = bonusDepsOf(ctx);
  const terms = deps.configOf(requestScope(ctx, request).brandId)?.config.firstDeposit.casino;
  const values: Record<string, string> = terms
    ? {
        maxAmount: formatMajorUnits(terms.maxAmount, { currencyId }),
        minDeposit: formatMajorUnits(terms.minDeposit, { currencyId }),
        percent: String(terms.percent),
      }
    : {};
  return { signedIn: userId !== null, values };
}

function withAmounts<T extends { summary: string; terms: string[] }>(
  promotion: T,
  values: Record<string, string>,
): T {
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return { ...promotion, summary: fill(promotion.summary), terms: promotion.terms.map(fill) };
}

export function registerCasinoBonusRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  now: () => Date,
): void {
  const db = () => ctx.database.db;
  const signedIn = [requireUser(ctx)];

  app.get<{ Querystring: { lng?: BonusLanguage } }>(
    '/web-api/casino/promotions',
    {
      schema: {
        summary: 'Casino promotions, texts in lng (ru, en, ar; default ru)',
        tags: TAGS,
        querystring: lngQuerySchema,
        response: { 200: promotionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const amounts = await promotionAmounts(ctx, request);
      if (amounts.signedIn) reply.header('cache-control', 'no-store');
      const items = await listPromotions(db(), request.query.lng ?? 'ru');
      return { items: items.map((p) => withAmounts(p, amounts.values)) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { lng?: BonusLanguage } }>(
    '/web-api/casino/promotions/:id',
    {
      schema: {
        summary: 'One casino promotion with its terms, texts in lng',
        tags: TAGS,
        params: bonusIdParamsSchema,
        querystring: lngQuerySchema,
        response: { 200: promotionSchema, ...CATALOGUE_ERRORS },
      },
    },
    async (request, reply) => {
      const promotion = await findPromotion(db(), request.params.id, request.query.lng ?? 'ru');
      if (!promotion) {
        return refuse(reply, 404, 'not_found', `No promotion ${request.params.id}`, 'id');
      }
      const amounts = await promotionAmounts(ctx, request);
      if (amounts.signedIn) reply.header('cache-control', 'no-store');
      return withAmounts(promotion, amounts.values);
    },
  );

  app.get<{ Querystring: { lng?: BonusLanguage } }>(
    '/web-api/casino/tournaments',
    {
      schema: {
        summary: 'Casino tournaments with their current window and prize table, texts in lng',
        tags: TAGS,
        querystring: lngQuerySchema,
        response: { 200: tournamentsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ items: await listTournaments(db(), request.query.lng ?? 'ru', now()) }),
  );

  app.get<{ Params: { id: number }; Querystring: { lng?: BonusLanguage } }>(
    '/web-api/casino/tournaments/:id',
    {
      schema: {
        summary:
          "A tournament with the current window's leaderboard from real play (stakes posted in " +
          'its games and currency); the signed-in asker finds their own row (isMe). Bearer optional',
        tags: TAGS,
        params: bonusIdParamsSchema,
        querystring: lngQuerySchema,
        response: { 200: tournamentDetailSchema, ...CATALOGUE_ERRORS },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(ctx, request);
      const detail = await tournamentDetail(
        db(),
        request.params.id,
        request.query.lng ?? 'ru',
        now(),
        auth.ok ? auth.user.id : undefined,
      );
      if (!detail) {
        return refuse(reply, 404, 'not_found', `No tournament ${request.params.id}`, 'id');
      }
      reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  app.get<{ Params: { program: CashbackProgram } }>(
    '/web-api/casino/cashback/:program',
    {
      preHandler: [...signedIn, noStore],
      schema: {
        summary:
          "The signed-in customer's casino cashback for the program's current period (vip: " +
          'this week, premium: this month): stakes, wins, rollbacks, net loss, tier and amount ' +
          'per currency; how a closed period is paid, and the last payouts',
        tags: TAGS,
        params: cashbackParamsSchema,
        response: { 200: cashbackResponseSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      // How a closed period is paid: the customer's payout brand's terms, as the sweep reads them.
      const deps = bonusDepsOf(ctx);
      const brand = deps.brandOf(await customerBrand(db(), userId));
      const payout = cashbackPayoutTerms(deps.configOf(brand)?.config);
      return cashbackOf(db(), userId, request.params.program, now(), payout);
    },
  );
}
