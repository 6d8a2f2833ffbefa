import { i18nKey, routeTo, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey', 'items'], {
  labelKey: i18nKey,
  items: {
    type: 'array',
    maxItems: 6,
    items: closedObjectSchema(['to', 'labelKey', 'icon'], {
      to: routeTo,
      labelKey: i18nKey,
      icon: { type: 'string', pattern: '^[a-z0-9-]+$' },
    }),
  },
});

export type BottomNavProps = PropsOf<typeof propsSchema>;
