import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['view'],
  properties: {
    /**
     * wager: the active bonuses with their progress bars, terms and expiry (office/bonuses/wager);
     * rewards: every bonus and free bet received, with its outcome (office/rewards).
     */
    view: { enum: ['wager', 'rewards'] },
  },
} as const;

export type BonusListProps = FromSchema<typeof propsSchema>;
