import { i18nKey, type PropsOf } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  required: ['version', 'titleKey', 'textKey'],
  additionalProperties: false,
  properties: {
    version: { enum: ['mobile', 'desktop'] },
    titleKey: i18nKey,
    textKey: i18nKey,
  },
} as const;

export type VersionSwitchProps = PropsOf<typeof propsSchema>;
