import type { FromSchema } from 'json-schema-to-ts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  level: { type: 'integer', enum: [2, 3], default: 2 },
});

export type SocialSignInProps = FromSchema<typeof propsSchema>;
