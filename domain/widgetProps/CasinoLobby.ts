import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    showBanners: { type: 'boolean', default: true },
  },
} as const;

export type CasinoLobbyProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
