import type { FromSchema } from 'json-schema-to-ts';

// No props: every text comes with the banner (main dictionary keys).
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type NotificationBannersProps = FromSchema<typeof propsSchema>;
