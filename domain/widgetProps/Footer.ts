import { i18nKey, linkItems, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(
  [
    'infoLinks',
    'infoLabelKey',
    'socialLabelKey',
    'socialLinkLabelKey',
    'ageBadgeLabelKey',
    'copyrightKey',
  ],
  {
    infoLinks: linkItems,
    infoLabelKey: i18nKey,
    socialLabelKey: i18nKey,
    /** Accessible name of each social link; receives {{name}}. */
    socialLinkLabelKey: i18nKey,
    /** Accessible name of the minimum-age icon; receives {{age}}. */
    ageBadgeLabelKey: i18nKey,
    /** Receives {{company}} and {{year}}. */
    copyrightKey: i18nKey,
  },
);

export type FooterProps = PropsOf<typeof propsSchema>;
