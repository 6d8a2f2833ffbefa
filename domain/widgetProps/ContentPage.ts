import type { FromSchema } from 'json-schema-to-ts';
import { ARTICLE_LIST_SECTIONS, ARTICLE_TOC_SECTIONS } from '../articles/index';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    listSection: { type: 'string', enum: [...ARTICLE_LIST_SECTIONS] },
    tocSection: { type: 'string', enum: [...ARTICLE_TOC_SECTIONS] },
    section: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,79}$' },
  },
} as const;

export type ContentPageProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
