import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts are the main dictionary's (the reminders show on every page).
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type LimitRemindersProps = FromSchema<typeof propsSchema>;
