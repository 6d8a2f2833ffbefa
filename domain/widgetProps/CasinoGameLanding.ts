import { routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';
import type { PropsOf } from './parts/propsParts';

export const propsSchema = closedObjectSchema(['routeParam'], { routeParam: routeParamName });

export type CasinoGameLandingProps = PropsOf<typeof propsSchema>;
