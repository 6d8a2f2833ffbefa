import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['view'], {
  /**
   * wager: the active bonuses with their progress bars, terms and expiry (office/bonuses/wager);
   * rewards: every bonus and free bet received, with its outcome (office/rewards).
   */
  view: { enum: ['wager', 'rewards'] },
});

export type BonusListProps = FromSchema<typeof propsSchema>;
