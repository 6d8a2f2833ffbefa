import type { FromSchema } from 'json-schema-to-ts';

// No props: every text comes with the notification (main dictionary keys).
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type NotificationsProps = FromSchema<typeof propsSchema>;
