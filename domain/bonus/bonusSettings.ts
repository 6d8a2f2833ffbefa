// SPEC section 3 "Notification flags", settings bonus_type and first_deposit_bonus_type: the bonus
// kinds the customer chose, each 0 refuse, 1 sports, 2 casino (SPEC section 4 "Bonus choices").
// first_deposit_bonus_type is the registration's first_deposit_bonus_choice, changeable until the
// first deposit is credited (the deposit earns the bonus it names). bonus_type is how an amount
// bonus from a promo code is wagered: on sports, on casino, or refused (the code is not redeemed);
// null until the customer chooses, when the bonus counts for either. Shared by the server's user
// config and PUT route (server/bonus/bonusSettingsRoutes.ts) and the office settings widget.
import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema, objectSchema } from '../contract/jsonSchema';

export const BONUS_SETTINGS_PATH = '/web-api/user/bonus-settings';

export const BONUS_TYPE_CHOICES = [0, 1, 2] as const;

const choiceSchema = {
  type: 'integer',
  enum: BONUS_TYPE_CHOICES,
  description: '0 refuse, 1 sports, 2 casino',
} as const;

export const bonusSettingsSchema = objectSchema(
  ['bonus_type', 'first_deposit_bonus_type', 'first_deposit_open'],
  {
    bonus_type: {
      type: ['integer', 'null'],
      enum: [...BONUS_TYPE_CHOICES, null],
      description: 'How a promo-code amount bonus is wagered; null: not chosen (either)',
    },
    first_deposit_bonus_type: choiceSchema,
    first_deposit_open: {
      type: 'boolean',
      description: 'No deposit credited yet: first_deposit_bonus_type may still change',
    },
  },
);

export type BonusSettings = FromSchema<typeof bonusSettingsSchema>;

export const bonusSettingsBodySchema = {
  ...closedObjectSchema([], { bonus_type: choiceSchema, first_deposit_bonus_type: choiceSchema }),
  minProperties: 1,
} as const;

export type BonusSettingsBody = FromSchema<typeof bonusSettingsBodySchema>;

/** The settings a users row and its deposit state stand for. */
export function bonusSettingsOf(
  user: { bonus_type: number | null; first_deposit_bonus_choice: number },
  hasDeposit: boolean,
): BonusSettings {
  return {
    bonus_type: isBonusTypeChoice(user.bonus_type) ? user.bonus_type : null,
    first_deposit_bonus_type: isBonusTypeChoice(user.first_deposit_bonus_choice)
      ? user.first_deposit_bonus_choice
      : 0,
    first_deposit_open: !hasDeposit,
  };
}

export function isBonusTypeChoice(value: unknown): value is (typeof BONUS_TYPE_CHOICES)[number] {
  return (BONUS_TYPE_CHOICES as readonly unknown[]).includes(value);
}
