import { closedOptionalObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

// The texts come from the toto dictionary; the section from the route.
export const propsSchema = closedOptionalObjectSchema({
  /** The route param naming the section (draw | next | draws | nonimees). */
  sectionParam: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$', default: 'totoSection' },
  /** Tickets and past draws per page. */
  pageSize: { type: 'integer', minimum: 5, maximum: 50, default: 10 },
});

export type TotoProps = PropsOf<typeof propsSchema>;
