import { i18nKey, routeTo, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = {
  ...closedObjectSchema(['titleKey'], {
    titleKey: i18nKey,
    subtitleKey: i18nKey,
    ctaLabelKey: i18nKey,
    ctaTo: routeTo,
    level: { enum: [1, 2], default: 1 },
  }),
  dependentRequired: { ctaLabelKey: ['ctaTo'], ctaTo: ['ctaLabelKey'] },
} as const;

export type HeroBannerProps = PropsOf<typeof propsSchema>;
