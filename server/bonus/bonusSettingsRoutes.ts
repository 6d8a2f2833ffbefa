// PUT /web-api/user/bonus-settings: the customer's bonus kinds (domain/bonus/bonusSettings.ts).
// The user config answers them (server/auth/userRoutes.ts); the first-deposit bonus
// (bonusService.creditFirstDepositBonus) and promo-code redemption (promoCodes.ts) read them.
import type { FastifyInstance } from 'fastify';
import {
  BONUS_SETTINGS_PATH,
  bonusSettingsBodySchema,
  bonusSettingsOf,
  bonusSettingsSchema,
  type BonusSettings,
  type BonusSettingsBody,
} from '../../domain/bonus/bonusSettings';
import { authUserOf, requireConfirmedTerms, requireUser } from '../auth/currentUser';
import { termsRequiredSchema } from '../auth/authSchemas';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { hasCreditedDeposit } from '../money/creditedDeposit';

export function registerBonusSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Body: BonusSettingsBody }>(
    BONUS_SETTINGS_PATH,
    {
      preHandler: [requireUser(ctx), requireConfirmedTerms(ctx)],
      schema: {
        summary:
          'Sets the bonus kinds (0 refuse, 1 sports, 2 casino); the first-deposit one only before the first deposit',
        tags: ['user', 'bonus'],
        body: bonusSettingsBodySchema,
        response: {
          200: bonusSettingsSchema,
          ...errorAnswers(400, 401),
          451: termsRequiredSchema,
        },
      },
    },
    async (request): Promise<BonusSettings> => {
      const userId = authUserOf(request).id;
      const body = request.body;
      return ctx.database.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['bonus_type', 'first_deposit_bonus_choice'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const deposited = await hasCreditedDeposit(trx, userId);
        const firstDeposit = body.first_deposit_bonus_type;
        if (
          firstDeposit !== undefined &&
          firstDeposit !== user.first_deposit_bonus_choice &&
          deposited
        ) {
          // The first deposit already earned (or refused) its bonus: a new choice would mean nothing.
          throw new Refusal(
            400,
            'first_deposit_made',
            'The first deposit is credited; its bonus choice no longer changes',
            'first_deposit_bonus_type',
          );
        }
        const next = {
          bonus_type: body.bonus_type ?? user.bonus_type,
          first_deposit_bonus_choice: firstDeposit ?? user.first_deposit_bonus_choice,
        };
        await trx.updateTable('users').set(next).where('id', '=', userId).execute();
        return bonusSettingsOf(next, deposited);
      });
    },
  );
}
