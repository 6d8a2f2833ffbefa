import type { FromSchema } from 'json-schema-to-ts';

// No props: the offer and its terms come from the server (the brand's config).
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type BonusDepositOfferProps = FromSchema<typeof propsSchema>;
