import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  game: { enum: ['route', 'championshipFinal'], default: 'route' },
});

export type GameMarketsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
