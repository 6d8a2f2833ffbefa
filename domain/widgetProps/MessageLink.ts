import type { FromSchema } from 'json-schema-to-ts';
import { closedObjectSchema } from '../contract/jsonSchema';

// Which link of a message the page serves: the e-mail activation link (user/accountverify) or the
// newsletter opt-out link (user/stopnewsletter). The texts come from the `access` dictionary.
export const propsSchema = closedObjectSchema(['link'], {
  link: { type: 'string', enum: ['accountverify', 'stopnewsletter'] },
  /**
   * user/activate and user/activatefast: a signed-in customer is also offered phone binding in
   * the office, which activates an account too (SPEC section 4 "Phone bind").
   */
  offerPhoneBinding: { type: 'boolean' },
});

export type MessageLinkProps = FromSchema<typeof propsSchema>;
