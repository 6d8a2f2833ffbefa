import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['sectionParam', 'idParam'], {
  /** The route param naming the section: catalog, results or view. */
  sectionParam: routeParamName,
  /** The route param holding the lottery's id. */
  idParam: routeParamName,
});

export type LottoProps = PropsOf<typeof propsSchema>;
