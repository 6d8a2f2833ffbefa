import type { FromSchema } from 'json-schema-to-ts';

// Which link of a message the page serves: the e-mail activation link (user/accountverify) or the
// newsletter opt-out link (user/stopnewsletter). The texts come from the `access` dictionary.
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['link'],
  properties: {
    link: { type: 'string', enum: ['accountverify', 'stopnewsletter'] },
  },
} as const;

export type MessageLinkProps = FromSchema<typeof propsSchema>;
