import { i18nKey, withMoreLink, type PropsOf } from './parts/propsParts';

export const propsSchema = withMoreLink(['titleKey'], {
  titleKey: i18nKey,
});

export type HomeShowcaseProps = PropsOf<typeof propsSchema>;
