import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey'], {
  labelKey: i18nKey,
  targetId: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', default: 'main' },
});

export type SkipLinkProps = PropsOf<typeof propsSchema>;
