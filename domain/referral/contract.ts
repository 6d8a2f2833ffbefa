// The bring-a-friend API's shapes (office/bringfriend), declared once: the server's route answers
// this schema (server/referral/referralRoutes.ts) and the office's store reads its derived type
// (stores/office/referralProgramStore.ts).
import type { FromSchema } from 'json-schema-to-ts';
import { arraySchema, objectSchema } from '../contract/jsonSchema';

export const REFERRAL_PATH = '/web-api/office/referral';

export const referralStatsSchema = objectSchema(
  ['code', 'signups', 'rewarded', 'pending', 'earned', 'referrals', 'trigger'],
  {
    code: { type: 'string', description: "The customer's code: the link is /{lng}/?bf=<code>" },
    trigger: { type: 'string', enum: ['registration', 'first_deposit'] },
    rewards: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: 'The reward per friend, minor units by currency ISO code',
    },
    signups: { type: 'integer' },
    rewarded: { type: 'integer' },
    pending: { type: 'integer' },
    earned: arraySchema(
      objectSchema(['currency_id', 'iso', 'amount'], {
        currency_id: { type: 'integer' },
        iso: { type: 'string' },
        amount: { type: 'integer', description: 'Minor units' },
      }),
    ),
    referrals: arraySchema(
      objectSchema(['registered_at', 'reward_status', 'reward_amount', 'reward_currency_id'], {
        registered_at: { type: 'string', format: 'date-time' },
        reward_status: { type: 'string', enum: ['pending', 'credited', 'none'] },
        reward_amount: { type: ['integer', 'null'] },
        reward_currency_id: { type: ['integer', 'null'] },
      }),
    ),
  },
);

/** GET /web-api/office/referral's answer: the customer's code, sign-ups and rewards. */
export type ReferralStatsView = FromSchema<typeof referralStatsSchema>;
