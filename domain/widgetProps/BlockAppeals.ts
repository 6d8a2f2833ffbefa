import type { PropsOf } from './parts/propsParts';

export const propsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export type BlockAppealsProps = PropsOf<typeof propsSchema>;
