import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['outcomeId'], {
  outcomeId: { type: 'integer', minimum: 1 },
  showName: { type: 'boolean', default: false },
  pageType: { type: 'string', pattern: '^[a-z0-9_-]{1,40}$' },
});

export type OddsCellProps = PropsOf<typeof propsSchema>;
