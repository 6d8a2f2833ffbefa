import { ARTICLE_LIST_SECTIONS, ARTICLE_TOC_SECTIONS } from '../articles/index';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedOptionalObjectSchema({
  listSection: { type: 'string', enum: [...ARTICLE_LIST_SECTIONS] },
  tocSection: { type: 'string', enum: [...ARTICLE_TOC_SECTIONS] },
  section: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,79}$' },
});

export type ContentPageProps = PropsOf<typeof propsSchema>;
