import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['section', 'titleKey'], {
  /** A section of the responsible-gaming page (SPEC section 2; domain/limits LIMIT_SECTION_IDS). */
  section: { enum: ['deposit', 'extra', 'reality', 'wagering', 'loss'] },
  titleKey: i18nKey,
  subtitleKey: i18nKey,
  /** Says how long a looser change waits (the brand's cooling-off) under the subtitle. */
  showCoolingOff: { type: 'boolean', default: false },
});

export type LimitSectionProps = PropsOf<typeof propsSchema>;
