import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    game: { enum: ['route', 'championshipFinal'], default: 'route' },
  },
} as const;

export type GameMarketsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
