// The customer's casino tournament prizes (server/bonus/tournamentPrizes.ts pays them), shown on
// the tournament pages: newest first, the tournament's title in the page's language. Scoped by
// the signed-in customer's id.
import type { FastifyInstance } from 'fastify';
import { BONUS_PATHS, type TournamentPrizesResponse } from '../../domain/bonus/contract';
import { authUserOf, requireUser } from '../auth/currentUser';
import { lngQuerySchema } from '../casino/catalogue/catalogueSchemas';
import type { BonusLanguage } from '../casino/catalogue/casinoBonuses';
import { contractObject, errorAnswers } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { toSafeInteger } from '../money/bigints';

/** How many prizes the page lists. */
export const TOURNAMENT_PRIZES_SHOWN = 20;

export function registerTournamentPrizeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { lng?: BonusLanguage } }>(
    BONUS_PATHS.tournamentPrizes,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "The signed-in customer's casino tournament prizes, newest first",
        tags: ['bonus'],
        querystring: lngQuerySchema,
        response: {
          200: contractObject('domain/bonus/contract.ts TournamentPrizesResponse'),
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply): Promise<TournamentPrizesResponse> => {
      reply.header('cache-control', 'no-store');
      const lng = request.query.lng ?? 'ru';
      const rows = await ctx.database.db
        .selectFrom('tournament_prizes as p')
        .leftJoin('casino_tournaments as t', 't.id', 'p.tournament_id')
        .select([
          'p.tournament_id',
          't.texts',
          'p.period_start',
          'p.period_end',
          'p.place',
          'p.points',
          'p.amount',
          'p.currency_id',
          'p.paid_at',
        ])
        .where('p.user_id', '=', authUserOf(request).id)
        .orderBy('p.paid_at', 'desc')
        .orderBy('p.tournament_id')
        .limit(TOURNAMENT_PRIZES_SHOWN)
        .execute();
      return {
        prizes: rows.map((r) => ({
          tournamentId: r.tournament_id,
          title: r.texts ? (r.texts[lng] ?? r.texts.ru).title : `#${r.tournament_id}`,
          windowStart: new Date(r.period_start).toISOString(),
          windowEnd: new Date(r.period_end).toISOString(),
          place: r.place,
          points: toSafeInteger(r.points),
          amount: toSafeInteger(r.amount),
          currencyId: r.currency_id,
          paidAt: new Date(r.paid_at).toISOString(),
        })),
      };
    },
  );
}
