import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['idParam'], { idParam: routeParamName });

export type CasinoPromotionProps = PropsOf<typeof propsSchema>;
