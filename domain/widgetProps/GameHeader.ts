import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['notFoundKey'],
  properties: {
    notFoundKey: i18nKey,
    /** The route's game, or the final (last-starting game) of the route's championship. */
    game: { enum: ['route', 'championshipFinal'], default: 'route' },
  },
} as const;

export type GameHeaderProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
