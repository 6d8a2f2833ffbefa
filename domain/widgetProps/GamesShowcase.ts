import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['emptyKey'], {
  emptyKey: i18nKey,
  whence: { type: 'string', pattern: '^[a-z]{1,20}$', default: 'home' },
  groupId: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
  count: { type: 'integer', minimum: 4, maximum: 60, default: 16 },
});

export type GamesShowcaseProps = PropsOf<typeof propsSchema>;
