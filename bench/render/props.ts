// Props schemas of the benchmark widgets (Node-loadable: the validators plugin reads them).
import type { FromSchema } from 'json-schema-to-ts';

export const sectionPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['index'],
  properties: { index: { type: 'integer', minimum: 0 } },
} as const;
export type SectionProps = FromSchema<typeof sectionPropsSchema>;

export const oddsRowPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['section', 'row'],
  properties: {
    section: { type: 'integer', minimum: 0 },
    row: { type: 'integer', minimum: 0 },
  },
} as const;
export type OddsRowProps = FromSchema<typeof oddsRowPropsSchema>;

export const pagePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;
export type PageProps = FromSchema<typeof pagePropsSchema>;
